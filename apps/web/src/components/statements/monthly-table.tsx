// Year 1 month by month: the twelve rounded months as columns, with the year's total beside them.
import type { TProfitLossResponse } from '@trajectory/contracts/statements';
import { StatementTable, type StatementColumn, type StatementRow } from './statement-table';

type Month = TProfitLossResponse['months'][number];
type MonthFigure = Exclude<keyof Month, 'month' | 'year'>;

const MONTH_ROWS: Array<{ key: MonthFigure; label: string; isTotal?: boolean; isCount?: boolean }> = [
  { key: 'units', label: 'Units Sold', isCount: true },
  { key: 'revenue', label: 'Revenue' },
  { key: 'cogs', label: 'Cost of Goods Sold' },
  { key: 'grossMargin', label: 'Gross Margin', isTotal: true },
  { key: 'salaries', label: 'Salaries' },
  { key: 'marketing', label: 'Marketing' },
  { key: 'rent', label: 'Rent' },
  { key: 'utilities', label: 'Utilities' },
  { key: 'otherExpenses', label: 'Other Expenses' },
  { key: 'totalExpenses', label: 'Total Expenses', isTotal: true },
  { key: 'netProfit', label: 'Net Profit', isTotal: true },
  { key: 'cash', label: 'Cash at End of Month', isTotal: true },
];

export function monthlyColumns(months: Month[]): StatementColumn[] {
  return [
    ...months.map((m) => ({ key: `m${m.month}`, label: `Month ${m.month + 1}` })),
    { key: 'total', label: 'Year 1' },
  ];
}

export function monthlyRows(months: Month[]): StatementRow[] {
  return MONTH_ROWS.map(({ key, label, isTotal, isCount }) => {
    const values: Record<string, number> = {};
    for (const m of months) values[`m${m.month}`] = m[key];
    // The leaves are rounded so the months add up to the year; cash is a balance, so the year shows its last.
    values.total = key === 'cash' ? (months.at(-1)?.cash ?? 0) : months.reduce((sum, m) => sum + m[key], 0);
    return { key, label, values, isTotal, isCount };
  });
}

export function MonthlyTable({ months }: { months: Month[] }) {
  return (
    <StatementTable
      rows={monthlyRows(months)}
      columns={monthlyColumns(months)}
      caption="Year 1, month by month"
      className="min-w-[1200px]"
    />
  );
}
