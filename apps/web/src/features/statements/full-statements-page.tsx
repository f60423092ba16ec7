// The complete statements (/full-statements/:prospectId[?questionnaireId=]): P&L, balance sheet, cash flow,
// charts, assumptions and the AI assessment, as tabs on desktop and an accordion on phones (purchasing.md 2.6).
import { useParams, useSearchParams } from 'react-router';
import { planProjectionYears } from '@trajectory/contracts/products';
import { yearsInWords } from '@trajectory/contracts/statements';
import { extendedInputs } from '@trajectory/engine';
import { useBalanceSheet } from '@/api/get-balance-sheet';
import { useCashFlow } from '@/api/get-cash-flow';
import { useProducts } from '@/api/get-products';
import { useProfitLoss } from '@/api/get-profit-loss';
import { useProspect } from '@/api/get-prospect';
import { useQuestionnaire } from '@/api/get-questionnaire';
import { PageFallback } from '@/components/layouts/page-fallback';
import { NotFoundPage } from '@/components/layouts/not-found-page';
import { hasErrorCode } from '@/lib/api';
import { PageLayout } from '@/components/layouts/page-layout';
import { AssumptionsSection } from '@/components/statements/assumptions-section';
import { ResultsNotes } from '@/components/statements/results-notes';
import { AssessmentPanel } from './components/assessment-panel';
import { FinancialCharts, statementChartSpecs } from '@/components/statements/financial-charts';
import { hasCompleteStatements } from '@/lib/plans';
import { StatementActions } from './components/statement-actions';
import { BalanceSheetPanel, CashFlowPanel, ProfitLossPanel } from './components/statement-panels';
import { StatementSections } from '@/components/statements/statement-sections';
import { useAssessmentFlow } from './hooks/use-assessment-flow';
import { WhatIfSection } from '@/components/statements/what-if/what-if-section';
import { LenderQuestionsPanel, useQuestionMarkers } from '@/components/sharing/questions/founder-questions';

export function FullStatementsPage() {
  const { prospectId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const requestedQuestionnaireId = searchParams.get('questionnaireId');
  const target = { prospectId, questionnaireId: requestedQuestionnaireId };

  const profitLoss = useProfitLoss(target);
  const balanceSheet = useBalanceSheet(target);
  const cashFlow = useCashFlow(target);
  const prospect = useProspect(prospectId);
  const products = useProducts();
  const questionnaireId = requestedQuestionnaireId ?? profitLoss.data?.questionnaireId ?? null;
  const questionnaire = useQuestionnaire(questionnaireId);
  // Questions from the viewers of the plan's share links: a marker beside each questioned line.
  const markers = useQuestionMarkers(questionnaireId);

  const plan = products.data?.find((product) => product.code === prospect.data?.selectedPlanCode);
  // The statements say the years they were projected over; until they arrive, the held plan's.
  const years = profitLoss.data?.projectionYears ?? planProjectionYears(plan);
  // A plan without the assessment never asks for one; the tab offers the upgrade instead.
  const assessment = useAssessmentFlow({
    questionnaireId: plan?.hasAiAssessment === false ? null : questionnaireId,
    canGenerate: plan?.hasAiAssessment === true,
  });
  const businessName = questionnaire.data?.businessInfo?.name || prospect.data?.businessName;
  const title = businessName ? `${businessName} - Financial Statements` : 'Financial Statements';

  // The answers the cash flow's note reads (income tax, depreciation), as the engine reads them.
  const noteFacts = questionnaire.data ? extendedInputs(questionnaire.data) : undefined;
  const sections = [
    {
      value: 'profit-loss',
      title: 'Profit & Loss',
      content: (
        <ProfitLossPanel
          query={profitLoss}
          prospectId={prospectId}
          rowAside={markers?.statements('profitLoss')}
        />
      ),
    },
    {
      value: 'balance-sheet',
      title: 'Balance Sheet',
      content: (
        <BalanceSheetPanel
          query={balanceSheet}
          prospectId={prospectId}
          rowAside={markers?.statements('balanceSheet')}
        />
      ),
    },
    {
      value: 'cash-flow',
      title: 'Cash Flow',
      content: (
        <CashFlowPanel
          query={cashFlow}
          prospectId={prospectId}
          noteFacts={noteFacts}
          rowAside={markers?.statements('cashFlow')}
        />
      ),
    },
    {
      value: 'charts',
      title: 'Financial Charts',
      content: (
        <FinancialCharts
          questionnaireId={questionnaireId}
          years={years}
          charts={statementChartSpecs(years, hasCompleteStatements(plan))}
        />
      ),
    },
    {
      value: 'assumptions',
      title: 'Assumptions & Notes',
      content: (
        <div className="flex flex-col gap-6">
          <AssumptionsSection
            questionnaireId={questionnaireId}
            questionnaire={questionnaire}
            inputAside={markers?.inputs}
          />
          <ResultsNotes />
        </div>
      ),
    },
    {
      value: 'assessment',
      title: 'AI Assessment',
      content: (
        <AssessmentPanel
          view={assessment.view}
          onRetry={assessment.retry}
          questionnaireId={questionnaireId}
          prospectId={prospectId}
          hasAiAssessment={plan?.hasAiAssessment}
          planName={plan?.name}
        />
      ),
    },
  ];

  // The title names the business and the actions follow the plan: wait for both, so nothing below them
  // moves when they arrive (Lighthouse measured a layout shift of 0.68 on a phone without this).
  const headerPending =
    prospect.isPending ||
    products.isPending ||
    (questionnaireId ? questionnaire.isPending : profitLoss.isPending);
  if (headerPending) return <PageFallback />;
  // Another founder's plan (or no such plan) is not found, as any unknown page: no title, tabs or downloads.
  if (hasErrorCode(prospect.error, 'NOT_FOUND', 'INVALID_INPUT')) return <NotFoundPage />;

  return (
    <PageLayout
      title={title}
      description={`${yearsInWords(years, { title: true })}-year projections in whole US dollars. Amounts in brackets are negative.`}
    >
      <div className="flex flex-col gap-6">
        <StatementActions
          prospectId={prospectId}
          questionnaireId={questionnaireId}
          email={prospect.data?.email}
          canBookMeeting={plan?.canBookMeeting === true}
          plan={plan}
        />
        <StatementSections sections={sections} />
        <LenderQuestionsPanel questionnaireId={questionnaireId} prospectId={prospectId} />
        <WhatIfSection questionnaire={questionnaire} years={years} />
      </div>
    </PageLayout>
  );
}
