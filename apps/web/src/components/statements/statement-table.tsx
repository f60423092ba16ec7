// A statement as a table: whole dollars, right-aligned, accounting negatives in rose, totals ruled.
import { useRef, type ReactNode } from 'react';
import { MoveHorizontal } from 'lucide-react';
import { YEAR_KEYS, yearKeysOf } from '@trajectory/contracts/statements';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDollars } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useScrollEdges } from './use-scroll-edges';

export type StatementColumn = { key: string; label: string };

export type StatementRow = {
  key: string;
  label: string;
  /** Figures by column key (year1…yearN by default); a section heading has none. */
  values?: Readonly<Record<string, number>>;
  /** Totals are set in semibold with a rule above (DESIGN.md). */
  isTotal?: boolean;
  /** A heading row such as "Assets", spanning the table. */
  isSection?: boolean;
  /** Figures that are counts, not dollars (units sold). */
  isCount?: boolean;
  /** A part of the line above (one stream's revenue or cost), indented under it in muted type. */
  isSub?: boolean;
};

/** "Year 1" … "Year N": the figure columns of an N-year statement (3, or 5 on a five-year plan). */
export function yearColumnsOf(years: number): StatementColumn[] {
  return yearKeysOf(years).map((key, i) => ({ key, label: `Year ${i + 1}` }));
}

export const YEAR_COLUMNS: StatementColumn[] = yearColumnsOf(3);

/** The years a statement's figures carry: 5 when any row has a year-5 figure, else 3. */
export function yearsOfRows(rows: readonly StatementRow[]): number {
  return rows.some((row) => row.values?.[YEAR_KEYS[4]] !== undefined) ? 5 : 3;
}

/** "3-year Profit & Loss projection" or "5-year …", from the figures themselves. */
export function statementCaption(rows: readonly StatementRow[], what: string): string {
  return `${yearsOfRows(rows)}-year ${what} projection`;
}

type StatementTableProps = {
  rows: StatementRow[];
  /** Read by screen readers; the visible heading is the card's. */
  caption: string;
  firstColumnLabel?: string;
  /** The figure columns; unless given, Year 1 … Year N for the years the rows carry (3 or 5). */
  columns?: StatementColumn[];
  className?: string;
  /**
   * Beside a figure row's label (by the row's key): a shared plan's "Ask about" button, the founder's
   * question marker. Absent, or null for a row, the row is as it was.
   */
  rowAside?: (rowKey: string) => ReactNode;
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
  columns,
  className,
  rowAside,
}: StatementTableProps) {
  const shown = columns ?? yearColumnsOf(yearsOfRows(rows));
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  // On a phone the table is wider than the screen: a hint says so, a shadow at the right edge shows there is
  // more, and once scrolled the pinned first column casts one over the figures passing under it.
  return (
    <div className="flex flex-col gap-2" data-scrolls={edges.overflows || undefined}>
      {edges.overflows && (
        <p
          className="flex items-center gap-1.5 px-4 text-xs text-muted-foreground md:px-0"
          data-testid="scroll-hint"
        >
          <MoveHorizontal className="size-4 shrink-0" aria-hidden="true" />
          Scroll the table sideways to see every column.
        </p>
      )}
      <div
        className={cn(
          'relative',
          edges.hasLeft && '[&_tr>*:first-child]:shadow-[6px_0_6px_-4px_rgba(15,23,42,0.22)]',
        )}
      >
        <Table
          className={cn('min-w-[520px]', className)}
          scrollRef={scroller}
          scrollLabel={edges.overflows ? caption : undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{firstColumnLabel}</TableHead>
              {shown.map((column) => (
                <TableHead key={column.key} scope="col" numeric>
                  {column.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const aside = row.isSection ? null : rowAside?.(row.key);
              return row.isSection ? (
                <TableRow key={row.key} data-section={row.key} className="bg-surface hover:bg-surface">
                  {/* The heading has the first column's cell, pinned like the row labels, so it stays in view
                  while the figures scroll sideways on a phone; the rest of the row is one empty cell. */}
                  <TableHead
                    scope="colgroup"
                    className="h-9 pt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {row.label}
                  </TableHead>
                  <TableCell colSpan={shown.length} className="h-9 pt-4" />
                </TableRow>
              ) : (
                <TableRow
                  key={row.key}
                  data-row={row.key}
                  className={cn(row.isTotal && 'border-t-2 border-t-slate-300 font-semibold')}
                >
                  <TableHead
                    scope="row"
                    // With a button or marker beside it, the row is still named by its label alone.
                    aria-label={aside ? row.label : undefined}
                    className={cn(
                      row.isSub ? 'pl-8 text-muted-foreground' : 'text-foreground',
                      row.isTotal ? 'font-semibold' : 'font-normal',
                    )}
                  >
                    {aside ? (
                      <span className="inline-flex items-center gap-1.5">
                        {row.label}
                        {aside}
                      </span>
                    ) : (
                      row.label
                    )}
                  </TableHead>
                  {shown.map((column) => (
                    <TableCell key={column.key} numeric>
                      <StatementFigure value={row.values?.[column.key]} isCount={row.isCount} />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {edges.hasRight && (
          <div
            aria-hidden="true"
            data-testid="scroll-shadow"
            className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-slate-900/15 to-transparent"
          />
        )}
      </div>
    </div>
  );
}
