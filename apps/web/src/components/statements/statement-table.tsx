// A statement as a table: whole dollars, right-aligned, accounting negatives in rose, totals ruled.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDollars } from '@/lib/format';
import { cn } from '@/lib/utils';

export type StatementColumn = { key: string; label: string };

export type StatementRow = {
  key: string;
  label: string;
  /** Figures by column key (year1…year3 by default); a section heading has none. */
  values?: Readonly<Record<string, number>>;
  /** Totals are set in semibold with a rule above (DESIGN.md). */
  isTotal?: boolean;
  /** A heading row such as "Assets", spanning the table. */
  isSection?: boolean;
  /** Figures that are counts, not dollars (units sold). */
  isCount?: boolean;
};

export const YEAR_KEYS = ['year1', 'year2', 'year3'] as const;

export const YEAR_COLUMNS: StatementColumn[] = YEAR_KEYS.map((key, i) => ({ key, label: `Year ${i + 1}` }));

type StatementTableProps = {
  rows: StatementRow[];
  /** Read by screen readers; the visible heading is the card's. */
  caption: ReactNode;
  firstColumnLabel?: string;
  /** The figure columns; the three years unless given. */
  columns?: StatementColumn[];
  className?: string;
};

export function StatementAmount({ value }: { value: number }) {
  return <span className={cn(Math.round(value) < 0 && 'text-negative')}>{formatDollars(value)}</span>;
}

function StatementFigure({ value, isCount }: { value: number | undefined; isCount?: boolean }) {
  if (value === undefined) return null;
  if (isCount) return <span>{Math.round(value).toLocaleString('en-US')}</span>;
  return <StatementAmount value={value} />;
}

export function StatementTable({
  rows,
  caption,
  firstColumnLabel = 'Line item',
  columns = YEAR_COLUMNS,
  className,
}: StatementTableProps) {
  return (
    <Table className={cn('min-w-[520px]', className)}>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{firstColumnLabel}</TableHead>
          {columns.map((column) => (
            <TableHead key={column.key} scope="col" numeric>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) =>
          row.isSection ? (
            <TableRow key={row.key} data-section={row.key} className="bg-surface hover:bg-surface">
              <TableHead
                colSpan={columns.length + 1}
                className="h-9 pt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {row.label}
              </TableHead>
            </TableRow>
          ) : (
            <TableRow
              key={row.key}
              data-row={row.key}
              className={cn(row.isTotal && 'border-t-2 border-t-slate-300 font-semibold')}
            >
              <TableHead
                scope="row"
                className={cn('text-foreground', row.isTotal ? 'font-semibold' : 'font-normal')}
              >
                {row.label}
              </TableHead>
              {columns.map((column) => (
                <TableCell key={column.key} numeric>
                  <StatementFigure value={row.values?.[column.key]} isCount={row.isCount} />
                </TableCell>
              ))}
            </TableRow>
          ),
        )}
      </TableBody>
    </Table>
  );
}
