// The reports section of the dashboard: count, one card per questionnaire, loading, empty and error states.
import type { UseQueryResult } from '@tanstack/react-query';
import type { TReport } from '@trajectory/contracts/visitor';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { groupReportsByQuestionnaire } from '../lib/group-reports';
import { ReportCard } from './report-card';

type ReportsListProps = {
  reports: UseQueryResult<TReport[]>;
  onNewReport: () => void;
  hasFullStatements: boolean;
  /** The held plan is paid: each card offers "Share with a lender". */
  canShare: boolean;
};

export function ReportsList({ reports, onNewReport, hasFullStatements, canShare }: ReportsListProps) {
  let content;
  if (reports.isPending) {
    content = (
      <div role="status" aria-label="Loading reports" className="flex flex-col gap-3">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (reports.isError) {
    content = (
      <StatusPanel title="We couldn't load your reports" onRetry={() => void reports.refetch()}>
        Please check your connection and try again.
      </StatusPanel>
    );
  } else {
    const groups = groupReportsByQuestionnaire(reports.data);
    content = (
      <>
        <p className="text-sm text-muted-foreground" data-testid="report-count">
          {groups.length} financial {groups.length === 1 ? 'report' : 'reports'} found
        </p>
        {groups.length === 0 ? (
          <StatusPanel
            title="No reports yet"
            actions={<Button onClick={onNewReport}>Create Your First Report</Button>}
          >
            Answer nine short questions and get your free 3-year Profit &amp; Loss projection.
          </StatusPanel>
        ) : (
          <ul className="flex flex-col gap-3">
            {groups.map((group) => (
              <li key={group.questionnaireId}>
                <ReportCard group={group} hasFullStatements={hasFullStatements} canShare={canShare} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-3">
      <h2 id="reports-heading" className="text-xl font-semibold">
        Your financial reports
      </h2>
      {content}
    </section>
  );
}
