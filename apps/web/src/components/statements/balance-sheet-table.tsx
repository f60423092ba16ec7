// The 3-year balance sheet: Assets, Liabilities and Equity with their totals; Overdraft only when there is one.
import { BALANCE_SHEET_LABELS, type TBalanceSheetResponse } from '@trajectory/contracts/statements';
import { rowsFromLabels } from './statement-rows';
import { StatementTable, YEAR_KEYS, type StatementRow } from './statement-table';

type BalanceSheet = TBalanceSheetResponse['balanceSheet'];

/** purchasing.md 2.10: the overdraft row appears only when any year is above 0. */
export function hasOverdraft(balanceSheet: BalanceSheet): boolean {
  return YEAR_KEYS.some((year) => balanceSheet.liabilities.overdraft[year] > 0);
}

export function balanceSheetRows(balanceSheet: BalanceSheet): StatementRow[] {
  const showOverdraft = hasOverdraft(balanceSheet);
  return rowsFromLabels(
    balanceSheet,
    BALANCE_SHEET_LABELS,
    (path) => path === 'liabilities.overdraft' && !showOverdraft,
  );
}

export function BalanceSheetTable({ balanceSheet }: { balanceSheet: BalanceSheet }) {
  return <StatementTable rows={balanceSheetRows(balanceSheet)} caption="3-year Balance Sheet projection" />;
}
