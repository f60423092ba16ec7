// Excel report build speed: milliseconds per workbook, formulas only and with the seven chart pictures.
// Run: npx tsx bench/excel.bench.ts [runs]

import { performance } from 'node:perf_hooks';
import { project, type ProjectionInputs } from '@trajectory/engine';
import { benchInputs, benchProjection } from './fixtures';
import { CHART_NAMES } from '@trajectory/charts';
import { renderChartPng } from '../apps/server/src/documents/charts/render';
import {
  buildFinancialWorkbook,
  chartTitles,
  writeWorkbook,
} from '../apps/server/src/documents/excel/excel-model';

const RUNS = Number(process.argv[2] ?? 10);
const WARM_UP = 2;

const inputs = benchInputs;
const projection = benchProjection;
const title = 'Bench Studio';

function renderCharts() {
  return CHART_NAMES.map((name) => ({
    name,
    title: chartTitles(projection)[name],
    png: renderChartPng(name, projection, { businessName: title }),
  }));
}

/** Mean milliseconds per call over RUNS calls, after a few unmeasured ones. */
async function time(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) await run();
  return (performance.now() - start) / RUNS;
}

const charts = renderCharts();
const formulasOnly = await time(() =>
  writeWorkbook(buildFinancialWorkbook({ title, inputs, projection, charts: [] })),
);
const withPrerenderedCharts = await time(() =>
  writeWorkbook(buildFinancialWorkbook({ title, inputs, projection, charts })),
);
const endToEnd = await time(() =>
  writeWorkbook(buildFinancialWorkbook({ title, inputs, projection, charts: renderCharts() })),
);
// The extended model over five years: two loans, tax, depreciation, draws and a summer peak (issue #15).
const extendedInputs: ProjectionInputs = {
  ...inputs,
  projectionYears: 5,
  loans: [
    { amount: 40_000, annualRatePct: 8, termMonths: 60, startMonth: 0 },
    { amount: 15_000, annualRatePct: 6.5, termMonths: 24, startMonth: 9 },
  ],
  incomeTaxRatePct: 21,
  usefulLifeYears: 5,
  ownerDrawMonthly: 1_500,
  ownerDrawStartMonth: 6,
  seasonalityWeights: [60, 60, 80, 100, 120, 140, 150, 140, 110, 80, 70, 90],
  firstCalendarMonth: 4,
};
const extendedProjection = project(extendedInputs);
const extendedFormulasOnly = await time(() =>
  writeWorkbook(
    buildFinancialWorkbook({ title, inputs: extendedInputs, projection: extendedProjection, charts: [] }),
  ),
);
const extendedBytes = (
  await writeWorkbook(
    buildFinancialWorkbook({ title, inputs: extendedInputs, projection: extendedProjection, charts: [] }),
  )
).length;
const bytes = (await writeWorkbook(buildFinancialWorkbook({ title, inputs, projection, charts }))).length;

console.table([
  { step: 'workbook, formulas only (build + write xlsx)', 'ms per workbook': formulasOnly },
  { step: 'workbook with 7 pre-rendered chart PNGs', 'ms per workbook': withPrerenderedCharts },
  { step: 'workbook including rendering the 7 charts', 'ms per workbook': endToEnd },
  { step: 'extended 5-year workbook, formulas only', 'ms per workbook': extendedFormulasOnly },
]);
console.log(
  `xlsx size with charts: ${(bytes / 1024).toFixed(0)} KB; extended 5-year without charts: ${(extendedBytes / 1024).toFixed(0)} KB; ${RUNS} runs after ${WARM_UP} warm-ups`,
);
