// A prospect's reports dashboard (/reports/:email): account, usage, reports by questionnaire, next steps.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Search } from 'lucide-react';
import { PageLayout } from '@/components/layouts/page-layout';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useProspectByEmail } from '@/api/get-prospect-by-email';
import { useProspectReports } from './api/get-prospect-reports';
import { BusinessNameDialog } from './components/business-name-dialog';
import { NewReportPanel } from './components/new-report-panel';
import { PlanDialog } from './components/plan-dialog';
import { ProspectSummary } from './components/prospect-summary';
import { ReportsList } from './components/reports-list';

const searchAnother = (
  <Button asChild variant="outline">
    <Link to="/reports">
      <Search aria-hidden="true" />
      Search Another Email
    </Link>
  </Button>
);

function DashboardSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your reports"
      className="grid grid-cols-1 gap-6 lg:grid-cols-[320px_1fr]"
    >
      <Card className="gap-3 p-6">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-4 h-2 w-full" />
      </Card>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

export function ReportsDashboardPage() {
  const { email: rawEmail = '' } = useParams();
  const email = rawEmail.trim().toLowerCase();
  const prospect = useProspectByEmail(email);
  const reports = useProspectReports(prospect.data?.id);
  const [isNameDialogOpen, setIsNameDialogOpen] = useState(false);
  const [isPlanDialogOpen, setIsPlanDialogOpen] = useState(false);

  if (prospect.isPending) {
    return (
      <PageLayout title="Your Reports" headerActions={searchAnother}>
        <DashboardSkeleton />
      </PageLayout>
    );
  }

  if (prospect.isError) {
    const isNotFound = prospect.error instanceof ApiError && prospect.error.status === 404;
    return (
      <PageLayout title="Your Reports">
        <StatusPanel
          title="Email Not Found"
          onRetry={isNotFound ? undefined : () => void prospect.refetch()}
          actions={
            <>
              <Button asChild>
                <Link to="/">Go Home</Link>
              </Button>
              {searchAnother}
            </>
          }
        >
          No account found with this email address. Please create an account first.
        </StatusPanel>
      </PageLayout>
    );
  }

  const data = prospect.data;
  const remaining = data.maxSubmissions - data.submissionCount;
  const startNewReport = () => (remaining > 0 ? setIsNameDialogOpen(true) : setIsPlanDialogOpen(true));

  return (
    <PageLayout title={`Reports for ${data.name}`} headerActions={searchAnother}>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[320px_1fr]">
        <div className="flex flex-col gap-6">
          <ProspectSummary prospect={data} />
          <NewReportPanel
            prospect={data}
            onNewReport={startNewReport}
            onBuyPlan={() => setIsPlanDialogOpen(true)}
          />
        </div>
        <ReportsList reports={reports} onNewReport={startNewReport} />
      </div>
      <BusinessNameDialog prospectId={data.id} open={isNameDialogOpen} onOpenChange={setIsNameDialogOpen} />
      <PlanDialog prospectId={data.id} open={isPlanDialogOpen} onOpenChange={setIsPlanDialogOpen} />
    </PageLayout>
  );
}
