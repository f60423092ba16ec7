// Loading, empty and error states of one statement in the staff viewer (admin.md section 8, "Statement tabs").
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatusPanel } from '@/components/status-panel';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isNotFound } from '@/lib/api';

/** The statement's name as the spec's messages write it. */
export type StatementName = 'P&L' | 'Balance Sheet' | 'Cash Flow';

type StatementStateProps<T> = {
  name: StatementName;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

export function StatementState<T>({ name, query, children }: StatementStateProps<T>) {
  if (query.isPending) {
    return (
      <Card role="status" aria-label={`Loading ${name} data`} className="gap-3 p-6">
        <Skeleton className="h-6 w-1/3" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </Card>
    );
  }
  if (query.isError) {
    // No statement stored or computable for this questionnaire is "no data", not a failure.
    if (isNotFound(query.error)) {
      return <StatusPanel title={`No ${name} data available`} />;
    }
    return (
      <StatusPanel
        title={`Error loading ${name} data: ${errorMessage(query.error, 'Unknown error')}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === null || query.data === undefined)
    return <StatusPanel title={`No ${name} data available`} />;
  return <>{children(query.data)}</>;
}
