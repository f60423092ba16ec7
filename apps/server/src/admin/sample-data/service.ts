// Sample data rules: the stored sample or the built-in one, validated by the engine, saved in one transaction.
import {
  normalizeQuestionnaire,
  project,
  questionnaireErrors,
  type NormalizeResult,
  type ProjectionInputs,
} from '@trajectory/engine';
import {
  DEFAULT_SAMPLE_DATA,
  SAMPLE_REPORT_LABEL,
  SAMPLE_REPORT_TYPES,
  sampleReportUrl,
  ZSampleData,
  type TSampleData,
  type TSampleDataResponse,
  type TSampleReportLink,
  type TSampleReportType,
} from '@trajectory/contracts/admin-sample-data';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { auditDiff, recordAudit, type AuditActor } from '../../domains/audit/service';
import { describeChange, flattenOnce } from '../../domains/audit/summary';
import {
  buildWorkbookFile,
  excelFilename,
  XLSX_CONTENT_TYPE,
} from '../../domains/questionnaires/exports/service';
import { reportTitle } from '../../domains/questionnaires/reports/service';
import { findSampleData, saveSampleData, type SampleDataRow } from './repo';
import { renderStatementPage, type StatementType } from './report-page';

const REPORT_LINKS: TSampleReportLink[] = SAMPLE_REPORT_TYPES.map((type) => ({
  type,
  label: SAMPLE_REPORT_LABEL[type],
  url: sampleReportUrl(type),
}));

/**
 * The model's judgement of a sample: the bounds of every field it holds (the lender answers too, which
 * the projection alone does not check), then what a finished questionnaire's projection needs.
 */
function judgeSample(sampleData: unknown): NormalizeResult {
  const bounds = questionnaireErrors(sampleData, { stage: 'completed' });
  if (bounds.length > 0)
    return { ok: false, errors: bounds.map(({ field, message }) => ({ field, message })) };
  return normalizeQuestionnaire(sampleData, { completed: true });
}

/**
 * The engine's inputs of a sample; the sample must be complete (a price and a first month of sales),
 * since it stands for a finished questionnaire. Errors name the field under `sampleData.`.
 */
export function normalizeSample(sampleData: TSampleData): ProjectionInputs {
  const result = judgeSample(sampleData);
  if (!result.ok) {
    const [first] = result.errors;
    throw new AppError('INVALID_INPUT', first?.message ?? 'The sample data cannot be projected', {
      field: first ? `sampleData.${first.field}` : 'sampleData',
    });
  }
  return result.inputs;
}

/** A stored sample, read back through the contract, with the engine's inputs of it (judged once). */
type StoredSample = { sampleData: TSampleData; inputs: ProjectionInputs; updatedAt: Date };

/** A stored row's data and inputs; a row that no longer fits counts as none. */
function storedSample(row: SampleDataRow | undefined): StoredSample | undefined {
  if (!row) return undefined;
  const parsed = ZSampleData.safeParse(row.data);
  if (!parsed.success) return undefined;
  const judged = judgeSample(parsed.data);
  return judged.ok ? { sampleData: parsed.data, inputs: judged.inputs, updatedAt: row.updatedAt } : undefined;
}

export async function getSampleData(db: DbOrTx): Promise<TSampleDataResponse> {
  const stored = storedSample(await findSampleData(db));
  if (!stored) {
    return { sampleData: DEFAULT_SAMPLE_DATA, isDefault: true, updatedAt: null, reports: [] };
  }
  return {
    sampleData: stored.sampleData,
    isDefault: false,
    updatedAt: stored.updatedAt.toISOString(),
    reports: REPORT_LINKS,
  };
}

/**
 * The sample shown to visitors: what staff saved last (its inputs read once, as it was checked), or the
 * built-in example (read only when asked: a chart answered from a cache needs no inputs).
 */
export async function findShownSample(db: DbOrTx): Promise<{
  sampleData: TSampleData;
  updatedAt: Date | null;
  inputs: () => ProjectionInputs;
}> {
  const stored = storedSample(await findSampleData(db));
  if (stored) return { ...stored, inputs: () => stored.inputs };
  return {
    sampleData: DEFAULT_SAMPLE_DATA,
    updatedAt: null,
    inputs: () => normalizeSample(DEFAULT_SAMPLE_DATA),
  };
}

/** Validates with the engine before anything is written, then replaces the stored sample. */
export async function generateSampleReports(
  db: Database,
  { sampleData }: { sampleData: TSampleData },
  actor: AuditActor,
) {
  const projection = project(normalizeSample(sampleData));
  const row = await db.transaction(async (tx) => {
    const was = (await findSampleData(tx))?.data ?? {};
    const saved = await saveSampleData(tx, { data: sampleData });
    const diff = auditDiff(
      flattenOnce(was as Record<string, unknown>),
      flattenOnce(sampleData as Record<string, unknown>),
    );
    await recordAudit(tx, {
      actor,
      action: 'sample_data.update',
      targetType: 'sample_data',
      targetId: null,
      summary: `Saved the sample data of ${reportTitle(sampleData)}${describeChange(diff)}`,
      ...diff,
    });
    return saved;
  });
  return {
    sampleData,
    updatedAt: row.updatedAt.toISOString(),
    profitLoss: projection.profitLoss,
    balanceSheet: projection.balanceSheet,
    cashFlow: projection.cashFlow,
    metrics: projection.metrics,
    warnings: projection.warnings,
    reports: REPORT_LINKS,
  };
}

export type SampleReport = { contentType: string; body: string | Buffer; filename?: string };

function isReportType(value: string): value is TSampleReportType {
  return (SAMPLE_REPORT_TYPES as readonly string[]).includes(value);
}

/** The report of the stored sample; before Generate Reports has been used there is none to open. */
export async function renderSampleReport(db: DbOrTx, { type }: { type: string }): Promise<SampleReport> {
  if (!isReportType(type)) {
    throw new AppError(
      'NOT_FOUND',
      `Unknown sample report type '${type}'. Use one of: ${SAMPLE_REPORT_TYPES.join(', ')}.`,
      { field: 'path.type' },
    );
  }
  const sample = storedSample(await findSampleData(db));
  if (!sample) {
    throw new AppError(
      'NOT_FOUND',
      'No sample reports yet. Open Sample Data in the admin dashboard and choose Generate Reports.',
    );
  }
  const { inputs } = sample;
  const title = reportTitle(sample.sampleData);
  // One projection per report: the workbook and the page are drawn from it and its inputs.
  const projection = project(inputs);
  if (type === 'excel') {
    return {
      contentType: XLSX_CONTENT_TYPE,
      body: await buildWorkbookFile({ title, inputs, projection }),
      filename: excelFilename(`Sample ${title}`),
    };
  }
  return {
    contentType: 'text/html; charset=utf-8',
    body: renderStatementPage({
      type: type satisfies StatementType,
      title,
      projection,
      inputs,
      savedAt: sample.updatedAt,
    }),
  };
}
