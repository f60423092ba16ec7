// Server-side chart rendering: the shared ECharts option of a chart, drawn to SVG and rasterised to PNG.

import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { echarts } from '@trajectory/charts/echarts';
import {
  DEFAULT_HEIGHT,
  DEFAULT_WIDTH,
  FONT_FAMILY,
  buildChartOption,
  measureDejaVuText,
  type ChartName,
  type ChartProjection,
} from '@trajectory/charts';

// Lay text out with the metrics of the font resvg draws it in (there is no canvas to measure with on the server).
echarts.setPlatformAPI({ measureText: measureDejaVuText });

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

export function renderChartSvg(
  name: ChartName,
  projection: ChartProjection,
  options: SvgOptions = {},
): string {
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

export function renderChartPng(
  name: ChartName,
  projection: ChartProjection,
  options: PngOptions = {},
): Buffer {
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
