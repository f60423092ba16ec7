// The charts of a questionnaire, drawn live in the page (purchasing.md 2.9, admin.md section 2); none until
// its id is known. Titles and the plan rule come from @trajectory/charts, as the server's images do.
import { CHART_CATALOG, STATEMENT_CHARTS, type ChartName } from '@trajectory/charts';
import { LiveChart } from '@/components/statements/live-chart';
import { StatusPanel } from '@/components/status-panel';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export type ChartSpec = { slug: ChartName; title: string; description: string };

const specOf = (slug: ChartName): ChartSpec => ({ slug, ...CHART_CATALOG[slug] });

export const FULL_CHARTS: readonly ChartSpec[] = STATEMENT_CHARTS.map(specOf);

/** The seventh chart, drawn from the cash flow; plans with complete statements and staff see it. */
export const CASH_BALANCE_CHART: ChartSpec = specOf('cash-balance');

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
        <Card key={chart.slug} data-chart={chart.slug} className="min-w-0">
          <CardHeader>
            <CardTitle>{chart.title}</CardTitle>
            <CardDescription>{chart.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <LiveChart
              questionnaireId={questionnaireId}
              name={chart.slug}
              title={chart.title}
              version={version}
            />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
