// A yearly statement as a table: whole dollars, right-aligned, accounting negatives in rose, totals ruled.
import type { ReactNode } from 'react';
import type { YearValues } from '@trajectory/engine';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDollars } from '@/lib/format';
import { cn } from '@/lib/utils';

export type StatementRow = {
  key: string;
  label: string;
  values: YearValues;
  /** Totals are set in semibold with a rule above (DESIGN.md). */
  isTotal?: boolean;
};

export const YEAR_KEYS = ['year1', 'year2', 'year3'] as const;

type StatementTableProps = {
  rows: StatementRow[];
  /** Read by screen readers; the visible heading is the card's. */
  caption: ReactNode;
  firstColumnLabel?: string;
  className?: string;
};

export function StatementAmount({ value }: { value: number }) {
  return <span className={cn(Math.round(value) < 0 && 'text-negative')}>{formatDollars(value)}</span>;
}

export function StatementTable({ rows, caption, firstColumnLabel = 'Line item', className }: StatementTableProps) {
  return (
    <Table className={cn('min-w-[520px]', className)}>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{firstColumnLabel}</TableHead>
          {YEAR_KEYS.map((year, i) => (
            <TableHead key={year} scope="col" numeric>
              Year {i + 1}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.key}
            data-row={row.key}
            className={cn(row.isTotal && 'border-t-2 border-t-slate-300 font-semibold')}
          >
            <TableHead scope="row" className={cn('text-foreground', row.isTotal ? 'font-semibold' : 'font-normal')}>
              {row.label}
            </TableHead>
            {YEAR_KEYS.map((year) => (
              <TableCell key={year} numeric>
                <StatementAmount value={row.values[year]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
