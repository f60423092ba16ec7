// Option builders for the yearly charts: revenue and net profit by year, the three- or five-year trend.

import type { BarSeriesOption } from 'echarts/charts';
import type { ChartContext, ChartOption, ChartProjection } from './common';
import {
  baseOption,
  categoryAxis,
  dataLabelStyle,
  dollarAxis,
  dollarFormatter,
  gridOption,
  labelRoom,
  legendBelow,
  legendOption,
  plotHeight,
  signVisualMap,
  gainLossBars,
} from './common';
import { formatDollars } from './format';
import { placeLineLabels } from './line-labels';
import { revenueByStreamOf } from './streams';
import { COLORS } from './theme';
import { axisTooltip } from './tooltip';
import { byYear, totalCostsOf, yearLabelsOf, yearsInWords, yearsOf } from './years';

export function buildRevenueProfitOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const pl = projection.profitLoss;
  const netProfit = byYear(projection, pl.netProfit);
  const revenue = byYear(projection, pl.totalRevenue);
  const hasLoss = netProfit.some((value) => value < 0);
  const label = {
    show: true,
    ...dataLabelStyle(ctx),
    formatter: (params: { value: unknown }) => dollarFormatter(ctx)(Number(params.value)),
  };
  const streams = revenueByStreamOf(projection);
  // Several things sold: the revenue bar is their stack, stream 0 at the foot, the year's total on top.
  const revenueSeries: BarSeriesOption[] = streams
    ? streams.map((stream, i) => {
        const isTop = i === streams.length - 1;
        return {
          name: stream.name,
          type: 'bar',
          stack: 'revenue',
          data: stream.values,
          itemStyle: { color: stream.color, ...(isTop ? { borderRadius: [3, 3, 0, 0] } : {}) },
          barMaxWidth: 64,
          barGap: '16%',
          label: isTop
            ? {
                ...label,
                position: 'top',
                formatter: (params: { dataIndex: number }) =>
                  dollarFormatter(ctx)(revenue[params.dataIndex] ?? 0),
              }
            : { show: false },
        };
      })
    : [
        {
          name: 'Revenue',
          type: 'bar',
          data: revenue,
          itemStyle: { color: COLORS.brand, borderRadius: [3, 3, 0, 0] },
          barMaxWidth: 64,
          barGap: '16%',
          label: { ...label, position: 'top' },
        },
      ];
  const revenueNames = streams ? streams.map((stream) => stream.name) : ['Revenue'];
  const legendNames = [...revenueNames, 'Net profit', ...(hasLoss ? ['Net loss'] : [])];
  // Several streams: their names wrap under the plot, where there is room for all of them.
  const below = streams ? legendBelow(ctx, legendNames) : null;
  // Profit and loss are two series stacked in one slot, so a loss is rose in the legend as well as the bar.
  return {
    ...baseOption('Revenue and Net Profit by Year', ctx),
    ...axisTooltip(ctx, formatDollars, 'shadow'),
    legend: below ? below.legend : legendOption(ctx, legendNames),
    grid: below
      ? { ...gridOption(ctx, { hasLegend: false }), bottom: below.bottom }
      : gridOption(ctx, { hasLegend: true }),
    xAxis: categoryAxis(ctx, yearLabelsOf(projection)),
    yAxis: dollarAxis(ctx, [...revenue, ...netProfit], labelRoom(ctx, { hasLegend: true })),
    series: [
      ...revenueSeries,
      ...gainLossBars(netProfit, { names: ['Net profit', 'Net loss'], barMaxWidth: 64, label }),
    ],
  };
}

export function buildTrendOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const pl = projection.profitLoss;
  const lines = [
    { name: 'Revenue', values: byYear(projection, pl.totalRevenue), color: COLORS.brand },
    { name: 'Total costs', values: totalCostsOf(projection), color: COLORS.costLine },
    { name: 'Net profit', values: byYear(projection, pl.netProfit), color: COLORS.gain },
  ];
  const labelStyle = dataLabelStyle(ctx);
  const yAxis = dollarAxis(
    ctx,
    lines.flatMap((line) => line.values),
    labelRoom(ctx, { hasLegend: true }),
  );
  // Lines close together (revenue and costs, often) get their labels on opposite sides, or one left out.
  const placements = placeLineLabels(
    lines.map((line) => line.values),
    {
      pxPerUnit: plotHeight(ctx, { hasLegend: true }) / (yAxis.max - yAxis.min),
      axisMin: yAxis.min,
      labelHeight: labelStyle.fontSize + 4,
      gap: 6,
    },
  );
  const formatValue = dollarFormatter(ctx);
  return {
    ...baseOption(`${yearsInWords(yearsOf(projection))}-Year Trend`, ctx),
    ...axisTooltip(ctx, formatDollars),
    legend: legendOption(
      ctx,
      lines.map((line) => line.name),
    ),
    grid: gridOption(ctx, { hasLegend: true }),
    xAxis: categoryAxis(ctx, yearLabelsOf(projection)),
    yAxis,
    // Net profit turns rose where it is below zero, the same rule as every other chart.
    visualMap: signVisualMap(2),
    series: lines.map((line, s) => ({
      type: 'line' as const,
      name: line.name,
      symbol: 'circle',
      symbolSize: 8,
      lineStyle: { width: 3 },
      itemStyle: { color: line.color },
      label: {
        show: true,
        ...labelStyle,
        formatter: (params: { value: unknown }) => formatValue(Number(params.value)),
      },
      data: line.values.map((value, c) => {
        const placement = placements[s]?.[c] ?? 'hidden';
        return { value, label: placement === 'hidden' ? { show: false } : { position: placement } };
      }),
    })),
  };
}
