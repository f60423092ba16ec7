// The charts of a questionnaire, drawn live in the page (purchasing.md 2.9, admin.md section 2); none until
// its id is known. Titles and the plan rule come from @trajectory/charts, as the server's images do.
import { chartCatalog, STATEMENT_CHARTS, type ChartDataResponse, type ChartName } from '@trajectory/charts';
import type { ProjectionYears } from '@trajectory/engine';
import { LiveChart } from '@/components/statements/live-chart';
import { StatusPanel } from '@/components/status-panel';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export type ChartSpec = { slug: ChartName; title: string; description: string };

/** The charts' titles and descriptions for a plan of `years` (the trend reads "Five-Year Trend"). */
export function chartSpecsOf(slugs: readonly ChartName[], years: ProjectionYears = 3): ChartSpec[] {
  const catalog = chartCatalog(years);
  return slugs.map((slug) => ({ slug, ...catalog[slug] }));
}

export const FULL_CHARTS: readonly ChartSpec[] = chartSpecsOf(STATEMENT_CHARTS);

/** The seventh chart, drawn from the cash flow; plans with complete statements and staff see it. */
export const CASH_BALANCE_CHART: ChartSpec = chartSpecsOf(['cash-balance'])[0]!;

/**
 * The charts of the statements pages: the six, and the cash balance (with its loan line) when the plan has
 * the cash flow it is drawn from (issue #24: the founder's Charts tab, as staff's viewer has it).
 */
export function statementChartSpecs(years: ProjectionYears, withCashFlow: boolean): ChartSpec[] {
  return chartSpecsOf(withCashFlow ? [...STATEMENT_CHARTS, 'cash-balance'] : STATEMENT_CHARTS, years);
}

type FinancialChartsProps = {
  questionnaireId: string | null;
  /** The charts drawn; the six statement charts, titled for `years`, unless given. */
  charts?: readonly ChartSpec[];
  /** The years the statements were projected over (3, or 5 on a five-year plan). */
  years?: ProjectionYears;
  /** Changes when the answers change (their last update), so an edited questionnaire is drawn anew. */
  version?: string;
  /** The charts' figures when the page already holds them (a shared plan's read): none are fetched. */
  figures?: readonly ChartDataResponse[];
};

export function FinancialCharts({
  questionnaireId,
  charts: given,
  years = 3,
  version,
  figures,
}: FinancialChartsProps) {
  const charts = given ?? chartSpecsOf(STATEMENT_CHARTS, years);
  if (!questionnaireId && !figures) {
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
              questionnaireId={questionnaireId ?? ''}
              name={chart.slug}
              title={chart.title}
              version={version}
              figures={figures?.find((figure) => figure.name === chart.slug)}
            />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
