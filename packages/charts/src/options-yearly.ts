// Option builders for the yearly charts: year-1 expenses, revenue and net profit by year, the three-year trend.

import type { GraphicComponentOption } from 'echarts/components';
import type { YearValues } from '@trajectory/engine';
import type { ChartContext, ChartOption, ChartProjection } from './common';
import {
  YEAR_LABELS,
  baseOption,
  categoryAxis,
  dataLabelStyle,
  dollarAxis,
  dollarFormatter,
  gridOption,
  labelRoom,
  legendOption,
  plotTop,
  signVisualMap,
} from './common';
import { formatDollars } from './format';
import { COLORS, EXPENSE_COLORS } from './theme';
import { axisTooltip, sliceTooltip } from './tooltip';

const YEAR_KEYS = ['year1', 'year2', 'year3'] as const;

function byYear(values: YearValues): number[] {
  return YEAR_KEYS.map((key) => values[key]);
}

/** A centred line of text in the plot area: the empty state. */
function emptyStateGraphic(text: string, ctx: ChartContext): GraphicComponentOption {
  return {
    type: 'text',
    x: ctx.width / 2,
    y: (plotTop(ctx) + ctx.height) / 2,
    style: {
      text,
      align: 'center',
      verticalAlign: 'middle',
      fontFamily: ctx.fontFamily,
      fontSize: 16,
      fill: COLORS.axisLabel,
    },
  };
}

/** The year-1 expense lines, in statement order, cost of goods first. */
export function yearOneExpenses(projection: ChartProjection): { name: string; value: number }[] {
  const pl = projection.profitLoss;
  return [
    { name: 'Cost of goods', value: pl.totalCostOfGoodsSold.year1 },
    { name: 'Salaries', value: pl.salaries.year1 },
    { name: 'Marketing', value: pl.marketing.year1 },
    { name: 'Rent', value: pl.rent.year1 },
    { name: 'Utilities', value: pl.utilities.year1 },
    { name: 'Other expenses', value: pl.otherExpenses.year1 },
  ];
}

/** A slice's share: one decimal at most, whole percents on compact charts. */
function formatShare(percent: number, ctx: ChartContext): string {
  return ctx.isCompact ? `${Math.round(percent)}%` : `${Math.round(percent * 10) / 10}%`;
}

export function buildExpensesOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const option = baseOption('Year 1 Expenses', ctx);
  // Colours stay tied to the category, so "Rent" is the same grey whichever slices are present.
  const slices = yearOneExpenses(projection)
    .map((line, i) => ({ ...line, itemStyle: { color: EXPENSE_COLORS[i] ?? COLORS.cost } }))
    .filter((slice) => slice.value > 0);
  if (slices.length === 0) return { ...option, graphic: [emptyStateGraphic('No expenses entered', ctx)] };

  const top = plotTop(ctx);
  const centerY = (top + ctx.height) / 2;
  // Room around the ring for the labels: above and below it, and beside it for the longest ones.
  const outerRadius = Math.max(
    40,
    Math.min((ctx.height - top) / 2 - 36, ctx.width * (ctx.isCompact ? 0.16 : 0.2)),
  );
  const formatValue = dollarFormatter(ctx);
  const total = projection.profitLoss.totalCostOfGoodsSold.year1 + projection.profitLoss.totalExpenses.year1;
  const labelSize = ctx.isCompact ? 11 : 13;
  return {
    ...option,
    ...sliceTooltip(ctx, formatDollars, (percent) => formatShare(percent, { ...ctx, isCompact: false })),
    series: [
      {
        type: 'pie',
        radius: [outerRadius * 0.6, outerRadius],
        center: [ctx.width / 2, centerY],
        data: slices,
        avoidLabelOverlap: true,
        itemStyle: { borderColor: COLORS.background, borderWidth: 2 },
        label: {
          fontFamily: ctx.fontFamily,
          formatter: (params) =>
            `{name|${params.name}}\n{value|${formatValue(Number(params.value))} · ${formatShare(params.percent ?? 0, ctx)}}`,
          rich: {
            name: {
              fontFamily: ctx.fontFamily,
              fontSize: labelSize,
              color: COLORS.textMuted,
              lineHeight: labelSize + 5,
            },
            value: {
              fontFamily: ctx.fontFamily,
              fontSize: labelSize,
              fontWeight: 'bold',
              color: COLORS.text,
              lineHeight: labelSize + 5,
            },
          },
        },
        labelLine: { length: 12, length2: 12, lineStyle: { color: COLORS.axisLine } },
      },
    ],
    graphic: [
      {
        type: 'text',
        x: ctx.width / 2,
        y: centerY - 9,
        style: {
          text: formatDollars(total),
          align: 'center',
          verticalAlign: 'middle',
          fontFamily: ctx.fontFamily,
          fontSize: ctx.isCompact ? 13 : 16,
          fontWeight: 'bold',
          fill: COLORS.text,
        },
      },
      {
        type: 'text',
        x: ctx.width / 2,
        y: centerY + 11,
        style: {
          text: 'Total',
          align: 'center',
          verticalAlign: 'middle',
          fontFamily: ctx.fontFamily,
          fontSize: 12,
          fill: COLORS.axisLabel,
        },
      },
    ],
  };
}

export function buildRevenueProfitOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const pl = projection.profitLoss;
  const netProfit = byYear(pl.netProfit);
  const hasLoss = netProfit.some((value) => value < 0);
  const label = {
    show: true,
    ...dataLabelStyle(ctx),
    formatter: (params: { value: unknown }) => dollarFormatter(ctx)(Number(params.value)),
  };
  // Profit and loss are two series stacked in one slot, so a loss is rose in the legend as well as the bar.
  return {
    ...baseOption('Revenue and Net Profit by Year', ctx),
    ...axisTooltip(ctx, formatDollars, 'shadow'),
    legend: legendOption(ctx, hasLoss ? ['Revenue', 'Net profit', 'Net loss'] : ['Revenue', 'Net profit']),
    grid: gridOption(ctx, { hasLegend: true }),
    xAxis: categoryAxis(ctx, [...YEAR_LABELS]),
    yAxis: dollarAxis(ctx, [...byYear(pl.totalRevenue), ...netProfit], labelRoom(ctx, { hasLegend: true })),
    series: [
      {
        name: 'Revenue',
        type: 'bar',
        data: byYear(pl.totalRevenue),
        itemStyle: { color: COLORS.brand, borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 64,
        barGap: '16%',
        label: { ...label, position: 'top' },
      },
      {
        name: 'Net profit',
        type: 'bar',
        stack: 'net',
        data: netProfit.map((value) => (value >= 0 ? value : '-')),
        itemStyle: { color: COLORS.gain, borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 64,
        label: { ...label, position: 'top' },
      },
      {
        name: 'Net loss',
        type: 'bar',
        stack: 'net',
        data: netProfit.map((value) => (value < 0 ? value : '-')),
        itemStyle: { color: COLORS.loss, borderRadius: [0, 0, 3, 3] },
        barMaxWidth: 64,
        label: { ...label, position: 'bottom' },
      },
    ],
  };
}

export function buildTrendOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const pl = projection.profitLoss;
  const totalCosts = YEAR_KEYS.map((key) => pl.totalCostOfGoodsSold[key] + pl.totalExpenses[key]);
  const label = {
    show: true,
    ...dataLabelStyle(ctx),
    formatter: (params: { value: unknown }) => dollarFormatter(ctx)(Number(params.value)),
  };
  const line = {
    type: 'line' as const,
    symbol: 'circle',
    symbolSize: 8,
    lineStyle: { width: 3 },
    labelLayout: { hideOverlap: true },
  };
  return {
    ...baseOption('Three-Year Trend', ctx),
    ...axisTooltip(ctx, formatDollars),
    legend: legendOption(ctx, ['Revenue', 'Total costs', 'Net profit']),
    grid: gridOption(ctx, { hasLegend: true }),
    xAxis: categoryAxis(ctx, [...YEAR_LABELS]),
    yAxis: dollarAxis(
      ctx,
      [...byYear(pl.totalRevenue), ...totalCosts, ...byYear(pl.netProfit)],
      labelRoom(ctx, { hasLegend: true }),
    ),
    // Net profit turns rose where it is below zero, the same rule as every other chart.
    visualMap: signVisualMap(2),
    series: [
      {
        ...line,
        name: 'Revenue',
        data: byYear(pl.totalRevenue),
        itemStyle: { color: COLORS.brand },
        label: { ...label, position: 'top' },
      },
      {
        ...line,
        name: 'Total costs',
        data: totalCosts,
        itemStyle: { color: COLORS.costLine },
        label: { ...label, position: 'top' },
      },
      {
        ...line,
        name: 'Net profit',
        data: byYear(pl.netProfit),
        itemStyle: { color: COLORS.gain },
        label: { ...label, position: 'bottom' },
      },
    ],
  };
}
