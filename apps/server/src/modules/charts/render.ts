// Server-side chart rendering: one ECharts option per chart name, drawn to SVG and rasterised to PNG.

import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  TitleComponent,
  VisualMapPiecewiseComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';
import type { Projection } from '@trajectory/engine';
import type { ChartContext, ChartOption } from './common';
import { buildCashBalanceOption, buildItemsSoldOption, buildNetProfitMonthlyOption } from './options-monthly';
import { buildWaterfallOption } from './options-waterfall';
import { buildExpensesOption, buildRevenueProfitOption, buildTrendOption } from './options-yearly';
import { measureDejaVuText } from './text-metrics';
import { FONT_FAMILY } from './theme';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  TitleComponent,
  VisualMapPiecewiseComponent,
  LabelLayout,
  SVGRenderer,
]);
// Lay text out with the metrics of the font resvg draws it in (there is no canvas to measure with on the server).
echarts.setPlatformAPI({ measureText: measureDejaVuText });

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

export type { ChartOption } from './common';

export function isChartName(value: string): value is ChartName {
  return (CHART_NAMES as readonly string[]).includes(value);
}

const BUILDERS: Record<ChartName, (projection: Projection, ctx: ChartContext) => ChartOption> = {
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
const COMPACT_BELOW_WIDTH = 560;

export type ChartOptionOptions = { businessName?: string; width?: number; height?: number };
export type SvgOptions = { width?: number; height?: number; businessName?: string };
export type PngOptions = SvgOptions & {
  /** Pixels per chart unit; 2 by default so phones and retina screens get crisp text. */
  scale?: number;
  /** Only for tests: false rasterises without any font, which draws no text at all. */
  withFonts?: boolean;
};

/** Sizes a route might pass through from a request: bounded, so one request cannot ask for a huge bitmap. */
const SIZE_LIMITS = { width: [200, 2400], height: [150, 2400], scale: [0.5, 4] } as const;

function checkSize(key: keyof typeof SIZE_LIMITS, value: number): number {
  const [min, max] = SIZE_LIMITS[key];
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`Chart ${key} must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

/** The ECharts option for one chart, from the engine's rounded figures only. Pure. */
export function buildChartOption(
  name: ChartName,
  projection: Projection,
  options: ChartOptionOptions = {},
): ChartOption {
  const width = checkSize('width', options.width ?? DEFAULT_WIDTH);
  const height = checkSize('height', options.height ?? DEFAULT_HEIGHT);
  const businessName = options.businessName?.trim() || undefined;
  return BUILDERS[name](projection, { businessName, width, height, isCompact: width < COMPACT_BELOW_WIDTH });
}

export function renderChartSvg(name: ChartName, projection: Projection, options: SvgOptions = {}): string {
  const width = checkSize('width', options.width ?? DEFAULT_WIDTH);
  const height = checkSize('height', options.height ?? DEFAULT_HEIGHT);
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(buildChartOption(name, projection, { ...options, width, height }));
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => path.join(FONT_DIR, file));

export function renderChartPng(name: ChartName, projection: Projection, options: PngOptions = {}): Buffer {
  const zoom = checkSize('scale', options.scale ?? 2);
  const svg = renderChartSvg(name, projection, options);
  // resvg silently draws no text when it has no font, so the files are always passed explicitly.
  const font =
    options.withFonts === false
      ? { fontFiles: [], loadSystemFonts: false }
      : { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY };
  const resvg = new Resvg(svg, { font, fitTo: { mode: 'zoom', value: zoom } });
  return resvg.render().asPng();
}
