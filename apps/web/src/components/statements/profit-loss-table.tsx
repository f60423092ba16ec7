// The 3-year Profit & Loss statement, rows in the spec's order (visitor.md, results page).
import { PROFIT_LOSS_ROWS } from '@trajectory/contracts/statements';
import type { TProfitLossResponse } from '@trajectory/contracts/statements';
import { StatementTable, type StatementRow } from './statement-table';

type ProfitLossRowKey = (typeof PROFIT_LOSS_ROWS)[number];

export const PROFIT_LOSS_LABELS: Record<ProfitLossRowKey, string> = {
  productServiceRevenue: 'Product/Service Revenue',
  totalRevenue: 'Total Revenue',
  productServiceCost: 'Product/Service Cost',
  totalCostOfGoodsSold: 'Total Cost of Goods Sold',
  grossMargin: 'Gross Margin',
  salaries: 'Salaries',
  marketing: 'Marketing',
  rent: 'Rent',
  utilities: 'Utilities',
  otherExpenses: 'Other Expenses',
  totalExpenses: 'Total Expenses',
  operatingProfit: 'Operating Profit',
  netProfit: 'Net Profit',
};

const TOTAL_ROWS: ReadonlySet<ProfitLossRowKey> = new Set([
  'totalRevenue',
  'totalCostOfGoodsSold',
  'grossMargin',
  'totalExpenses',
  'operatingProfit',
  'netProfit',
]);

export function profitLossRows(profitLoss: TProfitLossResponse['profitLoss']): StatementRow[] {
  return PROFIT_LOSS_ROWS.map((key) => ({
    key,
    label: PROFIT_LOSS_LABELS[key],
    values: profitLoss[key],
    isTotal: TOTAL_ROWS.has(key),
  }));
}

export function ProfitLossTable({ profitLoss }: { profitLoss: TProfitLossResponse['profitLoss'] }) {
  return <StatementTable rows={profitLossRows(profitLoss)} caption="3-year Profit & Loss projection" />;
}
