// Staff request queries: filtering, sorting, paging and the stats all run in the database.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TAdminRequestsFilter } from '@trajectory/contracts/admin-requests';
import type { DbOrTx } from '../../db/client';
import { assessments, prospects, questionnaires, reports } from '../../db/schema/index';
import { containsPattern, dateRangeConditions, rowsOf, whereAll } from '../admin-common/filters';

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
  assessment_status: string | null;
};

type Filter = Pick<TAdminRequestsFilter, 'search' | 'startDate' | 'endDate'> & { id?: string };

function conditionsOf(filter: Filter): SQL[] {
  const conditions = dateRangeConditions(sql`q.created_at`, filter);
  if (filter.search) {
    const p = containsPattern(filter.search);
    conditions.push(sql`(q.sections->'businessInfo'->>'name' ILIKE ${p}
      OR q.sections->'businessInfo'->>'description' ILIKE ${p}
      OR p.business_name ILIKE ${p} OR p.email ILIKE ${p} OR p.name ILIKE ${p})`);
  }
  if (filter.id) conditions.push(sql`q.id = ${filter.id}`);
  return conditions;
}

const FROM = sql`FROM questionnaires q JOIN prospects p ON p.id = q.prospect_id`;

export async function findRequests(
  db: DbOrTx,
  filter: Filter & { sortBy?: 'id' | 'createdAt'; order?: 'asc' | 'desc'; limit: number; offset: number },
) {
  const dir = sql.raw(filter.order === 'asc' ? 'ASC' : 'DESC');
  const orderBy = filter.sortBy === 'id' ? sql`q.id ${dir}` : sql`q.created_at ${dir}, q.id ${dir}`;
  const result = await db.execute(sql`
    SELECT q.id, q.prospect_id, q.sections, q.is_completed, q.created_at, q.updated_at,
      p.name, p.email, p.phone, p.business_name, p.selected_plan_code,
      pr.name AS plan_name, pr.statements_type,
      (SELECT count(*)::int FROM reports r WHERE r.questionnaire_id = q.id) AS report_count,
      (SELECT a.status FROM assessments a WHERE a.questionnaire_id = q.id LIMIT 1) AS assessment_status
    ${FROM}
    LEFT JOIN products pr ON pr.code = p.selected_plan_code
    ${whereAll(conditionsOf(filter))}
    ORDER BY ${orderBy}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`);
  return rowsOf<RequestRow>(result);
}

/** Count, reports of those requests, and those in [monthStart, monthEnd). */
export async function findRequestStats(db: DbOrTx, filter: Filter & { monthStart: Date; monthEnd: Date }) {
  const result = await db.execute(sql`
    WITH f AS (SELECT q.id, q.created_at ${FROM} ${whereAll(conditionsOf(filter))})
    SELECT
      (SELECT count(*)::int FROM f) AS total,
      (SELECT count(*)::int FROM reports r WHERE r.questionnaire_id IN (SELECT id FROM f)) AS reports,
      (SELECT count(*)::int FROM f WHERE f.created_at >= ${filter.monthStart.toISOString()}
        AND f.created_at < ${filter.monthEnd.toISOString()}) AS this_month`);
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
