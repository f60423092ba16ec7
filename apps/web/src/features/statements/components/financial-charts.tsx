// The six server-drawn charts of the questionnaire (purchasing.md 2.9); none until its id is known.
import { ChartImage, chartUrl } from '@/components/statements/chart-image';
import { StatusPanel } from '@/components/status-panel';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

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
] as const;

export function FinancialCharts({ questionnaireId }: { questionnaireId: string | null }) {
  if (!questionnaireId) {
    return (
      <StatusPanel title="No charts available">
        Charts appear once your questionnaire is complete.
      </StatusPanel>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {FULL_CHARTS.map((chart) => (
        <Card key={chart.slug} data-chart={chart.slug}>
          <CardHeader>
            <CardTitle>{chart.title}</CardTitle>
            <CardDescription>{chart.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <ChartImage src={chartUrl(questionnaireId, chart.slug)} alt={`${chart.title} chart`} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
