// The card of a catalog tab (Products, Promo Codes): heading and action, then a skeleton, error, empty state or the table.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatusPanel } from '@/components/status-panel';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api';

export type CatalogColumn = { label: string; isNumeric?: boolean; className?: string };

type CatalogTableCardProps<T> = {
  title: string;
  description: string;
  /** The button that adds a row, beside the heading. */
  action: ReactNode;
  query: UseQueryResult<T[]>;
  /** What the rows are called: "products" gives "Loading products" and "Could not load products". */
  noun: string;
  emptyTitle: string;
  emptyText: string;
  columns: readonly CatalogColumn[];
  /** The table rows, once there are some. */
  renderRows: (rows: T[]) => ReactNode;
  /** The tab's dialogs, rendered after the table. */
  children?: ReactNode;
};

export function CatalogTableCard<T>({
  title,
  description,
  action,
  query,
  noun,
  emptyTitle,
  emptyText,
  columns,
  renderRows,
  children,
}: CatalogTableCardProps<T>) {
  return (
    <Card className="gap-0 overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-border p-4 md:flex-row md:items-center md:justify-between md:p-6">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {action}
      </div>

      {query.isPending ? (
        <div className="flex flex-col gap-3 p-4 md:p-6" aria-busy="true" aria-label={`Loading ${noun}`}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <StatusPanel
          title={`Could not load ${noun}`}
          onRetry={() => void query.refetch()}
          className="m-4 shadow-none md:m-6"
        >
          {errorMessage(query.error)}
        </StatusPanel>
      ) : query.data.length === 0 ? (
        <StatusPanel title={emptyTitle} className="m-4 border-dashed shadow-none md:m-6">
          {emptyText}
        </StatusPanel>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHead key={c.label} numeric={c.isNumeric} className={c.className}>
                  {c.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>{renderRows(query.data)}</TableBody>
        </Table>
      )}

      {children}
    </Card>
  );
}
