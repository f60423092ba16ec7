// Chart rendering speed: milliseconds per SVG and per PNG for each chart. Run: npx tsx bench/charts.bench.ts [runs]

import { performance } from 'node:perf_hooks';
import { benchProjection } from './fixtures';
import { CHART_NAMES } from '@trajectory/charts';
import { renderChartPng, renderChartSvg } from '../apps/server/src/documents/charts/render';

const RUNS = Number(process.argv[2] ?? 20);
const WARM_UP = 3;

const projection = benchProjection;

/** Mean milliseconds per call over RUNS calls, after a few unmeasured ones. */
function time(run: () => unknown): number {
  for (let i = 0; i < WARM_UP; i++) run();
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) run();
  return (performance.now() - start) / RUNS;
}

const rows = CHART_NAMES.map((name) => {
  const svgMs = time(() => renderChartSvg(name, projection, { businessName: 'Bench Studio' }));
  const pngMs = time(() => renderChartPng(name, projection, { businessName: 'Bench Studio' }));
  const pngKb = renderChartPng(name, projection, { businessName: 'Bench Studio' }).length / 1024;
  const phonePngMs = time(() => renderChartPng(name, projection, { width: 360, height: 300 }));
  return {
    chart: name,
    'svg ms': svgMs,
    'png ms (800x400 @2x)': pngMs,
    'png KB': pngKb,
    'phone png ms (360x300 @2x)': phonePngMs,
  };
});

const mean = (key: 'svg ms' | 'png ms (800x400 @2x)' | 'png KB' | 'phone png ms (360x300 @2x)') =>
  rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
const all = {
  chart: 'mean of all',
  'svg ms': mean('svg ms'),
  'png ms (800x400 @2x)': mean('png ms (800x400 @2x)'),
  'png KB': mean('png KB'),
  'phone png ms (360x300 @2x)': mean('phone png ms (360x300 @2x)'),
};

const format = (row: typeof all) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'number' ? Number(value.toFixed(1)) : value,
    ]),
  );

console.log(`Chart rendering, ${RUNS} runs each after ${WARM_UP} warm-up runs (Node ${process.version})`);
console.table([...rows, all].map(format));
