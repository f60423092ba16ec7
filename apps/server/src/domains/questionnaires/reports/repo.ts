// Report queries: one row per (questionnaire, statement).
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { preparedRead, type QueryParams } from '../../../infra/db/prepared';
import type { REPORT_TYPES } from '../../../infra/db/schema/index';
import { questionnaires, reports } from '../../../infra/db/schema/index';

export type ReportType = (typeof REPORT_TYPES)[number];
export type ReportRow = typeof reports.$inferSelect;

/** Inserts the missing reports; (questionnaire, type) is unique, so repeating the call adds nothing. */
export async function insertMissingReports(
  db: DbOrTx,
  {
    prospectId,
    questionnaireId,
    types,
  }: { prospectId: string; questionnaireId: string; types: readonly ReportType[] },
) {
  if (types.length === 0) return [];
  return db
    .insert(reports)
    .values(types.map((reportType) => ({ prospectId, questionnaireId, reportType, yearRange: 'Year 1-3' })))
    .onConflictDoNothing()
    .returning();
}

/** Removes a questionnaire's reports (an edit re-creates them from the new answers). */
export async function deleteReportsOfQuestionnaire(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
) {
  await db.delete(reports).where(eq(reports.questionnaireId, questionnaireId));
}

const reportsOfQuestionnaire = preparedRead(
  'reports_of_questionnaire',
  (db, p: QueryParams<{ questionnaireId: string }>) =>
    db.select().from(reports).where(eq(reports.questionnaireId, p.questionnaireId)),
);

export function findReportsOfQuestionnaire(db: DbOrTx, { questionnaireId }: { questionnaireId: string }) {
  return reportsOfQuestionnaire(db, { questionnaireId });
}

export function findReportsOfQuestionnaires(
  db: DbOrTx,
  { questionnaireIds }: { questionnaireIds: string[] },
) {
  if (questionnaireIds.length === 0) return Promise.resolve([]);
  return db.select().from(reports).where(inArray(reports.questionnaireId, questionnaireIds));
}

/** Newest first, each with its questionnaire's sections for the title. */
export function findReportsOfProspect(db: DbOrTx, { prospectId }: { prospectId: string }) {
  return db
    .select({ report: reports, sections: questionnaires.sections })
    .from(reports)
    .innerJoin(questionnaires, eq(questionnaires.id, reports.questionnaireId))
    .where(eq(reports.prospectId, prospectId))
    .orderBy(desc(reports.createdAt), desc(questionnaires.createdAt), reports.reportType);
}

export async function findReportById(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .select({ report: reports, sections: questionnaires.sections, questionnaire: questionnaires })
    .from(reports)
    .innerJoin(questionnaires, eq(questionnaires.id, reports.questionnaireId))
    .where(eq(reports.id, id))
    .limit(1);
  return row;
}
