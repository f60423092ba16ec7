// The states every statement tab shares: skeleton, plan refusal (FORBIDDEN), empty (NOT_FOUND) and error with Try Again.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatusPanel } from '@/components/status-panel';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isNotFound, isNotInPlan } from '@/lib/api';
import { UpgradeNotice } from '@/components/upgrade/upgrade-notice';
import { TOO_HIGH_FOR_FIVE_YEARS_TITLE, tooHighForFiveYears } from '@/lib/projection-errors';

/** The statement's name as the spec's messages write it: "No P&L data available", "Error loading P&L data: …". */
export type StatementName = 'P&L' | 'Balance Sheet' | 'Cash Flow';

export function StatementSkeleton({ name }: { name: StatementName }) {
  return (
    <Card role="status" aria-label={`Loading ${name} data`} className="gap-3 p-6">
      <Skeleton className="h-6 w-1/3" />
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} className="h-5 w-full" />
      ))}
    </Card>
  );
}

type StatementStateProps<T> = {
  name: StatementName;
  query: UseQueryResult<T>;
  prospectId: string;
  children: (data: T) => ReactNode;
};

export function StatementState<T>({ name, query, prospectId, children }: StatementStateProps<T>) {
  if (query.isPending) return <StatementSkeleton name={name} />;
  if (query.isError) {
    const { error } = query;
    if (isNotInPlan(error)) {
      return (
        <UpgradeNotice
          prospectId={prospectId}
          message={errorMessage(error, `The ${name} is not included in your plan.`)}
        />
      );
    }
    if (isNotFound(error)) {
      return (
        <StatusPanel title={`No ${name} data available`}>
          {errorMessage(error, 'Complete a questionnaire to see your statements here.')}
        </StatusPanel>
      );
    }
    // Trying again cannot help a projection the plan's five years refuse: it says why instead.
    const tooHigh = tooHighForFiveYears(error);
    if (tooHigh) return <StatusPanel title={TOO_HIGH_FOR_FIVE_YEARS_TITLE}>{tooHigh}</StatusPanel>;
    return (
      <StatusPanel
        title={`Error loading ${name} data: ${errorMessage(error, 'Unknown error')}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
