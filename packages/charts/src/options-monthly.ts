// Option builders for the monthly charts: year-1 items sold and net profit, and cash (with the loan balance
// when the plan borrows) over the 36 or 60 months projected.

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
  legendOption,
  monthLabel,
  plotHeight,
  signVisualMap,
  gainLossBars,
} from './common';
import { niceRange } from './axis-range';
import { formatCompactDollars, formatDollars, formatUnits } from './format';
import { measureDejaVuText } from './text-metrics';
import { COLORS } from './theme';
import { axisTooltip } from './tooltip';
import { loanBalancesOf } from './years';
import { unitsByStreamOf, type ChartStream } from './streams';

/** The cash chart's second line when the plan borrows. */
export const LOAN_BALANCE = 'Loan balance';

type LabelParams = { value: unknown };

const NO_LABEL_ROOM = { below: 0, above: 0 };

export function buildItemsSoldOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const streams = unitsByStreamOf(projection);
  return streams ? itemsSoldByStreamOption(projection, streams, ctx) : itemsSoldOption(projection, ctx);
}

/** Several things sold by the unit: one bar per stream in each month, in the plan's order, with a legend. */
function itemsSoldByStreamOption(
  projection: ChartProjection,
  streams: ChartStream[],
  ctx: ChartContext,
): ChartOption {
  const all = streams.flatMap((stream) => stream.values);
  const below = legendBelow(
    ctx,
    streams.map((stream) => stream.name),
  );
  return {
    ...baseOption('Items Sold by Month, Year 1', ctx),
    ...axisTooltip(ctx, formatUnits, 'shadow'),
    legend: below.legend,
    grid: { ...gridOption(ctx, { hasLegend: false }), bottom: below.bottom },
    xAxis: categoryAxis(
      ctx,
      projection.firstYearMonths.map((month) => monthLabel(month.month)),
    ),
    yAxis: {
      type: 'value',
      name: 'Items',
      ...niceRange(all, { targetSteps: ctx.isCompact ? 4 : 5, roomBelow: 0, roomAbove: 0, minStep: 1 }),
      nameTextStyle: { ...axisLabelStyle(ctx), align: 'left' },
      axisLabel: { ...axisLabelStyle(ctx), formatter: formatUnits },
      splitLine: { lineStyle: { color: COLORS.splitLine } },
    },
    // Side by side, not stacked: a loaf and a cake are not the same item. Too many bars for labels.
    series: streams.map((stream) => ({
      name: stream.name,
      type: 'bar' as const,
      data: stream.values,
      itemStyle: { color: stream.color, borderRadius: [2, 2, 0, 0] },
      barMaxWidth: 18,
      barGap: '8%',
    })),
  };
}

function itemsSoldOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const units = projection.firstYearMonths.map((month) => month.units);
  const labelStyle = dataLabelStyle(ctx);
  const showLabels = labelsFit(units.map(formatUnits), ctx, labelStyle.fontSize);
  return {
    ...baseOption('Items Sold by Month, Year 1', ctx),
    ...axisTooltip(ctx, formatUnits, 'shadow'),
    grid: gridOption(ctx, { hasLegend: false }),
    xAxis: categoryAxis(
      ctx,
      projection.firstYearMonths.map((month) => monthLabel(month.month)),
    ),
    yAxis: {
      type: 'value',
      name: 'Items',
      ...niceRange(units, {
        targetSteps: ctx.isCompact ? 4 : 5,
        roomBelow: 0,
        roomAbove: showLabels ? labelRoom(ctx, { hasLegend: false }).above : 0,
        minStep: 1,
      }),
      nameTextStyle: { ...axisLabelStyle(ctx), align: 'left' },
      axisLabel: { ...axisLabelStyle(ctx), formatter: formatUnits },
      splitLine: { lineStyle: { color: COLORS.splitLine } },
    },
    series: [
      {
        name: 'Items sold',
        type: 'bar',
        // Units stay unrounded in the engine; only the labels show whole items.
        data: units,
        itemStyle: { color: COLORS.brand, borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 44,
        label: {
          show: showLabels,
          position: 'top',
          ...labelStyle,
          formatter: (params: LabelParams) => formatUnits(Number(params.value)),
        },
      },
    ],
  };
}

/**
 * Income tax falls whole in a year's last month, so with tax the monthly bars show profit before tax
 * (projections.md, extended model) and the title says so; without tax the two are the same figures.
 */
export function monthlyProfitOf(projection: ChartProjection): {
  values: number[];
  title: string;
  isBeforeTax: boolean;
} {
  const months = projection.firstYearMonths;
  return months.some((month) => month.incomeTax !== 0)
    ? {
        values: months.map((month) => month.profitBeforeTax),
        title: 'Profit Before Tax by Month, Year 1',
        isBeforeTax: true,
      }
    : {
        values: months.map((month) => month.netProfit),
        title: 'Net Profit by Month, Year 1',
        isBeforeTax: false,
      };
}

export function buildNetProfitMonthlyOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const { values: netProfit, title } = monthlyProfitOf(projection);
  const hasLoss = netProfit.some((value) => value < 0);
  const hasProfit = netProfit.some((value) => value >= 0);
  // Whole dollars when they fit above the bars, else compact ones, else none (the axis still reads).
  const labelStyle = dataLabelStyle(ctx);
  const formatLabel = [formatDollars, formatCompactDollars].find((format) =>
    labelsFit(netProfit.map(format), ctx, labelStyle.fontSize),
  );
  const label = {
    show: formatLabel !== undefined,
    ...labelStyle,
    formatter: (params: LabelParams) => (formatLabel ?? formatDollars)(Number(params.value)),
  };
  const legend = [...(hasProfit ? ['Profit'] : []), ...(hasLoss ? ['Loss'] : [])];
  return {
    ...baseOption(title, ctx),
    ...axisTooltip(ctx, formatDollars, 'shadow'),
    legend: legendOption(ctx, legend),
    grid: gridOption(ctx, { hasLegend: true }),
    xAxis: categoryAxis(
      ctx,
      projection.firstYearMonths.map((month) => monthLabel(month.month)),
    ),
    yAxis: dollarAxis(ctx, netProfit, label.show ? labelRoom(ctx, { hasLegend: true }) : NO_LABEL_ROOM),
    series: [...gainLossBars(netProfit, { names: ['Profit', 'Loss'], barMaxWidth: 44, label })],
  };
}

/** Month 1, then every sixth month (M1, M6, M12 … M36), or every twelfth over five years (M1, M12 … M60). */
function isLabelledMonth(index: number, monthCount: number): boolean {
  const every = monthCount > 36 ? 12 : 6;
  return index === 0 || (index + 1) % every === 0;
}

/** The closing balance's label, bold, written past the line's end. */
function endLabel(ctx: ChartContext, color?: string) {
  const formatValue = dollarFormatter(ctx);
  return {
    show: true,
    ...dataLabelStyle(ctx),
    fontWeight: 'bold' as const,
    ...(color ? { color } : {}),
    formatter: (params: LabelParams) => formatValue(Number(params.value)),
  };
}

/**
 * The loan line's points: the balance while a loan is owed, reaching $0 in the month it is repaid (and
 * starting from $0 the month before one is received), and no point otherwise, so a plan whose loans are
 * repaid draws no line along $0 for the months after (issue #24).
 */
export function loanLineOf(balances: readonly number[]): (number | null)[] {
  return balances.map((balance, i) =>
    balance !== 0 || (balances[i - 1] ?? 0) !== 0 || (balances[i + 1] ?? 0) !== 0 ? balance : null,
  );
}

export function buildCashBalanceOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const months = projection.roundedMonths;
  const cash = months.map((month) => month.cash);
  const loans = loanBalancesOf(months);
  const hasLegend = loans !== null;
  const loanLine = loans && loanLineOf(loans);
  const formatValue = dollarFormatter(ctx);
  const goesNegative = cash.some((value) => value < 0);
  const labelStyle = dataLabelStyle(ctx);
  const yAxis = dollarAxis(ctx, [...cash, ...(loans ?? [])], {
    // Room below for the "Lowest" marker's label; the closing balances are written right of the lines.
    below: goesNegative ? labelRoom(ctx, { hasLegend }).below : 0,
    above: 0,
  });
  // The loan's closing balance is written too, unless it would sit on the cash's.
  const pxPerUnit = plotHeight(ctx, { hasLegend }) / (yAxis.max - yAxis.min);
  const loanEndShown =
    loanLine !== null &&
    loanLine.at(-1) != null &&
    Math.abs(((loans?.at(-1) ?? 0) - (cash.at(-1) ?? 0)) * pxPerUnit) >= labelStyle.fontSize + 4;
  // The grid's outer bounds do not know about the end labels, so the plot leaves room for the wider one.
  const endLabelWidth = Math.max(
    ...[cash.at(-1) ?? 0, ...(loanEndShown ? [loans?.at(-1) ?? 0] : [])].map(
      (value) => measureDejaVuText(formatValue(value), `bold ${labelStyle.fontSize}px`).width,
    ),
  );
  const cashSeries = {
    name: 'Cash',
    type: 'line' as const,
    data: cash,
    symbol: 'none',
    lineStyle: { width: 2.5 },
    // The legend's swatch; the line and its area take their colours from the visual map.
    itemStyle: { color: COLORS.gain },
    areaStyle: { opacity: 0.18, origin: 0 },
    // The $0 line only where $0 is inside the plot; at its foot the category axis already draws it.
    ...(yAxis.min < 0
      ? {
          markLine: {
            silent: true,
            symbol: 'none',
            label: { show: false },
            lineStyle: { color: COLORS.textMuted, width: 1, type: 'solid' as const },
            data: [{ yAxis: 0 }],
          },
        }
      : {}),
    ...(goesNegative
      ? {
          markPoint: {
            symbol: 'circle',
            symbolSize: 8,
            itemStyle: { color: COLORS.loss },
            label: {
              position: 'bottom' as const,
              distance: 6,
              ...labelStyle,
              color: COLORS.loss,
              fontWeight: 'bold' as const,
              formatter: (params: LabelParams) => `Lowest ${formatValue(Number(params.value))}`,
            },
            data: [{ type: 'min' as const, name: 'Lowest' }],
          },
        }
      : {}),
    endLabel: endLabel(ctx),
  };
  return {
    ...baseOption(`Cash Balance over ${months.length} Months`, ctx),
    ...axisTooltip(ctx, formatDollars),
    ...(loans ? { legend: legendOption(ctx, ['Cash', LOAN_BALANCE]) } : {}),
    grid: { ...gridOption(ctx, { hasLegend }), right: Math.ceil(endLabelWidth) + 20 },
    xAxis: {
      ...categoryAxis(
        ctx,
        months.map((month) => monthLabel(month.month)),
      ),
      boundaryGap: false,
      axisLabel: {
        ...axisLabelStyle(ctx),
        interval: (index: number) => isLabelledMonth(index, months.length),
      },
    },
    yAxis,
    // Above zero is emerald, below zero rose, for the cash line and the area under it alike.
    visualMap: signVisualMap(0),
    series: [
      cashSeries,
      ...(loanLine
        ? [
            {
              name: LOAN_BALANCE,
              type: 'line' as const,
              data: loanLine,
              symbol: 'none',
              // A debt, not a loss: slate and dashed, so it never reads as the cash line or as red.
              lineStyle: { width: 2, type: 'dashed' as const, color: COLORS.debt },
              itemStyle: { color: COLORS.debt },
              endLabel: { ...endLabel(ctx, COLORS.debt), show: loanEndShown },
            },
          ]
        : []),
    ],
  };
}
