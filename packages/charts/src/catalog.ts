// The charts: their names, titles, builders and which plan gets which; one option per chart for server and page.

import type { ProjectionYears } from '@trajectory/engine';
import type { ChartContext, ChartOption, ChartProjection } from './common';
import { buildCashBalanceOption, buildItemsSoldOption, buildNetProfitMonthlyOption } from './options-monthly';
import { buildWaterfallOption } from './options-waterfall';
import { buildExpensesOption } from './options-expenses';
import { buildRevenueProfitOption, buildTrendOption } from './options-yearly';
import { FONT_FAMILY } from './theme';
import { yearsInWords } from './years';

export const CHART_NAMES = [
  'expenses',
  'revenue-profit',
  'waterfall',
  'trend',
  'items-sold-1st-year',
  'net-profit-1st-year',
  'cash-balance',
] as const;

export type ChartName = (typeof CHART_NAMES)[number];

export function isChartName(value: string): value is ChartName {
  return (CHART_NAMES as readonly string[]).includes(value);
}

export type ChartCatalog = Record<ChartName, { title: string; description: string }>;

/** How a page introduces each chart (purchasing.md 2.9, admin.md section 2), for a 3- or 5-year plan. */
export function chartCatalog(years: ProjectionYears = 3): ChartCatalog {
  return {
    expenses: { title: 'Expense Breakdown', description: 'Your Year 1 expenses by category.' },
    'revenue-profit': { title: 'Revenue and Profit', description: 'Revenue and net profit in each year.' },
    waterfall: { title: 'From Revenue to Profit', description: 'How Year 1 revenue becomes net profit.' },
    trend: {
      title: `${yearsInWords(years)}-Year Trend`,
      description: 'Revenue, expenses and profit, year by year.',
    },
    'items-sold-1st-year': {
      title: 'Items Sold, Year 1',
      description: 'Units sold in each month of Year 1.',
    },
    'net-profit-1st-year': {
      title: 'Net Profit, Year 1',
      description: 'Profit or loss in each month of Year 1.',
    },
    'cash-balance': {
      title: 'Cash Balance',
      description: `The bank balance at the end of each of the ${12 * years} months.`,
    },
  };
}

/** The catalogue of a three-year plan. */
export const CHART_CATALOG: ChartCatalog = chartCatalog(3);

/**
 * The order in which plans earn charts: a plan with `chartsCount` n gets the first n, so the Free plan's
 * two are the results page's expense breakdown and growth trend (visitor.md, ARCHITECTURE.md).
 */
export const PLAN_CHART_ORDER = [
  'expenses',
  'trend',
  'revenue-profit',
  'waterfall',
  'items-sold-1st-year',
  'net-profit-1st-year',
] as const satisfies readonly ChartName[];

/** The six charts of the statements pages, in the order they are shown. */
export const STATEMENT_CHARTS = [
  'expenses',
  'revenue-profit',
  'waterfall',
  'trend',
  'items-sold-1st-year',
  'net-profit-1st-year',
] as const satisfies readonly ChartName[];

export type ChartPlan = { chartsCount: number; statementsType: string };

/** The charts a plan holds: its first `chartsCount`, plus the cash balance when it has the cash flow. */
export function chartsOfPlan(plan: ChartPlan | undefined): ChartName[] {
  const charts: ChartName[] = PLAN_CHART_ORDER.slice(0, Math.max(0, plan?.chartsCount ?? 0));
  return plan?.statementsType === 'Complete' ? [...charts, 'cash-balance'] : charts;
}

const BUILDERS: Record<ChartName, (projection: ChartProjection, ctx: ChartContext) => ChartOption> = {
  expenses: buildExpensesOption,
  'revenue-profit': buildRevenueProfitOption,
  waterfall: buildWaterfallOption,
  trend: buildTrendOption,
  'items-sold-1st-year': buildItemsSoldOption,
  'net-profit-1st-year': buildNetProfitMonthlyOption,
  'cash-balance': buildCashBalanceOption,
};

export const DEFAULT_WIDTH = 800;
export const DEFAULT_HEIGHT = 400;
/** Below this width a chart switches to compact dollars, smaller type and a legend under the plot. */
export const COMPACT_BELOW_WIDTH = 560;

export type ChartOptionOptions = {
  businessName?: string;
  width?: number;
  height?: number;
  /** Drawn live in a page (tooltips, toggling legend, no title); false for the server's images. */
  interactive?: boolean;
  /** The font to lay text out in; DejaVu Sans (the images' font) unless a page names its own. */
  fontFamily?: string;
};

/** The ECharts option for one chart, from the engine's rounded figures only. Pure. */
export function buildChartOption(
  name: ChartName,
  projection: ChartProjection,
  options: ChartOptionOptions = {},
): ChartOption {
  const width = options.width ?? DEFAULT_WIDTH;
  const height = options.height ?? DEFAULT_HEIGHT;
  return BUILDERS[name](projection, {
    businessName: options.businessName?.trim() || undefined,
    width,
    height,
    isCompact: width < COMPACT_BELOW_WIDTH,
    fontFamily: options.fontFamily ?? FONT_FAMILY,
    interactive: options.interactive ?? false,
  });
}

/**
 * What a page needs to draw one chart itself. Months 13 to 36 (or 60) carry the cash flow, so they travel
 * only with the cash-balance chart; the first twelve already come with the P&L.
 */
export function chartDataOf(name: ChartName, projection: ChartProjection): ChartProjection {
  return {
    projectionYears: projection.projectionYears,
    profitLoss: projection.profitLoss,
    firstYearMonths: projection.firstYearMonths,
    roundedMonths: name === 'cash-balance' ? projection.roundedMonths : projection.firstYearMonths,
    ...(projection.revenueStreams && projection.revenueStreams.length > 1
      ? { revenueStreams: projection.revenueStreams }
      : {}),
    // The items sold by stream: their first twelve months are all that chart draws.
    ...(name === 'items-sold-1st-year' &&
    projection.revenueStreamMonths &&
    projection.revenueStreamMonths.length > 1
      ? {
          revenueStreamMonths: projection.revenueStreamMonths.map((stream) => ({
            ...stream,
            units: stream.units.slice(0, 12),
            revenue: stream.revenue.slice(0, 12),
            cost: stream.cost.slice(0, 12),
          })),
        }
      : {}),
  };
}

/** The body of GET /api/questionnaires/:id/charts/:name?format=json. */
export type ChartDataResponse = { name: ChartName; title: string; data: ChartProjection };
