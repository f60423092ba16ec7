// The sample business: its rules (judged by the engine as a finished questionnaire), its storage, and the
// public sample report drawn from it: the sample staff saved (or the built-in example) as statements and
// chart images. Staff's Sample Data screen (admin/sample-data) reads and saves it through this service.
import {
  normalizeQuestionnaire,
  project,
  questionnaireErrors,
  type NormalizeResult,
  type Projection,
  type ProjectionInputs,
} from '@trajectory/engine';
import { DEFAULT_SAMPLE_DATA, ZSampleData, type TSampleData } from '@trajectory/contracts/admin-sample-data';
import type { TSampleReportResponse } from '@trajectory/contracts/sample-report';
import type { DbOrTx } from '../../../infra/db/client';
import { AppError } from '../../../lib/errors';
import { reportTitle } from '../../questionnaires/reports/service';
import { findSampleData, type SampleDataRow } from './repo';

// The stored sample's rows, for the staff screen that saves it (with its audit entry, in one transaction).
export { findSampleData, saveSampleData } from './repo';

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
export type StoredSample = { sampleData: TSampleData; inputs: ProjectionInputs; updatedAt: Date };

/** A stored row's data and inputs; a row that no longer fits counts as none. */
function storedSample(row: SampleDataRow | undefined): StoredSample | undefined {
  if (!row) return undefined;
  const parsed = ZSampleData.safeParse(row.data);
  if (!parsed.success) return undefined;
  const judged = judgeSample(parsed.data);
  return judged.ok ? { sampleData: parsed.data, inputs: judged.inputs, updatedAt: row.updatedAt } : undefined;
}

/** The stored sample with its inputs, or undefined when none is stored (or the stored one no longer fits). */
export async function findStoredSample(db: DbOrTx): Promise<StoredSample | undefined> {
  return storedSample(await findSampleData(db));
}

/**
 * The sample shown to visitors: what staff saved last (its inputs read once, as it was checked), or the
 * built-in example (read only when asked: a chart answered from a cache needs no inputs).
 */
async function findShownSample(db: DbOrTx): Promise<{
  sampleData: TSampleData;
  updatedAt: Date | null;
  inputs: () => ProjectionInputs;
}> {
  const stored = await findStoredSample(db);
  if (stored) return { ...stored, inputs: () => stored.inputs };
  return {
    sampleData: DEFAULT_SAMPLE_DATA,
    updatedAt: null,
    inputs: () => normalizeSample(DEFAULT_SAMPLE_DATA),
  };
}

export type PublicSample = {
  title: string;
  description: string;
  /** The last save; null for the built-in example. */
  updatedAt: Date | null;
  /** Projected on demand: a chart answered from its ETag or the image cache needs no projection. */
  project: () => Projection;
};

/** The sample visitors see: what staff saved last, or the built-in example before anyone saved. */
export async function findPublicSample(db: DbOrTx): Promise<PublicSample> {
  const { sampleData, updatedAt, inputs } = await findShownSample(db);
  return {
    title: reportTitle(sampleData),
    description: sampleData.businessInfo?.description?.trim() ?? '',
    updatedAt,
    project: () => project(inputs()),
  };
}

export async function getSampleReport(db: DbOrTx): Promise<TSampleReportResponse> {
  const sample = await findPublicSample(db);
  const { title, description, updatedAt } = sample;
  const projection = sample.project();
  return {
    businessName: title,
    description,
    updatedAt: updatedAt?.toISOString() ?? null,
    profitLoss: projection.profitLoss,
    revenueStreams: projection.revenueStreams,
    balanceSheet: projection.balanceSheet,
    cashFlow: projection.cashFlow,
    metrics: projection.metrics,
    warnings: projection.warnings,
  };
}
