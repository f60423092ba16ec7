// Option builder for the year-1 waterfall: revenue, minus cost of goods, each expense, depreciation, interest
// and tax, to net profit.

import type { BarSeriesOption } from 'echarts/charts';
import type { ChartContext, ChartOption, ChartProjection } from './common';
import {
  axisLabelStyle,
  baseOption,
  categoryAxis,
  dataLabelStyle,
  dollarAxis,
  dollarFormatter,
  gridOption,
  labelRoom,
  labelsFit,
  legendBelow,
} from './common';
import { revenueByStreamOf } from './streams';
import { measureDejaVuText } from './text-metrics';
import { formatDollars } from './format';
import { COLORS } from './theme';
import { categoryTooltip, HIDDEN_SERIES } from './tooltip';

export type WaterfallStep = { name: string; from: number; to: number; amount: number; color: string };

/** The bars in order. Running totals start from the engine's gross margin and end exactly on its net profit. */
export function waterfallSteps(projection: ChartProjection): WaterfallStep[] {
  const pl = projection.profitLoss;
  const revenue = pl.totalRevenue.year1;
  const costOfGoods = pl.totalCostOfGoodsSold.year1;
  const grossMargin = pl.grossMargin.year1;
  const netProfit = pl.netProfit.year1;
  const steps: WaterfallStep[] = [
    { name: 'Revenue', from: 0, to: revenue, amount: revenue, color: COLORS.brand },
  ];
  // Lines that are zero are left out of the picture; the totals always stay.
  if (costOfGoods !== 0) {
    steps.push({
      name: 'Cost of goods',
      from: revenue,
      to: grossMargin,
      amount: -costOfGoods,
      color: COLORS.cost,
    });
  }
  steps.push({
    name: 'Gross margin',
    from: 0,
    to: grossMargin,
    amount: grossMargin,
    color: grossMargin < 0 ? COLORS.loss : COLORS.brandLight,
  });
  // The extended model's depreciation, interest and income tax follow the expenses, when not 0.
  const expenses = [
    { name: 'Salaries', value: pl.salaries.year1 },
    // The detailed model's team, in statement order; 0 (and so not drawn) without one.
    { name: 'Staff wages', value: pl.staffWages.year1 },
    { name: 'Payroll taxes', value: pl.payrollTaxesBenefits.year1 },
    { name: 'Marketing', value: pl.marketing.year1 },
    { name: 'Rent', value: pl.rent.year1 },
    { name: 'Utilities', value: pl.utilities.year1 },
    { name: 'Other', value: pl.otherExpenses.year1 },
    { name: 'Start-up costs', value: pl.startupExpenses.year1 },
    { name: 'Depreciation', value: pl.depreciation.year1 },
    { name: 'Interest', value: pl.interestExpense.year1 },
    { name: 'Income tax', value: pl.incomeTax.year1 },
  ];
  let running = grossMargin;
  for (const expense of expenses.filter((line) => line.value !== 0)) {
    steps.push({
      name: expense.name,
      from: running,
      to: running - expense.value,
      amount: -expense.value,
      color: COLORS.cost,
    });
    running -= expense.value;
  }
  steps.push({
    name: 'Net profit',
    from: 0,
    to: netProfit,
    amount: netProfit,
    color: netProfit < 0 ? COLORS.loss : COLORS.gain,
  });
  return steps;
}

/**
 * The streams' Year 1 revenue for the stacked revenue bar; null when the plan sells one thing, or when the
 * revenue bar is not a plain bar up from zero (a plan without revenue draws it as before).
 */
function waterfallStreamsOf(
  projection: ChartProjection,
  steps: WaterfallStep[],
): { name: string; color: string; value: number }[] | null {
  const streams = revenueByStreamOf(projection);
  const revenue = steps[0];
  if (!streams || !revenue || revenue.to <= 0) return null;
  return streams.map((stream) => ({ name: stream.name, color: stream.color, value: stream.values[0] ?? 0 }));
}

/** Lying on its side, the labels sit left and right of the bars: room is their width as a share of the plot. */
function sideRoom(
  steps: WaterfallStep[],
  names: string[],
  ctx: ChartContext,
): { below: number; above: number } {
  const labelFont = `${dataLabelStyle(ctx).fontSize}px`;
  const widest = Math.max(
    ...steps.map((step) => measureDejaVuText(dollarFormatter(ctx)(step.amount), labelFont).width),
  );
  const namesWidth = Math.max(
    ...names.map((name) => measureDejaVuText(name, `${axisLabelStyle(ctx).fontSize}px`).width),
  );
  const plotWidth = ctx.width - 32 - namesWidth - 8;
  const share = Math.min(0.45, (widest + 10) / Math.max(plotWidth, 1));
  return { below: share, above: share };
}

type WaterfallItem = NonNullable<BarSeriesOption['data']>[number];

/**
 * A stacked-bar waterfall. ECharts stacks positive and negative values separately, so each floating bar
 * is an invisible base plus a visible part on the same side of zero; a bar that crosses zero has no
 * base and two visible parts, one up from zero and one down from it.
 * Wide charts run left to right; compact (phone) charts, and wide ones whose names would not fit under their
 * bars, run top to bottom.
 */
export function buildWaterfallOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const steps = waterfallSteps(projection);
  // Upright, each name wraps at its first space; when a line of one is wider than its slot (the extended
  // model's depreciation, interest and tax make up to twelve bars), the chart lies on its side instead.
  const uprightLines = steps.flatMap((step) => step.name.replace(' ', '\n').split('\n'));
  const isHorizontal =
    ctx.isCompact || !labelsFit(uprightLines, ctx, axisLabelStyle(ctx).fontSize, steps.length);
  const formatValue = dollarFormatter(ctx);
  const base: WaterfallItem[] = [];
  const up: WaterfallItem[] = [];
  const down: WaterfallItem[] = [];
  const textStyle = dataLabelStyle(ctx);
  for (const step of steps) {
    const low = Math.min(step.from, step.to);
    const high = Math.max(step.from, step.to);
    const itemStyle = { color: step.color };
    // The amount sits past the bar's positive end when any of it is above zero, else past its negative end.
    const labelPositive = {
      show: true,
      position: isHorizontal ? ('right' as const) : ('top' as const),
      formatter: formatValue(step.amount),
      ...textStyle,
    };
    const labelNegative = {
      ...labelPositive,
      position: isHorizontal ? ('left' as const) : ('bottom' as const),
    };
    if (low >= 0) {
      base.push(low);
      up.push({ value: high - low, itemStyle, label: labelPositive });
      down.push('-');
    } else if (high <= 0) {
      base.push(high);
      up.push('-');
      down.push({ value: low - high, itemStyle, label: labelNegative });
    } else {
      base.push('-');
      up.push({ value: high, itemStyle, label: labelPositive });
      down.push({ value: low, itemStyle });
    }
  }
  const names = steps.map((step) => (isHorizontal ? step.name : step.name.replace(' ', '\n')));
  const namesAxis = categoryAxis(ctx, names);
  const values = steps.flatMap((step) => [step.from, step.to]);
  // Lying on its side the dollar labels run along a short axis, so it gets fewer of them.
  const valueAxis = isHorizontal
    ? dollarAxis(ctx, values, sideRoom(steps, names, ctx), 3)
    : dollarAxis(ctx, values, labelRoom(ctx, { hasLegend: false }));
  const stacked = { type: 'bar' as const, stack: 'waterfall', barMaxWidth: 56, barCategoryGap: '28%' };
  // Several things sold: the revenue bar (the first, always above zero when drawn) is their stack, stream 0
  // nearest the axis, with the year's revenue written past the last; a legend under the plot names them.
  const streams = waterfallStreamsOf(projection, steps);
  const below = streams
    ? legendBelow(
        ctx,
        streams.map((stream) => stream.name),
      )
    : null;
  const streamSeries = (streams ?? []).map((stream, i) => {
    const isLast = i === (streams?.length ?? 0) - 1;
    const first = up[0];
    return {
      ...stacked,
      name: stream.name,
      itemStyle: { color: stream.color },
      data: steps.map((_, index) =>
        index === 0
          ? {
              value: stream.value,
              ...(isLast && typeof first === 'object' && first !== null && 'label' in first
                ? { label: first.label }
                : {}),
            }
          : '-',
      ),
    };
  });
  if (streams) up[0] = '-';
  return {
    ...baseOption('Year 1: From Revenue to Net Profit', ctx),
    ...categoryTooltip(ctx, (index) => {
      const step = steps[index];
      return { label: step?.name ?? '', figure: formatDollars(step?.amount ?? 0) };
    }),
    grid: below
      ? { ...gridOption(ctx, { hasLegend: false }), bottom: below.bottom }
      : gridOption(ctx, { hasLegend: false }),
    ...(below ? { legend: below.legend } : {}),
    ...(isHorizontal
      ? {
          xAxis: valueAxis,
          yAxis: { ...namesAxis, inverse: true, axisLabel: { ...namesAxis.axisLabel, interval: 0 } },
        }
      : {
          xAxis: { ...namesAxis, axisLabel: { ...namesAxis.axisLabel, interval: 0, lineHeight: 16 } },
          yAxis: valueAxis,
        }),
    series: [
      { ...stacked, name: HIDDEN_SERIES, data: base, itemStyle: { color: 'transparent' }, silent: true },
      ...streamSeries,
      { ...stacked, name: 'increase', data: up },
      { ...stacked, name: 'decrease', data: down },
    ],
  };
}
