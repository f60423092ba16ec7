// Year 1 month by month: the twelve rounded months as columns, with the year's total beside them.
import type { TProfitLossResponse } from '@trajectory/contracts/statements';
import { BASE_MONTH_ROWS, MONTH_ROW_LABELS } from '@trajectory/engine';
import { StatementTable, type StatementColumn, type StatementRow } from './statement-table';

type Month = TProfitLossResponse['months'][number];
type MonthFigure = Exclude<keyof Month, 'month' | 'year'>;

/** The rows drawn as totals, and the one that counts units rather than dollars. */
const TOTAL_ROWS: ReadonlySet<MonthFigure> = new Set(['grossMargin', 'totalExpenses', 'netProfit', 'cash']);
const COUNT_ROW: MonthFigure = 'units';

export function monthlyColumns(months: Month[]): StatementColumn[] {
  return [
    ...months.map((m) => ({ key: `m${m.month}`, label: `Month ${m.month + 1}` })),
    { key: 'total', label: 'Year 1' },
  ];
}

export function monthlyRows(months: Month[]): StatementRow[] {
  return BASE_MONTH_ROWS.map((key) => {
    const label = MONTH_ROW_LABELS[key];
    const isTotal = TOTAL_ROWS.has(key) || undefined;
    const isCount = key === COUNT_ROW || undefined;
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
