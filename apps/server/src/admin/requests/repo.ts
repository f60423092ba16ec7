// Staff request queries: filtering, sorting, paging and the stats all run in the database.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TAdminRequestsFilter } from '@trajectory/contracts/admin-requests';
import type { DbOrTx } from '../../infra/db/client';
import { assessments, prospects, questionnaires, reports } from '../../infra/db/schema/index';
import { containsPattern, dateRangeConditions, rowsOf, whereAll } from '../common/filters';

export type RequestRow = {
  id: string;
  prospect_id: string;
  sections: Record<string, unknown>;
  is_completed: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  name: string;
  email: string;
  phone: string;
  business_name: string;
  selected_plan_code: string;
  plan_name: string | null;
  statements_type: 'Simple' | 'Complete' | null;
  report_count: number;
  report_types: string[] | null;
  assessment_status: string | null;
};

type Filter = Pick<TAdminRequestsFilter, 'search' | 'startDate' | 'endDate'> & { id?: string };

function conditionsOf(filter: Filter): SQL[] {
  const conditions = dateRangeConditions(sql`q.created_at`, filter);
  if (filter.search) {
    const p = containsPattern(filter.search);
    // search_text is the business name and description from the answers (a generated column); the
    // prospect's fields are matched once in their own table rather than joined to every questionnaire.
    conditions.push(sql`(q.search_text ILIKE ${p} OR q.prospect_id IN (
      SELECT sp.id FROM prospects sp
      WHERE sp.business_name ILIKE ${p} OR sp.email ILIKE ${p} OR sp.name ILIKE ${p}))`);
  }
  if (filter.id) conditions.push(sql`q.id = ${filter.id}`);
  return conditions;
}

export async function findRequests(
  db: DbOrTx,
  filter: Filter & { sortBy?: 'id' | 'createdAt'; order?: 'asc' | 'desc'; limit: number; offset: number },
) {
  const dir = sql.raw(filter.order === 'asc' ? 'ASC' : 'DESC');
  const orderBy = filter.sortBy === 'id' ? sql`q.id ${dir}` : sql`q.created_at ${dir}, q.id ${dir}`;
  // The page's ids are found first, so the per-row counts run for the rows shown, not the rows skipped.
  const result = await db.execute(sql`
    WITH page AS (
      SELECT q.id FROM questionnaires q ${whereAll(conditionsOf(filter))}
      ORDER BY ${orderBy} LIMIT ${filter.limit} OFFSET ${filter.offset}
    )
    SELECT q.id, q.prospect_id, q.sections, q.is_completed, q.created_at, q.updated_at,
      p.name, p.email, p.phone, p.business_name, p.selected_plan_code,
      pr.name AS plan_name, pr.statements_type,
      (SELECT count(*)::int FROM reports r WHERE r.questionnaire_id = q.id) AS report_count,
      (SELECT json_agg(r.report_type) FROM reports r WHERE r.questionnaire_id = q.id) AS report_types,
      (SELECT a.status FROM assessments a WHERE a.questionnaire_id = q.id LIMIT 1) AS assessment_status
    FROM page
    JOIN questionnaires q ON q.id = page.id
    JOIN prospects p ON p.id = q.prospect_id
    LEFT JOIN products pr ON pr.code = p.selected_plan_code
    ORDER BY ${orderBy}`);
  return rowsOf<RequestRow>(result);
}

/** Count, reports of those requests, and those in [monthStart, monthEnd). */
export async function findRequestStats(db: DbOrTx, filter: Filter & { monthStart: Date; monthEnd: Date }) {
  const conditions = conditionsOf(filter);
  const monthStart = filter.monthStart.toISOString();
  const monthEnd = filter.monthEnd.toISOString();
  // Unfiltered, each figure is one indexed count (every report belongs to a questionnaire); filtered,
  // the matching rows are found once and counted three ways.
  const result = conditions.length
    ? await db.execute(sql`
        WITH f AS MATERIALIZED (SELECT q.id, q.created_at FROM questionnaires q ${whereAll(conditions)})
        SELECT (SELECT count(*)::int FROM f) AS total,
          (SELECT count(*)::int FROM f WHERE created_at >= ${monthStart} AND created_at < ${monthEnd}) AS this_month,
          (SELECT count(*)::int FROM reports r JOIN f ON f.id = r.questionnaire_id) AS reports`)
    : await db.execute(sql`
        SELECT (SELECT count(*)::int FROM questionnaires) AS total,
          (SELECT count(*)::int FROM reports) AS reports,
          (SELECT count(*)::int FROM questionnaires
            WHERE created_at >= ${monthStart} AND created_at < ${monthEnd}) AS this_month`);
  const [row] = rowsOf<{ total: number; reports: number; this_month: number }>(result);
  return {
    total: Number(row?.total ?? 0),
    reports: Number(row?.reports ?? 0),
    thisMonth: Number(row?.this_month ?? 0),
  };
}

export async function deleteReportsOfQuestionnaire(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
) {
  await db.delete(reports).where(eq(reports.questionnaireId, questionnaireId));
}

export async function deleteAssessmentOfQuestionnaire(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
) {
  const rows = await db
    .delete(assessments)
    .where(eq(assessments.questionnaireId, questionnaireId))
    .returning({ id: assessments.id });
  return rows.length > 0;
}

export async function deleteQuestionnaireRow(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.delete(questionnaires).where(eq(questionnaires.id, id)).returning();
  return row;
}

/** Every report, newest first, with its questionnaire's sections and its prospect. */
export function findAllReports(db: DbOrTx, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select({
      report: reports,
      sections: questionnaires.sections,
      prospectName: prospects.name,
      prospectEmail: prospects.email,
      businessName: prospects.businessName,
      planCode: prospects.selectedPlanCode,
    })
    .from(reports)
    .innerJoin(questionnaires, eq(questionnaires.id, reports.questionnaireId))
    .innerJoin(prospects, eq(prospects.id, reports.prospectId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit)
    .offset(offset);
}

export async function countReports(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reports);
  return row?.n ?? 0;
}
