// The sample report (/sample-report, issue #14 item 8): what a finished projection looks like, drawn from
// the sample business staff edit in the admin area; read-only, for any visitor. The server draws it with its
// one read (issue #27 item 1, apps/server/src/http/pages/page-render.ts); the statements and charts (below the
// fold on a phone) hydrate as they near the screen (laterPart).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Eye } from 'lucide-react';
import type { TSampleReportResponse } from '@trajectory/contracts/sample-report';
import { sampleChartUrl } from '@trajectory/contracts/sample-report-paths';
import { PageLayout } from '@/components/layouts/page-layout';
import { BalanceSheetTable } from '@/components/statements/balance-sheet-table';
import { CashFlowTable } from '@/components/statements/cash-flow-table';
import { ChartImage } from '@/components/statements/chart-image';
import { KeyMetrics } from '@/components/statements/key-metrics';
import { laterPart } from '@/components/statements/later-part';
import { ProfitLossTable } from '@/components/statements/profit-loss-table';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useSampleReport } from '@/api/get-sample-report';

const TITLE = 'Sample Financial Report';

const CHARTS = [
  { name: 'expenses', title: 'Where the money goes', description: 'Year 1 expenses by category.' },
  {
    name: 'trend',
    title: 'Growth over three years',
    description: 'Revenue, expenses and profit, year by year.',
  },
] as const;

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = `sample-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <h2 id={id} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-0 md:px-6">{children}</CardContent>
    </Card>
  );
}

function SampleNotice() {
  return (
    <Card className="gap-3 border-indigo-200 bg-indigo-50/60 p-5 md:flex-row md:items-center md:justify-between">
      <p className="flex gap-2 text-sm text-indigo-950">
        <Eye className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          A read-only example for an imaginary business. Yours is built from your own nine answers, in about
          three minutes, free.
        </span>
      </p>
      <Button asChild className="w-full md:w-fit">
        <Link to="/">
          Start My Free Projection
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}

function SampleCharts({ version }: { version: string | null }) {
  return (
    <section aria-label="Charts" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {CHARTS.map((chart) => (
        <Card key={chart.name} data-chart={chart.name}>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{chart.title}</h2>
            <CardDescription>{chart.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <ChartImage
              src={sampleChartUrl(chart.name, version)}
              alt={`${chart.title} chart of the sample`}
            />
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

// The P&L too: on a phone it starts below the fold, and wider its hydration is a task of its own.
const LaterProfitLoss = laterPart('sample-profit-loss', ProfitLossTable);
const LaterBalanceSheet = laterPart('sample-balance-sheet', BalanceSheetTable);
const LaterCashFlow = laterPart('sample-cash-flow', CashFlowTable);
const LaterCharts = laterPart('sample-charts', SampleCharts);

function SampleContent({ sample }: { sample: TSampleReportResponse }) {
  return (
    <div className="flex flex-col gap-8">
      <SampleNotice />
      <KeyMetrics metrics={sample.metrics} />
      <Section
        title="Profit & Loss Statement"
        description="What the business is projected to earn and spend in each of its first three years. Amounts in brackets are losses."
      >
        <LaterProfitLoss profitLoss={sample.profitLoss} revenueStreams={sample.revenueStreams} />
      </Section>
      <Section
        title="Balance Sheet"
        description="What the business owns, owes and is worth at the end of each year."
      >
        <LaterBalanceSheet balanceSheet={sample.balanceSheet} />
      </Section>
      <Section
        title="Cash Flow Statement"
        description="Where the cash comes from and where it goes, year by year. Amounts in brackets are cash going out."
      >
        <LaterCashFlow cashFlow={sample.cashFlow} />
      </Section>
      <LaterCharts version={sample.updatedAt} />
    </div>
  );
}

function SampleSkeleton() {
  return (
    <div role="status" aria-label="Loading the sample report" className="flex flex-col gap-6">
      <Skeleton className="h-16 w-full" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

export function SampleReportPage() {
  const sample = useSampleReport();
  let content;
  if (sample.isPending) content = <SampleSkeleton />;
  else if (sample.isError) {
    content = (
      <StatusPanel title="We couldn't load the sample report" onRetry={() => void sample.refetch()}>
        {errorMessage(sample.error, 'Please check your connection and try again.')}
      </StatusPanel>
    );
  } else content = <SampleContent sample={sample.data} />;

  const business = sample.data;
  return (
    <PageLayout
      title={TITLE}
      description={
        business
          ? `${business.businessName}${business.description ? `: ${business.description}` : ''} A three-year projection, as Trajectory makes it.`
          : 'A three-year projection, as Trajectory makes it.'
      }
    >
      {content}
    </PageLayout>
  );
}
