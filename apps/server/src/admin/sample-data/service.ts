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
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { buildWorkbookFile, XLSX_CONTENT_TYPE } from '../../domains/questionnaires/exports/service';
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

/** A stored row's data, read back through the contract; a row that no longer fits counts as none. */
function storedSample(row: SampleDataRow | undefined): TSampleData | undefined {
  if (!row) return undefined;
  const parsed = ZSampleData.safeParse(row.data);
  if (!parsed.success || !judgeSample(parsed.data).ok) return undefined;
  return parsed.data;
}

export async function getSampleData(db: DbOrTx): Promise<TSampleDataResponse> {
  const row = await findSampleData(db);
  const stored = storedSample(row);
  if (!row || !stored) {
    return { sampleData: DEFAULT_SAMPLE_DATA, isDefault: true, updatedAt: null, reports: [] };
  }
  return {
    sampleData: stored,
    isDefault: false,
    updatedAt: row.updatedAt.toISOString(),
    reports: REPORT_LINKS,
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
  const row = await findSampleData(db);
  const sample = storedSample(row);
  if (!row || !sample) {
    throw new AppError(
      'NOT_FOUND',
      'No sample reports yet. Open Sample Data in the admin dashboard and choose Generate Reports.',
    );
  }
  const inputs = normalizeSample(sample);
  const title = reportTitle(sample);
  if (type === 'excel') {
    return {
      contentType: XLSX_CONTENT_TYPE,
      body: await buildWorkbookFile({ title, inputs }),
      filename: DOWNLOAD_NAMES.excelReport(`Sample ${title}`),
    };
  }
  const projection = project(inputs);
  return {
    contentType: 'text/html; charset=utf-8',
    body: renderStatementPage({
      type: type satisfies StatementType,
      title,
      projection,
      inputs,
      savedAt: row.updatedAt,
    }),
  };
}
