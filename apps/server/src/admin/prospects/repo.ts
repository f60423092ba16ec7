// Staff prospect queries: the paged list in SQL, contact and credit updates, deletion with everything it owns.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { TAdminProspectsFilter } from '@trajectory/contracts/admin-prospects';
import type { DbOrTx } from '../../infra/db/client';
import { assessments, prospects, questionnaires, reports } from '../../infra/db/schema/index';
import { containsPattern, rowsOf, whereAll } from '../common/filters';

export type AdminProspectRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  business_name: string;
  selected_plan_code: string;
  preferred_plan_code: string | null;
  submission_count: number;
  max_submissions: number;
  consent_to_contact: boolean;
  contact_status: 'not_contacted' | 'contacted' | 'follow_up' | 'closed';
  comments: string | null;
  last_contacted_at: Date | string | null;
  created_at: Date | string;
  report_count: number;
  latest_report_id: string | null;
  latest_questionnaire_id: string | null;
};

type Filter = Pick<TAdminProspectsFilter, 'search' | 'contactStatus'> & { id?: string };

function conditionsOf(filter: Filter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(sql`(p.name ILIKE ${pattern} OR p.email ILIKE ${pattern}
      OR p.business_name ILIKE ${pattern} OR p.phone ILIKE ${pattern})`);
  }
  if (filter.contactStatus) conditions.push(sql`p.contact_status = ${filter.contactStatus}`);
  if (filter.id) conditions.push(sql`p.id = ${filter.id}`);
  return conditions;
}

const SORT_COLUMNS = {
  createdAt: 'p.created_at',
  name: 'lower(p.name)',
  email: 'lower(p.email)',
  businessName: 'lower(p.business_name)',
  requests: 'p.submission_count',
  lastContactedAt: 'p.last_contacted_at',
} as const;

export async function findProspectsPage(
  db: DbOrTx,
  filter: Filter & {
    sortBy?: keyof typeof SORT_COLUMNS;
    order?: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const dir = filter.order === 'asc' ? 'ASC' : 'DESC';
  const orderBy = sql.raw(`${SORT_COLUMNS[filter.sortBy ?? 'createdAt']} ${dir} NULLS LAST, p.id ${dir}`);
  // The page's ids are found first, so the per-row lookups run for the rows shown, not the rows skipped.
  const result = await db.execute(sql`
    WITH page AS (
      SELECT p.id FROM prospects p ${whereAll(conditionsOf(filter))}
      ORDER BY ${orderBy} LIMIT ${filter.limit} OFFSET ${filter.offset}
    )
    SELECT p.id, p.name, p.email, p.phone, p.business_name, p.selected_plan_code, p.preferred_plan_code,
      p.submission_count, p.max_submissions, p.consent_to_contact, p.contact_status, p.comments,
      p.last_contacted_at, p.created_at,
      (SELECT count(*)::int FROM reports r WHERE r.prospect_id = p.id) AS report_count,
      (SELECT r.id FROM reports r WHERE r.prospect_id = p.id
        ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS latest_report_id,
      (SELECT q.id FROM questionnaires q WHERE q.prospect_id = p.id
        ORDER BY q.created_at DESC, q.id DESC LIMIT 1) AS latest_questionnaire_id
    FROM page JOIN prospects p ON p.id = page.id
    ORDER BY ${orderBy}`);
  return rowsOf<AdminProspectRow>(result);
}

export async function countProspects(db: DbOrTx, filter: Filter) {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM prospects p ${whereAll(conditionsOf(filter))}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export async function updateProspectContact(
  db: DbOrTx,
  {
    id,
    values,
  }: {
    id: string;
    values: Pick<typeof prospects.$inferInsert, 'contactStatus' | 'comments' | 'lastContactedAt'>;
  },
) {
  const [row] = await db
    .update(prospects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(prospects.id, id))
    .returning({ id: prospects.id });
  return row;
}

/** maxSubmissions = the stored submissionCount + remaining, in one statement: no count from outside. */
export async function setRemainingReports(db: DbOrTx, { id, remaining }: { id: string; remaining: number }) {
  const [row] = await db
    .update(prospects)
    .set({ maxSubmissions: sql`${prospects.submissionCount} + ${remaining}`, updatedAt: new Date() })
    .where(eq(prospects.id, id))
    .returning({ id: prospects.id });
  return row;
}

/** Deletes the prospect's assessments, reports and questionnaires, then the prospect. */
export async function deleteProspectAndWork(db: DbOrTx, { id }: { id: string }) {
  await db.delete(assessments).where(eq(assessments.prospectId, id));
  await db.delete(reports).where(eq(reports.prospectId, id));
  await db.delete(questionnaires).where(eq(questionnaires.prospectId, id));
  const [row] = await db.delete(prospects).where(eq(prospects.id, id)).returning({ id: prospects.id });
  return row;
}
