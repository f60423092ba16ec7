// Report rules: which statements a plan includes, idempotent generation, titles, listing.
import { businessTitle } from '@trajectory/engine';
import { projectionYearsOf, yearRangeLabel } from '@trajectory/contracts/statements';
import type { TReport } from '@trajectory/contracts/visitor';
import type { DbOrTx } from '../../../infra/db/client';
import type { QuestionnaireSections } from '../../../infra/db/schema/index';
import { AppError } from '../../../lib/errors';
import { findAllProducts, findProductByCode, type ProductRow } from '../../catalog/service';
import { requireProspectRow, requireProspectWithPlan } from '../../prospects/service';
import { type QuestionnaireRow, requireQuestionnaire } from '../service';
import {
  findReportsOfProspect,
  findReportsOfQuestionnaire,
  insertMissingReports,
  type ReportRow,
  type ReportType,
} from './repo';

// What other modules read of this one's rows: they reach it through this service (issue #13).
export { deleteReportsOfQuestionnaire, findReportsOfQuestionnaire } from './repo';

export const SIMPLE_REPORTS: readonly ReportType[] = ['profit_loss'];
export const COMPLETE_REPORTS: readonly ReportType[] = ['profit_loss', 'balance_sheet', 'cash_flow'];

export function reportTypesOf(plan: Pick<ProductRow, 'statementsType'> | undefined): readonly ReportType[] {
  return plan?.statementsType === 'Complete' ? COMPLETE_REPORTS : SIMPLE_REPORTS;
}

/** The plan a prospect holds now (undefined when its code names no product). */
export async function findPlanOf(db: DbOrTx, { selectedPlanCode }: { selectedPlanCode: string }) {
  return (await findAllProducts(db)).find((p) => p.code === selectedPlanCode);
}

/** The report title of the questionnaire model (name, description, first product, the prospect's business). */
export const reportTitle = (sections: QuestionnaireSections, prospectBusinessName = ''): string =>
  businessTitle(sections, prospectBusinessName);

/** The report's years follow the plan held now ("Year 1-5" on a five-year plan), not the stored default. */
function toReportDto(
  row: ReportRow,
  extra: { title: string; planName: string; statementType: 'Simple' | 'Complete'; years: number },
): TReport {
  const { years, ...rest } = extra;
  return {
    id: row.id,
    prospectId: row.prospectId,
    questionnaireId: row.questionnaireId,
    reportType: row.reportType,
    yearRange: yearRangeLabel(years),
    createdAt: row.createdAt.toISOString(),
    ...rest,
  };
}

/** Stores the given statements of a questionnaire the caller has checked; returns the types that were new. */
export async function addMissingReports(
  db: DbOrTx,
  values: { prospectId: string; questionnaireId: string; types: readonly ReportType[] },
): Promise<ReportType[]> {
  return (await insertMissingReports(db, values)).map((r) => r.reportType);
}

/**
 * Generates the statements the prospect's plan includes for one completed questionnaire, once each.
 * Uses no credit: the credit was used when the questionnaire was completed.
 */
export async function generateReports(
  db: DbOrTx,
  {
    prospectId,
    questionnaireId,
    types,
    questionnaire: known,
  }: {
    prospectId: string;
    questionnaireId: string;
    types?: readonly ReportType[];
    /** The questionnaire's row, when the caller's access check has just read it. */
    questionnaire?: QuestionnaireRow;
  },
) {
  const questionnaire = known ?? (await requireQuestionnaire(db, { id: questionnaireId }));
  const { prospect, plan } = await requireProspectWithPlan(db, { id: prospectId, field: 'prospectId' });
  if (questionnaire.prospectId !== prospect.id) {
    throw new AppError('NOT_FOUND', 'This questionnaire does not belong to this prospect', {
      field: 'questionnaireId',
    });
  }
  if (!questionnaire.isCompleted) {
    throw new AppError('INVALID_INPUT', 'Finish the questionnaire before generating reports', {
      field: 'questionnaireId',
    });
  }
  // Asked again for statements it already has (the usual case), it writes nothing: one read answers.
  const existing = await findReportsOfQuestionnaire(db, { questionnaireId });
  const missing = (types ?? reportTypesOf(plan ?? undefined)).filter(
    (t) => !existing.some((r) => r.reportType === t),
  );
  const created = missing.length
    ? await insertMissingReports(db, { prospectId, questionnaireId, types: missing })
    : [];
  const all = created.length ? await findReportsOfQuestionnaire(db, { questionnaireId }) : existing;
  const title = reportTitle(questionnaire.sections, prospect.businessName);
  const statementType = all.some((r) => r.reportType !== 'profit_loss') ? 'Complete' : 'Simple';
  return {
    reports: all.map((r) =>
      toReportDto(r, {
        title,
        planName: plan?.name ?? prospect.selectedPlanCode,
        statementType,
        years: projectionYearsOf(plan),
      }),
    ),
    generated: created.map((r) => r.reportType),
  };
}

export async function listReportsOfProspect(
  db: DbOrTx,
  { prospectId }: { prospectId: string },
): Promise<TReport[]> {
  const prospect = await requireProspectRow(db, { id: prospectId });
  const plan = await findProductByCode(db, { code: prospect.selectedPlanCode });
  const rows = await findReportsOfProspect(db, { prospectId });
  const completeQuestionnaires = new Set(
    rows.filter((r) => r.report.reportType !== 'profit_loss').map((r) => r.report.questionnaireId),
  );
  return rows.map(({ report, sections }) =>
    toReportDto(report, {
      title: reportTitle(sections, prospect.businessName),
      planName: plan?.name ?? prospect.selectedPlanCode,
      statementType: completeQuestionnaires.has(report.questionnaireId) ? 'Complete' : 'Simple',
      years: projectionYearsOf(plan),
    }),
  );
}
