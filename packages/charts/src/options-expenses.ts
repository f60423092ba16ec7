// Option builder for the year-1 expense breakdown: a ring with the total inside and a legend that names
// every slice with its dollars and share, beside the ring on wide charts and under it on phones, so no
// two labels can crowd each other however small a slice is.

import type { GraphicComponentOption, LegendComponentOption } from 'echarts/components';
import type { ChartContext, ChartOption, ChartProjection } from './common';
import { baseOption, plotTop } from './common';
import { formatDollars } from './format';
import { measureDejaVuText } from './text-metrics';
import { COLORS, EXPENSE_COLORS, TEAM_EXPENSE_COLORS } from './theme';
import { sliceTooltip } from './tooltip';

/**
 * The year-1 expense lines, in statement order, cost of goods first, each with its colour (tied to the
 * category, so "Rent" is the same grey whichever slices are present). The detailed model's team and
 * start-up expenses are 0 without those answers, and a slice of 0 is never drawn.
 */
export function yearOneExpenses(
  projection: ChartProjection,
): { name: string; value: number; color: string }[] {
  const pl = projection.profitLoss;
  const [costOfGoods, salaries, marketing, rent, utilities, other] = EXPENSE_COLORS;
  const [staffWages, payroll, startup] = TEAM_EXPENSE_COLORS;
  return [
    { name: 'Cost of goods', value: pl.totalCostOfGoodsSold.year1, color: costOfGoods },
    { name: 'Salaries', value: pl.salaries.year1, color: salaries },
    { name: 'Staff wages', value: pl.staffWages.year1, color: staffWages },
    { name: 'Payroll taxes & benefits', value: pl.payrollTaxesBenefits.year1, color: payroll },
    { name: 'Marketing', value: pl.marketing.year1, color: marketing },
    { name: 'Rent', value: pl.rent.year1, color: rent },
    { name: 'Utilities', value: pl.utilities.year1, color: utilities },
    { name: 'Other expenses', value: pl.otherExpenses.year1, color: other },
    { name: 'Start-up expenses', value: pl.startupExpenses.year1, color: startup },
  ];
}

/** A slice's share of the total, one decimal at most: the legend and the tooltip both write it so. */
function formatShare(value: number, total: number): string {
  return `${Math.round((value / total) * 1000) / 10}%`;
}

function centredText(
  text: string,
  x: number,
  y: number,
  ctx: ChartContext,
  style: { fontSize: number; fontWeight?: 'bold'; fill: string },
): GraphicComponentOption {
  return {
    type: 'text',
    x,
    y,
    style: { text, align: 'center', verticalAlign: 'middle', fontFamily: ctx.fontFamily, ...style },
  };
}

const LEGEND_ICON = 12;
/** Compact legends: two columns of two-line items (name, then dollars and share), so long names fit. */
const LINE_HEIGHT = 14;
const ROW_GAP = 10;

export function buildExpensesOption(projection: ChartProjection, ctx: ChartContext): ChartOption {
  const option = baseOption('Year 1 Expenses', ctx);
  const top = plotTop(ctx);
  // Colours stay tied to the category, so "Rent" is the same grey whichever slices are present.
  const slices = yearOneExpenses(projection)
    .filter((line) => line.value > 0)
    .map(({ name, value, color }) => ({ name, value, itemStyle: { color } }));
  if (slices.length === 0) {
    const empty = centredText('No expenses entered', ctx.width / 2, (top + ctx.height) / 2, ctx, {
      fontSize: 16,
      fill: COLORS.axisLabel,
    });
    return { ...option, graphic: [empty] };
  }

  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  // One rounding for the legend and the tooltip (issue #24): whole dollars and a one-decimal share of the
  // exact total, never ECharts' own percent, so hovering a slice repeats what its legend line says.
  const figures = new Map(
    slices.map((slice) => [
      slice.name,
      { dollars: formatDollars(slice.value), share: formatShare(slice.value, total) },
    ]),
  );
  const legendText = new Map(
    [...figures].map(([name, { dollars, share }]) => [name, `${dollars} · ${share}`]),
  );
  const fontSize = ctx.isCompact ? 11 : 13;
  const half = Math.ceil(slices.length / 2);
  const columns = ctx.isCompact ? [slices.slice(0, half), slices.slice(half)] : [slices];
  const legendHeight = ctx.isCompact ? half * (2 * LINE_HEIGHT + ROW_GAP) - ROW_GAP : 0;
  // Wide: the ring on the left third, the legend as a column to its right. Compact: the legend below.
  const areaBottom = ctx.height - (ctx.isCompact ? legendHeight + 16 : 12);
  const centerX = ctx.isCompact ? ctx.width / 2 : ctx.width * 0.3;
  const centerY = (top + areaBottom) / 2;
  const outerRadius = Math.max(
    36,
    Math.min((areaBottom - top) / 2 - 6, ctx.isCompact ? ctx.width * 0.32 : ctx.width * 0.2),
  );
  const totalText = formatDollars(total);
  const totalSize = ctx.isCompact ? 13 : 16;
  const totalFits = measureDejaVuText(totalText, `bold ${totalSize}px`).width + 8 <= outerRadius * 1.2;
  const separator = ctx.isCompact ? '\n' : '  ';
  const richLine = ctx.isCompact ? { lineHeight: LINE_HEIGHT } : {};
  const legend: LegendComponentOption[] = columns.map((column, i) => ({
    data: column.map((slice) => slice.name),
    orient: 'vertical',
    icon: 'circle',
    itemWidth: LEGEND_ICON,
    itemHeight: LEGEND_ICON,
    itemGap: ctx.isCompact ? ROW_GAP : 12,
    selectedMode: ctx.interactive,
    formatter: (name: string) => `{name|${name}}${separator}{value|${legendText.get(name) ?? ''}}`,
    textStyle: {
      fontFamily: ctx.fontFamily,
      rich: {
        name: { fontFamily: ctx.fontFamily, fontSize, color: COLORS.textMuted, ...richLine },
        value: { fontFamily: ctx.fontFamily, fontSize, fontWeight: 'bold', color: COLORS.text, ...richLine },
      },
    },
    ...(ctx.isCompact
      ? { left: 16 + (i * (ctx.width - 32)) / 2, top: areaBottom + 8 }
      : { left: ctx.width * 0.55, top: 'middle' }),
  }));
  return {
    ...option,
    ...sliceTooltip(ctx, (name) => figures.get(name)),
    legend,
    series: [
      {
        type: 'pie',
        name: 'Year 1 expenses',
        radius: [outerRadius * 0.6, outerRadius],
        center: [centerX, centerY],
        data: slices,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: COLORS.background, borderWidth: 2 },
      },
    ],
    // The total sits in the hole of the ring when it fits there; the legend's figures add up to it anyway.
    graphic: totalFits
      ? [
          centredText(totalText, centerX, centerY - 9, ctx, {
            fontSize: totalSize,
            fontWeight: 'bold',
            fill: COLORS.text,
          }),
          centredText('Total', centerX, centerY + 11, ctx, { fontSize: 12, fill: COLORS.axisLabel }),
        ]
      : [],
  };
}
