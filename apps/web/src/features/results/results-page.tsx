// The free P&L results (/results/:prospectId[?questionnaireId=&custom=true]): statement, metrics, charts, inputs.
import { Link, useParams, useSearchParams } from 'react-router';
import { CalendarClock, FileSpreadsheet, LayoutDashboard } from 'lucide-react';
import { PageLayout } from '@/components/layouts/page-layout';
import { ProfitLossTable } from '@/components/statements/profit-loss-table';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { EditAnswersButton } from '@/components/questionnaire/edit-answers-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ZUuid } from '@trajectory/contracts/common';
import { planProjectionYears } from '@trajectory/contracts/products';
import { projectionYearsOf } from '@trajectory/contracts/statements';
import { yearsInWords } from '@trajectory/contracts/statements';
import { errorMessage, hasErrorCode } from '@/lib/api';
import { useProfitLoss } from '@/api/get-profit-loss';
import { TOO_HIGH_FOR_FIVE_YEARS_TITLE, tooHighForFiveYears } from '@/lib/projection-errors';
import { useProducts } from '@/api/get-products';
import { useProspect } from '@/api/get-prospect';
import { useQuestionnaire } from '@/api/get-questionnaire';
import { KeyMetrics } from '@/components/statements/key-metrics';
import { RealismWarnings } from '@/components/statements/realism-warnings';
import { ResultsNotes } from '@/components/statements/results-notes';
import { ResultsSkeleton } from './components/results-skeleton';
import { laterPart, sameQueryProps } from '@/components/statements/later-part';
import { AssumptionsSection as AssumptionsSectionNow } from '@/components/statements/assumptions-section';
import { UpgradePlans as UpgradePlansNow } from '@/components/upgrade/upgrade-plans';
import { ProjectionCharts as ProjectionChartsNow } from './components/projection-charts';
import { findPlan, hasCompleteStatements } from '@/lib/plans';
import {
  fullStatementsHref,
  HOME_PATH,
  questionnairePath,
  REPORTS_PATH,
  TALK_WITH_EXPERT_PATH,
} from '@/lib/paths';
import { WhatIfSection } from '@/components/statements/what-if/what-if-section';

const TITLE = 'Your 3-Year Profit & Loss Projection';

// Below the statement and the what-if panel: hydrated as they near the screen or in an idle period
// (issue #27 item 3); the charts read their figures only then.
const ProjectionCharts = laterPart('charts', ProjectionChartsNow);
const UpgradePlans = laterPart('upgrade-plans', UpgradePlansNow);
const AssumptionsSection = laterPart('assumptions', AssumptionsSectionNow, { same: sameQueryProps });

/** "Your 5-Year Profit & Loss Projection" on a five-year plan. */
const titleOf = (years: number | undefined) =>
  `Your ${projectionYearsOf(years)}-Year Profit & Loss Projection`;

function CustomReviewCard() {
  return (
    <Card className="border-indigo-200 bg-indigo-50/60">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-5 text-primary" aria-hidden="true" />
          Book your 90-minute expert review
        </CardTitle>
        <CardDescription>
          Your Custom Financial Proforma starts with a 90-minute review of these numbers with a financial
          expert, who then builds your custom documents, five-year projections and a dynamic Excel model.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={TALK_WITH_EXPERT_PATH}>Book Your 90-Minute Review</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** A mistyped or stale link (not an id, or no such projection): said plainly, never the raw 400. */
function ProjectionNotFound({ hasDashboardLink = true }: { hasDashboardLink?: boolean }) {
  return (
    <StatusPanel
      title="We couldn't find this projection"
      actions={
        <>
          {hasDashboardLink && (
            <Button asChild variant="outline">
              <Link to={REPORTS_PATH}>Reports Dashboard</Link>
            </Button>
          )}
          <Button asChild>
            <Link to={HOME_PATH}>Go Home</Link>
          </Button>
        </>
      }
    >
      The link may be mistyped or out of date. Your reports dashboard lists every projection made with your
      e-mail.
    </StatusPanel>
  );
}

const isId = (text: string | null): boolean => text === null || ZUuid.safeParse(text).success;

export function ResultsPage() {
  const { prospectId = '' } = useParams();
  const [searchParams] = useSearchParams();
  // A link that names no id asks the server nothing (it would only ask this browser to prove access).
  if (!isId(prospectId) || !isId(searchParams.get('questionnaireId'))) {
    return (
      <PageLayout title={TITLE}>
        <ProjectionNotFound />
      </PageLayout>
    );
  }
  return <ResultsView />;
}

function ResultsView() {
  const { prospectId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const requestedQuestionnaireId = searchParams.get('questionnaireId');
  const isCustom = searchParams.get('custom') === 'true';

  const profitLoss = useProfitLoss({ prospectId, questionnaireId: requestedQuestionnaireId });
  const prospect = useProspect(prospectId);
  const products = useProducts();
  const plan = findPlan(products.data, prospect.data?.selectedPlanCode);
  const questionnaireId = profitLoss.data?.questionnaireId ?? requestedQuestionnaireId;
  const questionnaire = useQuestionnaire(profitLoss.data ? questionnaireId : null);

  const businessName = questionnaire.data?.businessInfo?.name || prospect.data?.businessName;

  const dashboardButton = (
    <Button asChild variant="outline">
      <Link to={REPORTS_PATH}>
        <LayoutDashboard aria-hidden="true" />
        Reports Dashboard
      </Link>
    </Button>
  );
  // A plan with complete statements holds more than this P&L: the way to all of it comes first.
  const fullStatementsButton = hasCompleteStatements(plan) ? (
    <Button asChild>
      <Link to={fullStatementsHref(prospectId, questionnaireId)}>
        <FileSpreadsheet aria-hidden="true" />
        View Full Statements
      </Link>
    </Button>
  ) : null;

  let content;
  if (profitLoss.isPending) {
    content = <ResultsSkeleton />;
  } else if (tooHighForFiveYears(profitLoss.error)) {
    content = (
      <StatusPanel title={TOO_HIGH_FOR_FIVE_YEARS_TITLE}>{tooHighForFiveYears(profitLoss.error)}</StatusPanel>
    );
  } else if (hasErrorCode(profitLoss.error, 'QUESTIONNAIRE_NOT_COMPLETED')) {
    // A draft is not a free report (issue #24): its answers wait in the questionnaire.
    content = (
      <StatusPanel
        title="This plan is not finished yet"
        actions={
          <Button asChild>
            <Link to={questionnairePath(prospectId, { questionnaireId })}>Finish the questionnaire</Link>
          </Button>
        }
      >
        {errorMessage(profitLoss.error, 'Complete the questionnaire first.')}
      </StatusPanel>
    );
  } else if (hasErrorCode(profitLoss.error, 'INVALID_INPUT', 'NOT_FOUND')) {
    // The page's own Reports Dashboard button stands below it.
    content = <ProjectionNotFound hasDashboardLink={false} />;
  } else if (profitLoss.isError) {
    content = (
      <StatusPanel title="We couldn't load your projection" onRetry={() => void profitLoss.refetch()}>
        {errorMessage(profitLoss.error, 'Please check your connection and try again.')}
      </StatusPanel>
    );
  } else {
    const data = profitLoss.data;
    content = (
      <div className="flex flex-col gap-8">
        {isCustom && <CustomReviewCard />}
        <KeyMetrics metrics={data.metrics} years={data.projectionYears} />
        <RealismWarnings warnings={data.warnings} />
        <Card>
          <CardHeader>
            <CardTitle>Profit &amp; Loss Statement</CardTitle>
            <CardDescription>
              What your business is projected to earn and spend in each of its first{' '}
              {yearsInWords(data.projectionYears)} years. Amounts in brackets are losses.
            </CardDescription>
          </CardHeader>
          <CardContent className="px-0 md:px-6">
            <ProfitLossTable profitLoss={data.profitLoss} revenueStreams={data.revenueStreams} />
          </CardContent>
        </Card>
        <WhatIfSection questionnaire={questionnaire} years={data.projectionYears} />
        <ProjectionCharts questionnaireId={questionnaireId} years={data.projectionYears} />
        {prospect.data && !isCustom && (
          <UpgradePlans
            prospectId={prospectId}
            heldCode={prospect.data.selectedPlanCode}
            title={hasCompleteStatements(plan) ? 'Upgrade My Plan' : 'See your balance sheet and cash flow'}
          />
        )}
        <AssumptionsSection questionnaireId={questionnaireId} questionnaire={questionnaire} />
        <ResultsNotes />
      </div>
    );
  }

  return (
    <PageLayout
      title={titleOf(profitLoss.data?.projectionYears ?? planProjectionYears(plan))}
      description={businessName ? `Projected results for ${businessName}.` : undefined}
    >
      <div className="mb-6 flex flex-wrap gap-2">
        {fullStatementsButton}
        {profitLoss.data && <EditAnswersButton prospectId={prospectId} questionnaireId={questionnaireId} />}
      </div>
      {content}
      <div className="mt-8 flex justify-center">{dashboardButton}</div>
    </PageLayout>
  );
}
