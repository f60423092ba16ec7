// The N-year (3 or 5) Profit & Loss statement, rows and labels in the contracts' order (visitor.md, results page).
import { isLineShown, PROFIT_LOSS_LABELS, type TProfitLossResponse } from '@trajectory/contracts/statements';
import { statementCaption, StatementTable, type StatementRow } from './statement-table';

export function profitLossRows(profitLoss: TProfitLossResponse['profitLoss']): StatementRow[] {
  // Depreciation, interest, profit before tax and tax show when some year is not 0.
  const shown = PROFIT_LOSS_LABELS.filter((line) => isLineShown(line, line.key, profitLoss));
  return shown.map(({ key, label, isTotal }) => ({
    key,
    label,
    values: profitLoss[key],
    isTotal: Boolean(isTotal),
  }));
}

export function ProfitLossTable({ profitLoss }: { profitLoss: TProfitLossResponse['profitLoss'] }) {
  const rows = profitLossRows(profitLoss);
  return <StatementTable rows={rows} caption={statementCaption(rows, 'Profit & Loss')} />;
}
