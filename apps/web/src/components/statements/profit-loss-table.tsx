// The 3-year Profit & Loss statement, rows and labels in the contracts' order (visitor.md, results page).
import { PROFIT_LOSS_LABELS, type TProfitLossResponse } from '@trajectory/contracts/statements';
import { StatementTable, type StatementRow } from './statement-table';

export function profitLossRows(profitLoss: TProfitLossResponse['profitLoss']): StatementRow[] {
  return PROFIT_LOSS_LABELS.map(({ key, label, isTotal }) => ({
    key,
    label,
    values: profitLoss[key],
    isTotal: Boolean(isTotal),
  }));
}

export function ProfitLossTable({ profitLoss }: { profitLoss: TProfitLossResponse['profitLoss'] }) {
  return <StatementTable rows={profitLossRows(profitLoss)} caption="3-year Profit & Loss projection" />;
}
