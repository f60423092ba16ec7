// The server-drawn charts of a questionnaire (purchasing.md 2.9, admin.md section 2); none until its id is known.
import { ChartImage, chartUrl } from '@/components/statements/chart-image';
import { StatusPanel } from '@/components/status-panel';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export type ChartSpec = { slug: string; title: string; description: string };

export const FULL_CHARTS = [
  { slug: 'expenses', title: 'Expense Breakdown', description: 'Your Year 1 expenses by category.' },
  {
    slug: 'revenue-profit',
    title: 'Revenue and Profit',
    description: 'Revenue and net profit in each year.',
  },
  {
    slug: 'waterfall',
    title: 'From Revenue to Profit',
    description: 'How Year 1 revenue becomes net profit.',
  },
  { slug: 'trend', title: 'Three-Year Trend', description: 'Revenue, expenses and profit, year by year.' },
  {
    slug: 'items-sold-1st-year',
    title: 'Items Sold, Year 1',
    description: 'Units sold in each month of Year 1.',
  },
  {
    slug: 'net-profit-1st-year',
    title: 'Net Profit, Year 1',
    description: 'Profit or loss in each month of Year 1.',
  },
] as const satisfies readonly ChartSpec[];

/** The seventh chart, drawn from the cash flow; plans with complete statements and staff see it. */
export const CASH_BALANCE_CHART: ChartSpec = {
  slug: 'cash-balance',
  title: 'Cash Balance',
  description: 'The bank balance at the end of each of the 36 months.',
};

type FinancialChartsProps = {
  questionnaireId: string | null;
  charts?: readonly ChartSpec[];
  /** Changes when the answers change (their last update), so an edited questionnaire is drawn anew. */
  version?: string;
};

export function FinancialCharts({ questionnaireId, charts = FULL_CHARTS, version }: FinancialChartsProps) {
  if (!questionnaireId) {
    return (
      <StatusPanel title="No charts available">
        Charts appear once your questionnaire is complete.
      </StatusPanel>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {charts.map((chart) => (
        <Card key={chart.slug} data-chart={chart.slug}>
          <CardHeader>
            <CardTitle>{chart.title}</CardTitle>
            <CardDescription>{chart.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <ChartImage src={chartUrl(questionnaireId, chart.slug, version)} alt={`${chart.title} chart`} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
