// The N-year (3 or 5) balance sheet: Assets, Liabilities and Equity with their totals; Overdraft only when there is one
// (purchasing.md 2.10: the contracts flag it hideWhenZero, the rule every screen and the PDF share).
import { BALANCE_SHEET_LABELS, type TBalanceSheetResponse } from '@trajectory/contracts/statements';
import { rowsFromLabels } from './statement-rows';
import type { ReactNode } from 'react';
import { statementCaption, StatementTable, type StatementRow } from './statement-table';

type BalanceSheet = TBalanceSheetResponse['balanceSheet'];

export function balanceSheetRows(balanceSheet: BalanceSheet): StatementRow[] {
  return rowsFromLabels(balanceSheet, BALANCE_SHEET_LABELS);
}

export function BalanceSheetTable({
  balanceSheet,
  rowAside,
}: {
  balanceSheet: BalanceSheet;
  /** Beside a row's label (StatementTable's `rowAside`). */
  rowAside?: (rowKey: string) => ReactNode;
}) {
  const rows = balanceSheetRows(balanceSheet);
  return <StatementTable rows={rows} caption={statementCaption(rows, 'Balance Sheet')} rowAside={rowAside} />;
}
