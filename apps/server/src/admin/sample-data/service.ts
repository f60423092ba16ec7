// Sample data for staff: the editor's read, saving with its audit entry in one transaction, and the reports of
// the stored sample. The sample's rules and storage are the sample report's (domains/settings/sample-report).
import { project, withStartupTotal } from '@trajectory/engine';
import {
  DEFAULT_SAMPLE_DATA,
  SAMPLE_REPORT_LABEL,
  SAMPLE_REPORT_TYPES,
  sampleReportUrl,
  type TSampleData,
  type TSampleDataResponse,
  type TSampleReportLink,
  type TSampleReportType,
} from '@trajectory/contracts/admin-sample-data';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import {
  auditDiff,
  describeChange,
  flattenOnce,
  recordAudit,
  type AuditActor,
} from '../../domains/audit/service';
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { buildWorkbookFile, XLSX_CONTENT_TYPE } from '../../domains/questionnaires/exports/service';
import { reportTitle } from '../../domains/questionnaires/reports/service';
import {
  findSampleData,
  findStoredSample,
  normalizeSample,
  saveSampleData,
} from '../../domains/settings/sample-report/service';
import { renderStatementPage, type StatementType } from './report-page';

const REPORT_LINKS: TSampleReportLink[] = SAMPLE_REPORT_TYPES.map((type) => ({
  type,
  label: SAMPLE_REPORT_LABEL[type],
  url: sampleReportUrl(type),
}));

export async function getSampleData(db: DbOrTx): Promise<TSampleDataResponse> {
  const stored = await findStoredSample(db);
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

/** Validates with the engine before anything is written, then replaces the stored sample. */
export async function generateSampleReports(
  db: Database,
  { sampleData: sent }: { sampleData: TSampleData },
  actor: AuditActor,
) {
  // While start-up items exist, the one-time purchases answer is their asset total (a different one sent: 400).
  const sampleData = withStartupTotal(sent, sent);
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
  const sample = await findStoredSample(db);
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
      filename: DOWNLOAD_NAMES.excelReport(`Sample ${title}`),
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
