// Year 1 month by month: the twelve rounded months as columns, with the year's total beside them.
import type { TProfitLossResponse } from '@trajectory/contracts/statements';
import { MONTH_ROW_LABELS } from '@trajectory/engine';
import { StatementTable, type StatementColumn, type StatementRow } from './statement-table';

type Month = TProfitLossResponse['months'][number];
type MonthFigure = Exclude<keyof Month, 'month' | 'year'>;

const MONTH_ROWS: Array<{ key: MonthFigure; isTotal?: boolean; isCount?: boolean }> = [
  { key: 'units', isCount: true },
  { key: 'revenue' },
  { key: 'cogs' },
  { key: 'grossMargin', isTotal: true },
  { key: 'salaries' },
  { key: 'marketing' },
  { key: 'rent' },
  { key: 'utilities' },
  { key: 'otherExpenses' },
  { key: 'totalExpenses', isTotal: true },
  { key: 'netProfit', isTotal: true },
  { key: 'cash', isTotal: true },
];

export function monthlyColumns(months: Month[]): StatementColumn[] {
  return [
    ...months.map((m) => ({ key: `m${m.month}`, label: `Month ${m.month + 1}` })),
    { key: 'total', label: 'Year 1' },
  ];
}

export function monthlyRows(months: Month[]): StatementRow[] {
  return MONTH_ROWS.map(({ key, isTotal, isCount }) => {
    const label = MONTH_ROW_LABELS[key];
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
