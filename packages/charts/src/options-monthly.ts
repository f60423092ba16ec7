// Option builders for the monthly charts: year-1 items sold and net profit, and cash over 36 months.

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
  legendOption,
  monthLabel,
  signVisualMap,
  gainLossBars,
} from './common';
import { niceRange } from './axis-range';
import { formatCompactDollars, formatDollars, formatUnits } from './format';
import { measureDejaVuText } from './text-metrics';
import { COLORS } from './theme';
import { axisTooltip } from './tooltip';

type LabelParams = { value: unknown };

const NO_LABEL_ROOM = { below: 0, above: 0 };

export function buildItemsSoldOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
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

export function buildNetProfitMonthlyOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const netProfit = projection.firstYearMonths.map((month) => month.netProfit);
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
    ...baseOption('Net Profit by Month, Year 1', ctx),
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

/** Month 1, then every sixth month: M1, M6, M12 … M36. */
function isLabelledMonth(index: number): boolean {
  return index === 0 || (index + 1) % 6 === 0;
}

export function buildCashBalanceOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const cash = projection.roundedMonths.map((month) => month.cash);
  const formatValue = dollarFormatter(ctx);
  const goesNegative = cash.some((value) => value < 0);
  const endLabelStyle = { ...dataLabelStyle(ctx), fontWeight: 'bold' as const };
  // The closing balance is written past the line's end; the grid's outer bounds do not know about it.
  const endLabelWidth = measureDejaVuText(
    formatValue(cash.at(-1) ?? 0),
    `bold ${endLabelStyle.fontSize}px`,
  ).width;
  return {
    ...baseOption('Cash Balance over 36 Months', ctx),
    ...axisTooltip(ctx, formatDollars),
    grid: { ...gridOption(ctx, { hasLegend: false }), right: Math.ceil(endLabelWidth) + 20 },
    xAxis: {
      ...categoryAxis(
        ctx,
        projection.roundedMonths.map((month) => monthLabel(month.month)),
      ),
      boundaryGap: false,
      axisLabel: { ...axisLabelStyle(ctx), interval: (index: number) => isLabelledMonth(index) },
    },
    // Room below for the "Lowest" marker's label; the closing balance is written to the right of the line.
    yAxis: dollarAxis(ctx, cash, {
      below: goesNegative ? labelRoom(ctx, { hasLegend: false }).below : 0,
      above: 0,
    }),
    // Above zero is emerald, below zero rose, for the line and the area under it alike.
    visualMap: signVisualMap(0),
    series: [
      {
        name: 'Cash',
        type: 'line',
        data: cash,
        symbol: 'none',
        lineStyle: { width: 2.5 },
        areaStyle: { opacity: 0.18, origin: 0 },
        markLine: {
          silent: true,
          symbol: 'none',
          label: { show: false },
          lineStyle: { color: COLORS.textMuted, width: 1, type: 'solid' },
          data: [{ yAxis: 0 }],
        },
        ...(goesNegative
          ? {
              markPoint: {
                symbol: 'circle',
                symbolSize: 8,
                itemStyle: { color: COLORS.loss },
                label: {
                  position: 'bottom',
                  distance: 6,
                  ...dataLabelStyle(ctx),
                  color: COLORS.loss,
                  fontWeight: 'bold',
                  formatter: (params: LabelParams) => `Lowest ${formatValue(Number(params.value))}`,
                },
                data: [{ type: 'min' as const, name: 'Lowest' }],
              },
            }
          : {}),
        endLabel: {
          show: true,
          ...endLabelStyle,
          formatter: (params: LabelParams) => formatValue(Number(params.value)),
        },
      },
    ],
  };
}
