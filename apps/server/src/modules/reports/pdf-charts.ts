// The PDF's one door to the charts module: its render function and which charts a plan holds. At the merge
// with the charts service, this file becomes `export { chartsOfPlan, renderChartPng, type ChartName } from
// '../charts/service';` and nothing else in reports changes.
import { renderChartPng, type ChartName } from '../charts/render';

export { renderChartPng, type ChartName };

/** The order in which plans earn charts: a plan with `chartsCount` n gets the first n. */
const PLAN_CHART_ORDER: readonly ChartName[] = [
  'expenses',
  'trend',
  'revenue-profit',
  'waterfall',
  'items-sold-1st-year',
  'net-profit-1st-year',
];

/** The charts a plan holds: its first `chartsCount`, plus the cash balance when it has the cash flow. */
export function chartsOfPlan(plan: { chartsCount: number; statementsType: string } | undefined): ChartName[] {
  const charts = PLAN_CHART_ORDER.slice(0, Math.max(0, plan?.chartsCount ?? 0));
  return plan?.statementsType === 'Complete' ? [...charts, 'cash-balance'] : charts;
}
