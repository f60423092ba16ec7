// The reports dashboard (/reports): the plans this browser may open (GET /api/access/session), each with
// account, usage, reports by questionnaire and next steps; without any, "Send me my link".
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TSessionProspect } from '@trajectory/contracts/access';
import { isPaidPlan } from '@trajectory/contracts/products';
import { useAccessSession } from '@/api/access/get-access-session';
import { useProducts } from '@/api/get-products';
import { SendLinkForm } from '@/components/access/send-link-form';
import { PageLayout } from '@/components/layouts/page-layout';
import { StatusPanel } from '@/components/status-panel';
import { UpgradePlans } from '@/components/upgrade/upgrade-plans';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { REPORTS_PATH, UPGRADE_ANCHOR } from '@/lib/paths';
import { findPlan, hasCompleteStatements } from '@/lib/plans';
import { useProspectReports } from './api/get-prospect-reports';
import { BrowserAccessCard } from './components/browser-access-card';
import { BusinessNameDialog } from './components/business-name-dialog';
import { NewReportPanel } from './components/new-report-panel';
import { PlanDialog } from './components/plan-dialog';
import { ProspectSummary } from './components/prospect-summary';
import { ProspectSwitcher } from './components/prospect-switcher';
import { ReportsList } from './components/reports-list';

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

function ProspectDashboard({ access }: { access: TSessionProspect }) {
  const { prospect } = access;
  const reports = useProspectReports(prospect.id);
  const products = useProducts();
  const heldPlan = findPlan(products.data, prospect.selectedPlanCode);
  const hasFullStatements = hasCompleteStatements(heldPlan);
  const [isNameDialogOpen, setIsNameDialogOpen] = useState(false);
  const [isPlanDialogOpen, setIsPlanDialogOpen] = useState(false);
  const remaining = prospect.maxSubmissions - prospect.submissionCount;
  const startNewReport = () => (remaining > 0 ? setIsNameDialogOpen(true) : setIsPlanDialogOpen(true));

  return (
    <>
      {/* Phones read the reports before the browsers card; desktops keep that card in the side column. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[320px_1fr] lg:grid-rows-[auto_1fr]">
        <div className="flex flex-col gap-6">
          <ProspectSummary prospect={prospect} />
          <NewReportPanel
            prospect={prospect}
            onNewReport={startNewReport}
            onBuyPlan={() => setIsPlanDialogOpen(true)}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ReportsList
            reports={reports}
            onNewReport={startNewReport}
            hasFullStatements={hasFullStatements}
            canShare={isPaidPlan(heldPlan)}
          />
          <UpgradePlans
            prospectId={prospect.id}
            heldCode={prospect.selectedPlanCode}
            anchorId={UPGRADE_ANCHOR}
          />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <BrowserAccessCard access={access} />
        </div>
      </div>
      <BusinessNameDialog
        prospectId={prospect.id}
        open={isNameDialogOpen}
        onOpenChange={setIsNameDialogOpen}
      />
      <PlanDialog prospectId={prospect.id} open={isPlanDialogOpen} onOpenChange={setIsPlanDialogOpen} />
    </>
  );
}

export function ReportsDashboardPage() {
  const session = useAccessSession();
  const [searchParams, setSearchParams] = useSearchParams();

  if (session.isPending) {
    return (
      <PageLayout title="Your Reports">
        <DashboardSkeleton />
      </PageLayout>
    );
  }

  if (session.isError) {
    return (
      <PageLayout title="Your Reports">
        <StatusPanel title="We couldn't load your reports" onRetry={() => void session.refetch()}>
          {errorMessage(session.error)}
        </StatusPanel>
      </PageLayout>
    );
  }

  const { prospects } = session.data;
  const chosen =
    prospects.find(({ prospect }) => prospect.id === searchParams.get('prospect')) ?? prospects[0];
  if (!chosen) {
    return (
      <PageLayout
        title="Access Your Reports"
        description="Your reports are private: they open only in a browser you have used them in. Enter the e-mail address of your questionnaire and we'll send you a link that opens them here."
      >
        <Card className="max-w-md gap-5 p-6">
          <SendLinkForm redirectTo={REPORTS_PATH} />
        </Card>
      </PageLayout>
    );
  }

  return (
    <PageLayout title={`Reports for ${chosen.prospect.name}`}>
      {prospects.length > 1 && (
        <ProspectSwitcher
          prospects={prospects}
          chosenId={chosen.prospect.id}
          onChoose={(prospectId) => setSearchParams({ prospect: prospectId })}
        />
      )}
      <ProspectDashboard key={chosen.prospect.id} access={chosen} />
    </PageLayout>
  );
}
