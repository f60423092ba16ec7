// The heavy drawing jobs the render pool runs: pure functions of plain data, so a worker thread can run
// them as well as the main thread. Inputs and outputs cross threads by structured clone.
import type { Projection, ProjectionInputs } from '@trajectory/engine';
import type { TAssessment } from '@trajectory/contracts/assessments';
import { renderAssessmentDocx } from '../word/assessment-word';
import type { ChartName, ChartProjection } from '@trajectory/charts';
import { renderChartPng, renderChartSvg, type PngOptions } from '../charts/render';
import { buildWorkbookBytes } from '../excel/excel-model';
import { drawReportPdf, type ReportPdfInput } from '../pdf/pdf-document';
import { drawReceiptPdf, type ReceiptPdfInput } from '../pdf/receipt-pdf';
import { loadSsrModule, renderStatementsPage, type StatementsPageJob } from './statements-page';

/** One chart of one projection, at a size. */
type ChartJob = { name: ChartName; projection: ChartProjection; options: PngOptions };

export const RENDER_TASKS = {
  chartPng: ({ name, projection, options }: ChartJob) => renderChartPng(name, projection, options),
  chartSvg: ({ name, projection, options }: ChartJob) => renderChartSvg(name, projection, options),
  workbook: (input: {
    title: string;
    inputs: ProjectionInputs;
    projection: Projection;
    sharedLine?: string;
  }) => buildWorkbookBytes(input),
  reportPdf: (input: ReportPdfInput) => drawReportPdf(input),
  receiptPdf: (input: ReceiptPdfInput) => drawReceiptPdf(input),
  assessmentDocx: (input: {
    businessName: string;
    assessment: TAssessment;
    projection?: Projection;
    date: Date;
  }) => renderAssessmentDocx(input),
  /** A results or full statements page drawn with the visitor's data: its HTML and its query cache. */
  statementsPage: (input: StatementsPageJob) => renderStatementsPage(input),
  /** Loads the server renderer in a worker ahead of its first page (true once loaded). */
  loadStatementsPage: async ({ entry }: { entry: string }) => Boolean(await loadSsrModule(entry)),
};

export type RenderTasks = typeof RENDER_TASKS;
export type RenderTaskName = keyof RenderTasks;
export type RenderInput<K extends RenderTaskName> = Parameters<RenderTasks[K]>[0];
export type RenderOutput<K extends RenderTaskName> = Awaited<ReturnType<RenderTasks[K]>>;

export async function runRenderTask<K extends RenderTaskName>(
  name: K,
  input: RenderInput<K>,
): Promise<RenderOutput<K>> {
  const task = RENDER_TASKS[name] as (input: RenderInput<K>) => RenderOutput<K> | Promise<RenderOutput<K>>;
  return task(input);
}
