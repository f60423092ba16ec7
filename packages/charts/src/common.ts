// Shared pieces of every chart option: the option type, layout context, title, axes and legend styling.

import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GraphicComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  MarkPointComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { Projection } from '@trajectory/engine';
import { niceRange } from './axis-range';
import { formatCompactDollars, formatDollars } from './format';
import { measureDejaVuText } from './text-metrics';
import { COLORS } from './theme';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GraphicComponentOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | MarkPointComponentOption
  | TitleComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;

/**
 * The parts of a projection the charts read: every builder takes this, a whole Projection fits. The years
 * (3 or 5) set the yearly charts' columns and the cash chart's 12 × N months.
 */
export type ChartProjection = Pick<
  Projection,
  'projectionYears' | 'profitLoss' | 'firstYearMonths' | 'roundedMonths'
> &
  // What the plan sells, stream by stream (the detailed model); figures without them draw one stream.
  Partial<Pick<Projection, 'revenueStreams' | 'revenueStreamMonths'>>;

export type ChartContext = {
  businessName?: string;
  width: number;
  height: number;
  /** Narrow canvases (phones) get compact dollars, smaller type and a legend under the plot. */
  isCompact: boolean;
  /** DejaVu Sans for the server's images (the font resvg draws in); the page's own font in a browser. */
  fontFamily: string;
  /**
   * Drawn live in a page: values on hover and tap, legends that toggle series, a short entrance. The page
   * titles the chart's card, so the chart leaves out its own title and business name.
   */
  interactive: boolean;
};

/** "M1".."M36" (or "M60"): we do not know the calendar month a business opens in, so months are numbered. */
export function monthLabel(index: number): string {
  return `M${index + 1}`;
}

export function dollarFormatter(ctx: ChartContext): (value: number) => string {
  return ctx.isCompact ? formatCompactDollars : formatDollars;
}

function titleOption(text: string, ctx: ChartContext): TitleComponentOption {
  return {
    text,
    subtext: ctx.businessName ?? '',
    left: 16,
    top: 12,
    itemGap: 6,
    textStyle: {
      fontFamily: ctx.fontFamily,
      fontSize: ctx.isCompact ? 16 : 18,
      fontWeight: 'bold',
      color: COLORS.text,
    },
    // A long business name is cut with an ellipsis rather than running under the legend or off the edge.
    subtextStyle: {
      fontFamily: ctx.fontFamily,
      fontSize: ctx.isCompact ? 12 : 13,
      color: COLORS.textMuted,
      width: ctx.width - 32,
      overflow: 'truncate',
    },
  };
}

/** Space above the plot: the title and the business name if any; live charts only a legend beside it. */
export function plotTop(
  ctx: ChartContext,
  { hasLegend }: { hasLegend: boolean } = { hasLegend: false },
): number {
  if (ctx.interactive) return hasLegend && !ctx.isCompact ? 44 : 16;
  const titleHeight = ctx.isCompact ? 44 : 50;
  return titleHeight + (ctx.businessName ? 20 : 0) + 12;
}

/** Everything a chart starts from: white background, the font, the title (images) or no animation (images). */
export function baseOption(title: string, ctx: ChartContext): ChartOption {
  return {
    animation: ctx.interactive,
    backgroundColor: COLORS.background,
    textStyle: { fontFamily: ctx.fontFamily, color: COLORS.textMuted },
    title: ctx.interactive ? { show: false, text: title } : titleOption(title, ctx),
  };
}

export function gridOption(ctx: ChartContext, { hasLegend }: { hasLegend: boolean }): GridComponentOption {
  const legendBelow = hasLegend && ctx.isCompact;
  return {
    left: 16,
    right: ctx.isCompact ? 16 : 28,
    top: plotTop(ctx, { hasLegend }),
    bottom: legendBelow ? 44 : 16,
    // ECharts 6's replacement for containLabel (which tree-shaken builds ignore): axis labels and names
    // stay inside the rectangle above, the plot shrinks to make room.
    outerBoundsMode: 'same',
    outerBoundsContain: 'all',
  };
}

/** Wide: top right, level with the title. Compact: centred under the plot. */
export function legendOption(ctx: ChartContext, names: string[]): LegendComponentOption {
  const placement = ctx.isCompact
    ? { left: 'center', bottom: 10 }
    : { right: 20, top: ctx.interactive ? 8 : 16 };
  return {
    ...placement,
    data: names,
    itemWidth: 14,
    itemHeight: 14,
    itemGap: 16,
    icon: 'roundRect',
    textStyle: { fontFamily: ctx.fontFamily, fontSize: ctx.isCompact ? 12 : 13, color: COLORS.textMuted },
  };
}

/** A legend name longer than this is cut with an ellipsis (a stream's name may run to 80 characters). */
const LEGEND_NAME_MAX = 150;
const LEGEND_ROW = 24;

/**
 * A legend of many names (what a plan sells): always under the plot, wrapped into as many rows as its
 * names need, so it never runs into the title or off the canvas. Gives the legend and the grid's bottom.
 */
export function legendBelow(
  ctx: ChartContext,
  names: string[],
): { legend: LegendComponentOption; bottom: number } {
  const legend = legendOption(ctx, names);
  const fontSize = ctx.isCompact ? 12 : 13;
  const room = ctx.width - 32;
  let rows = 1;
  let used = 0;
  for (const name of names) {
    const width = 14 + 5 + Math.min(LEGEND_NAME_MAX, measureDejaVuText(name, `${fontSize}px`).width) + 16;
    if (used > 0 && used + width > room) {
      rows += 1;
      used = 0;
    }
    used += width;
  }
  return {
    legend: {
      ...legend,
      left: 'center',
      right: undefined,
      top: undefined,
      bottom: 10,
      textStyle: { ...legend.textStyle, width: LEGEND_NAME_MAX, overflow: 'truncate' },
    },
    bottom: 20 + rows * LEGEND_ROW,
  };
}

export function axisLabelStyle(ctx: ChartContext) {
  return { fontFamily: ctx.fontFamily, fontSize: ctx.isCompact ? 11 : 13, color: COLORS.axisLabel };
}

/** Roughly how tall the plot is: the canvas less the title, the category labels and a legend below. */
export function plotHeight(ctx: ChartContext, { hasLegend }: { hasLegend: boolean }): number {
  return ctx.height - plotTop(ctx, { hasLegend }) - (hasLegend && ctx.isCompact ? 44 : 16) - 28;
}

/** Room for value labels written past the bars (or points): the label's height as a share of the plot. */
export function labelRoom(
  ctx: ChartContext,
  { hasLegend }: { hasLegend: boolean },
): { below: number; above: number } {
  const share = Math.min(
    0.45,
    (dataLabelStyle(ctx).fontSize + 10) / Math.max(plotHeight(ctx, { hasLegend }), 1),
  );
  return { below: share, above: share };
}

/**
 * A value axis in dollars with thousands separators and light grid lines. Its ends are computed here
 * (see niceRange) so that labels past the bars stay clear of the title and of the category names.
 */
export function dollarAxis(
  ctx: ChartContext,
  values: readonly number[],
  room: { below: number; above: number },
  targetSteps = ctx.isCompact ? 4 : 5,
) {
  return {
    type: 'value' as const,
    ...niceRange(values, { targetSteps, roomBelow: room.below, roomAbove: room.above }),
    axisLabel: { ...axisLabelStyle(ctx), formatter: dollarFormatter(ctx), hideOverlap: true },
    splitLine: { lineStyle: { color: COLORS.splitLine } },
    axisLine: { show: false },
    axisTick: { show: false },
  };
}

export function categoryAxis(ctx: ChartContext, data: string[]) {
  return {
    type: 'category' as const,
    data,
    axisLabel: axisLabelStyle(ctx),
    axisLine: { lineStyle: { color: COLORS.axisLine } },
    axisTick: { show: false },
  };
}

/** Data labels on bars and points. */
export function dataLabelStyle(ctx: ChartContext) {
  return { fontFamily: ctx.fontFamily, fontSize: ctx.isCompact ? 10 : 12, color: COLORS.text };
}

/** Far beyond any figure the engine's bounds allow. */
const BEYOND_ANY_FIGURE = 1e15;

/**
 * Colours a line (and its area) rose below zero and emerald above. The middle piece is bounded on
 * purpose: with only the two open-ended pieces ECharts finds no colour stops and the line view throws.
 */
export function signVisualMap(seriesIndex: number): VisualMapComponentOption {
  return {
    type: 'piecewise',
    show: false,
    seriesIndex,
    dimension: 1,
    pieces: [
      { lt: 0, color: COLORS.loss },
      { gte: 0, lt: BEYOND_ANY_FIGURE, color: COLORS.gain },
      { gte: BEYOND_ANY_FIGURE, color: COLORS.gain },
    ],
  };
}

/** Whether every label fits the width of one category of the plot, so value labels never run together. */
export function labelsFit(
  labels: string[],
  ctx: ChartContext,
  fontSize: number,
  categories = labels.length,
): boolean {
  // The y-axis labels take roughly 90 px on the left; the rest is shared by the categories.
  const slotWidth = (ctx.width - 90 - 32) / Math.max(categories, 1);
  return labels.every((label) => measureDejaVuText(label, `${fontSize}px`).width <= slotWidth * 0.95);
}

/**
 * A profit that may be a loss, as two bars stacked in one slot: the gain's above zero in the gain colour,
 * the loss's below in the loss colour, so the legend names both colours.
 */
export function gainLossBars(
  values: readonly number[],
  { names, barMaxWidth, label }: { names: [gain: string, loss: string]; barMaxWidth: number; label: object },
): BarSeriesOption[] {
  return [
    {
      name: names[0],
      type: 'bar',
      stack: 'net',
      data: values.map((value) => (value >= 0 ? value : '-')),
      itemStyle: { color: COLORS.gain, borderRadius: [3, 3, 0, 0] },
      barMaxWidth,
      label: { ...label, position: 'top' },
    },
    {
      name: names[1],
      type: 'bar',
      stack: 'net',
      data: values.map((value) => (value < 0 ? value : '-')),
      itemStyle: { color: COLORS.loss, borderRadius: [0, 0, 3, 3] },
      barMaxWidth,
      label: { ...label, position: 'bottom' },
    },
  ];
}
