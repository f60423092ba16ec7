// The public sample report: the sample staff saved (or the built-in example) as statements and chart images.
import { project, type Projection } from '@trajectory/engine';
import type { TSampleReportResponse } from '@trajectory/contracts/sample-report';
import type { DbOrTx } from '../../../infra/db/client';
import { findShownSample } from '../../../admin/sample-data/service';
import { reportTitle } from '../../questionnaires/reports/service';

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
    balanceSheet: projection.balanceSheet,
    cashFlow: projection.cashFlow,
    metrics: projection.metrics,
    warnings: projection.warnings,
  };
}
