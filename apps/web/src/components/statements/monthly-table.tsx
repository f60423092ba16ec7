// A year month by month: its twelve rounded months as columns, with the year's total beside them; every
// line the year has, down to net profit, then the loan and draw movements and the cash balance.
import type { TProfitLossResponse } from '@trajectory/contracts/statements';
import { MONTH_ROW_LABELS, monthRowsOf } from '@trajectory/engine';
import { StatementTable, type StatementColumn, type StatementRow } from './statement-table';

type Month = TProfitLossResponse['months'][number];
type MonthFigure = Exclude<keyof Month, 'month' | 'year'>;

/** The rows drawn as totals, and the one that counts units rather than dollars. */
const TOTAL_ROWS: ReadonlySet<MonthFigure> = new Set([
  'grossMargin',
  'totalExpenses',
  'profitBeforeTax',
  'netProfit',
  'cash',
]);
const COUNT_ROW: MonthFigure = 'units';

/** The year the months belong to (1, or 2 for months 13–24). */
const yearOfMonths = (months: Month[]): number => months[0]?.year ?? 1;

export function monthlyColumns(months: Month[]): StatementColumn[] {
  return [
    ...months.map((m) => ({ key: `m${m.month}`, label: `Month ${m.month + 1}` })),
    { key: 'total', label: `Year ${yearOfMonths(months)}` },
  ];
}

/**
 * Every line the year has (issue #24): with depreciation, interest, tax, loans or draws their rows join, so
 * each month's net profit is its rows' sum and the months add up to the year.
 */
export function monthlyRows(months: Month[]): StatementRow[] {
  return monthRowsOf(months).map((key) => {
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
      caption={`Year ${yearOfMonths(months)}, month by month`}
      className="min-w-[1200px]"
    />
  );
}
