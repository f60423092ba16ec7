// Values on hover and tap for charts drawn live in a page; images (ctx.interactive false) get no tooltip.

import type { TooltipComponentOption } from 'echarts/components';
import type { ChartContext } from './common';
import { COLORS } from './theme';

/** What ECharts hands a tooltip formatter for one point (a subset; every field may be missing). */
type TooltipPoint = {
  seriesName?: string;
  name?: string;
  value?: unknown;
  marker?: unknown;
  axisValueLabel?: string;
  dataIndex?: number;
  percent?: number;
};

type Formatter = (value: number) => string;

/** Series that only lift a floating bar (the waterfall's base) are never named in a tooltip. */
export const HIDDEN_SERIES = 'base';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function pointsOf(params: unknown): TooltipPoint[] {
  return (Array.isArray(params) ? params : [params]) as TooltipPoint[];
}

/** A point's figure: plain, or `{ value }` for styled items; '-' (a stacked gap) is none. */
function figureOf(point: TooltipPoint): number | null {
  const raw =
    typeof point.value === 'object' && point.value !== null && 'value' in point.value
      ? (point.value as { value: unknown }).value
      : point.value;
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
}

function line(point: TooltipPoint, label: string, figure: string): string {
  const marker = typeof point.marker === 'string' ? point.marker : '';
  return `${marker}${escapeHtml(label)}: <b>${escapeHtml(figure)}</b>`;
}

function base(ctx: ChartContext): TooltipComponentOption {
  return {
    // Kept inside the chart, so on a phone it never runs off the screen's edge.
    confine: true,
    backgroundColor: COLORS.background,
    borderColor: COLORS.axisLine,
    textStyle: { fontFamily: ctx.fontFamily, fontSize: 13, color: COLORS.text },
    extraCssText: 'box-shadow: 0 4px 12px rgba(15, 23, 42, 0.12); border-radius: 6px;',
  };
}

/** Axis charts: the category (a year, a month), then every series with a figure there. */
export function axisTooltip(
  ctx: ChartContext,
  format: Formatter,
  pointer: 'line' | 'shadow' = 'line',
): { tooltip?: TooltipComponentOption } {
  if (!ctx.interactive) return {};
  return {
    tooltip: {
      ...base(ctx),
      trigger: 'axis',
      axisPointer: { type: pointer },
      formatter: (params: unknown) => {
        const points = pointsOf(params);
        const header = escapeHtml(points[0]?.axisValueLabel ?? points[0]?.name ?? '');
        const lines = points.flatMap((point) => {
          const figure = figureOf(point);
          if (figure === null || point.seriesName === HIDDEN_SERIES) return [];
          return [line(point, point.seriesName ?? '', format(figure))];
        });
        return [header, ...lines].join('<br/>');
      },
    },
  };
}

/** Charts whose category holds one figure made of several bars (the waterfall): the caller writes it. */
export function categoryTooltip(
  ctx: ChartContext,
  describe: (dataIndex: number) => { label: string; figure: string },
): { tooltip?: TooltipComponentOption } {
  if (!ctx.interactive) return {};
  return {
    tooltip: {
      ...base(ctx),
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const [first] = pointsOf(params);
        const { label, figure } = describe(first?.dataIndex ?? 0);
        return line({}, label, figure);
      },
    },
  };
}

/** Slices: the name, the figure and its share, as the chart's legend writes them (`figures` by name). */
export function sliceTooltip(
  ctx: ChartContext,
  figures: (name: string) => { dollars: string; share: string } | undefined,
): { tooltip?: TooltipComponentOption } {
  if (!ctx.interactive) return {};
  return {
    tooltip: {
      ...base(ctx),
      trigger: 'item',
      formatter: (params: unknown) => {
        const [point] = pointsOf(params);
        if (!point) return '';
        const slice = figures(point.name ?? '');
        if (!slice) return '';
        return `${line(point, point.name ?? '', slice.dollars)} (${escapeHtml(slice.share)})`;
      },
    },
  };
}
