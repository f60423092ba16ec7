// The 3-year Profit & Loss statement, rows and labels in the contracts' order (visitor.md, results page).
import { isLineShown, PROFIT_LOSS_LABELS, type TProfitLossResponse } from '@trajectory/contracts/statements';
import { StatementTable, type StatementRow } from './statement-table';

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
  return <StatementTable rows={profitLossRows(profitLoss)} caption="3-year Profit & Loss projection" />;
}
