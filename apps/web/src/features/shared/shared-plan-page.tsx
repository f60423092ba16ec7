// A share link's page (/shared/:token, issue #26 item 1): what the founder's plan holds, read-only, for a
// lender or an advisor without an account: key numbers, the statements, month by month, charts,
// assumptions, warnings, sources and uses and the lender checklist where the plan has them, the what-if
// panel (nothing stored), the PDF and Excel when the founder allowed them, and the plan's written AI
// assessment unless the founder left it out. The viewer asks about any line or assumption beside it and
// reads the link's threads (item 2). No founder action (edit, buy, e-mail, start an assessment). Tabs on
// laptops, an accordion on phones, as the full statements page. The server draws it with its one read
// (http/pages), which counts the view; the page never reads it again. The threads are read by the browser
// after hydration (their own read, no view counted).
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FileSpreadsheet, FileText, Link2Off, Loader2 } from 'lucide-react';
import {
  assumptionTarget,
  statementTarget,
  type QuestionStatement,
} from '@trajectory/contracts/share-questions';
import type { ChartDataResponse } from '@trajectory/charts';
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import {
  computedTodayLine,
  formatSharedDate,
  sharedVersionLine,
  type TSharedPlan,
} from '@trajectory/contracts/sharing';
import { yearsInWords } from '@trajectory/contracts/statements';
import { extendedInputs } from '@trajectory/engine';
import { downloadFile } from '@/api/download-file';
import {
  sharedDownloadUrl,
  sharedPlanQueryOptions,
  useSharedPlan,
  type TSharedPlanGone,
} from '@/api/get-shared-plan';
import { AssessmentSections } from '@/components/assessment-text';
import { PageFallback } from '@/components/layouts/page-fallback';
import { SiteHeader } from '@/components/layouts/site-header';
import { StatusPanel } from '@/components/status-panel';
import { AssumptionsSection } from '@/components/statements/assumptions-section';
import { FinancialCharts, statementChartSpecs } from '@/components/statements/financial-charts';
import { laterPart } from '@/components/statements/later-part';
import { ResultsNotes } from '@/components/statements/results-notes';
import { StatementSections } from '@/components/statements/statement-sections';
import { WhatIfSection } from '@/components/statements/what-if/what-if-section';
import { AskQuestion } from '@/components/sharing/questions/ask-question';
import { ViewerThreads } from '@/components/sharing/questions/viewer-threads';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { sharedStatementSections } from './components/shared-statements';

/** Keeps the page out of search engines in the browser too (the server's HTML and header say so already). */
function useNoIndex() {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
  }, []);
}

function PlainPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SiteHeader />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        {children}
      </main>
    </div>
  );
}

/** An expired, revoked or unknown link: the server's plain message, nothing of the plan. */
function GonePage({ gone }: { gone: TSharedPlanGone }) {
  const title = gone.gone === 'NOT_FOUND' ? 'Shared plan not found' : 'This plan is no longer shared';
  return (
    <PlainPage title={title}>
      <div data-testid="shared-gone" className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-primary">
          <Link2Off className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{gone.message}</p>
      </div>
    </PlainPage>
  );
}

function Downloads({ token, plan }: { token: string; plan: TSharedPlan }) {
  const onError = (error: unknown) =>
    notify({ title: 'Download Failed', description: errorMessage(error), variant: 'destructive' });
  const pdf = useMutation({
    mutationFn: () => downloadFile(sharedDownloadUrl(token, 'report.pdf'), DOWNLOAD_NAMES.reportPdf()),
    onError,
  });
  const excel = useMutation({
    mutationFn: () =>
      downloadFile(sharedDownloadUrl(token, 'report.xlsx'), DOWNLOAD_NAMES.excelReport(plan.businessName)),
    onError,
  });
  if (!plan.link.allowDownloads) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => pdf.mutate()} disabled={pdf.isPending}>
        {pdf.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <FileText aria-hidden="true" />
        )}
        {pdf.isPending ? 'Preparing PDF Report...' : 'Download PDF Report'}
      </Button>
      {/* The workbook carries the balance sheet and cash flow: plans holding them. */}
      {plan.balanceSheet && (
        <Button variant="outline" onClick={() => excel.mutate()} disabled={excel.isPending}>
          {excel.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <FileSpreadsheet aria-hidden="true" />
          )}
          {excel.isPending ? 'Preparing Excel Report...' : 'Download Excel Report'}
        </Button>
      )}
    </div>
  );
}

/** The link's threads: every viewer's question on this link and the founder's answers. */
function Questions({ token }: { token: string }) {
  return (
    <Card role="region" aria-labelledby="shared-questions-title" data-testid="shared-questions">
      <CardHeader>
        <CardTitle id="shared-questions-title">Questions</CardTitle>
        <CardDescription>
          The questions asked through this link and the founder&apos;s answers, with the names of those who
          asked, never their e-mails.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ViewerThreads token={token} />
      </CardContent>
    </Card>
  );
}

/** Below the statements: hydrated as it nears the screen, is pressed, or in idle time (issue #27 item 3). */
const LaterQuestions = laterPart('questions', Questions);

function SharedPlan({ token, plan }: { token: string; plan: TSharedPlan }) {
  const title = `${plan.businessName} - Financial Statements`;
  useDocumentTitle(title);
  // The answers the what-if panel and the inputs start from: the same read, never fetched again.
  const answers = useQuery({
    ...sharedPlanQueryOptions(token),
    select: (view) => ('plan' in view ? view.plan.sections : {}),
  });
  const years = plan.projectionYears;
  const complete = plan.balanceSheet !== undefined;
  // Beside each line and each input: "Ask about Rent" (nothing for a line no question may point at).
  const askAboutRow = (statement: QuestionStatement) => (rowKey: string) => (
    <AskQuestion token={token} target={statementTarget(statement, rowKey)} years={years} />
  );
  const sections = [
    ...sharedStatementSections({ plan, noteFacts: extendedInputs(plan.sections), rowAside: askAboutRow }),
    {
      value: 'charts',
      title: 'Financial Charts',
      content: (
        <FinancialCharts
          questionnaireId={null}
          years={years}
          charts={statementChartSpecs(years, complete).filter((chart) =>
            plan.charts.some((held) => held.name === chart.slug),
          )}
          figures={plan.charts as unknown as ChartDataResponse[]}
        />
      ),
    },
    {
      value: 'assumptions',
      title: 'Assumptions & Notes',
      content: (
        <div className="flex flex-col gap-6">
          <AssumptionsSection
            questionnaireId="shared"
            questionnaire={answers}
            inputsOf="founder"
            inputAside={(key) => <AskQuestion token={token} target={assumptionTarget(key)} />}
          />
          <ResultsNotes />
        </div>
      ),
    },
    ...(plan.assessment
      ? [
          {
            value: 'assessment',
            title: 'AI Assessment',
            content: (
              <div className="flex flex-col gap-6" data-testid="shared-assessment">
                <p className="max-w-2xl text-sm text-muted-foreground">
                  {`An assessment of the plan written for the founder on ${formatSharedDate(plan.assessment.updatedAt)}, from the answers they held then. Read-only.`}
                </p>
                <AssessmentSections assessment={plan.assessment} />
              </div>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 md:px-6 md:py-12">
        <div className="mb-8 flex flex-col gap-2" data-testid="shared-header">
          <p className="text-sm font-medium text-primary">{`Shared with ${plan.link.label}`}</p>
          <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">{title}</h1>
          <p className="max-w-2xl text-muted-foreground">
            {`${yearsInWords(years, { title: true })}-year projections in whole US dollars. Amounts in brackets are negative.`}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="shared-version">
            {`${sharedVersionLine(plan.version, plan.link.followsLatest)}. ${computedTodayLine(plan.version)} A read-only copy: nothing you change here is saved.`}
          </p>
        </div>
        <div className="flex flex-col gap-6">
          <Downloads token={token} plan={plan} />
          <StatementSections sections={sections} />
          <LaterQuestions token={token} />
          <WhatIfSection
            questionnaire={answers}
            years={years}
            description="The plan in a worst, base and best case side by side, recomputed in your browser as you move the sliders. Nothing you change is saved or seen by the founder."
          />
        </div>
      </main>
    </div>
  );
}

export function SharedPlanPage() {
  const { token = '' } = useParams();
  useNoIndex();
  const query = useSharedPlan(token);
  if (query.isPending) return <PageFallback />;
  if (query.isError) {
    return (
      <PlainPage title="Shared plan">
        <StatusPanel
          title={`Error loading the shared plan: ${errorMessage(query.error, 'Unknown error')}`}
          onRetry={() => void query.refetch()}
        />
      </PlainPage>
    );
  }
  if ('gone' in query.data) return <GonePage gone={query.data} />;
  return <SharedPlan token={token} plan={query.data.plan} />;
}
