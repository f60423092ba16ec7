// Prospect queries.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { preparedRead, type QueryParams } from '../../infra/db/prepared';
import { products, prospects, reports } from '../../infra/db/schema/index';

export type ProspectRow = typeof prospects.$inferSelect;

const prospectById = preparedRead('prospect_by_id', (db, p: QueryParams<{ id: string }>) =>
  db.select().from(prospects).where(eq(prospects.id, p.id)).limit(1),
);

export async function findProspectById(db: DbOrTx, { id }: { id: string }) {
  const [row] = await prospectById(db, { id });
  return row;
}

const prospectWithPlan = preparedRead('prospect_with_plan', (db, p: QueryParams<{ id: string }>) =>
  db
    .select({ prospect: prospects, plan: products })
    .from(prospects)
    .leftJoin(products, eq(products.code, prospects.selectedPlanCode))
    .where(eq(prospects.id, p.id))
    .limit(1),
);

/** A prospect and the plan it holds (null when that plan no longer exists), in one read. */
export async function findProspectWithPlan(db: DbOrTx, { id }: { id: string }) {
  const [row] = await prospectWithPlan(db, { id });
  return row;
}

/**
 * Reads a prospect and locks its row until the transaction ends, so read-modify-write changes (a plan
 * and credits computed from the held ones) of two transactions run one after the other.
 */
export async function findProspectForUpdate(tx: DbOrTx, { id }: { id: string }) {
  const [row] = await tx.select().from(prospects).where(eq(prospects.id, id)).limit(1).for('update');
  return row;
}

const prospectByEmail = preparedRead('prospect_by_email', (db, p: QueryParams<{ email: string }>) =>
  db
    .select()
    .from(prospects)
    .where(sql`lower(${prospects.email}) = lower(${p.email})`)
    .limit(1),
);

export async function findProspectByEmail(db: DbOrTx, { email }: { email: string }) {
  const [row] = await prospectByEmail(db, { email });
  return row;
}

/** Inserts unless the e-mail exists (any case); returns the row only when this call created it. */
export async function insertProspect(db: DbOrTx, values: typeof prospects.$inferInsert) {
  const [row] = await db.insert(prospects).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateProspect(
  db: DbOrTx,
  { id, values }: { id: string; values: Partial<typeof prospects.$inferInsert> },
) {
  const [row] = await db
    .update(prospects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(prospects.id, id))
    .returning();
  return row;
}

/** Uses one report credit; a conditional update, so parallel completions can never pass the limit. */
/** The update that uses one report credit, when one is left (not run: a statement may embed it). */
export function reportCreditUpdate(db: DbOrTx, { id, now = new Date() }: { id: string; now?: Date }) {
  return db
    .update(prospects)
    .set({ submissionCount: sql`${prospects.submissionCount} + 1`, updatedAt: now })
    .where(and(eq(prospects.id, id), lt(prospects.submissionCount, prospects.maxSubmissions)));
}

export async function incrementSubmissionCount(db: DbOrTx, { id }: { id: string }) {
  const [row] = await reportCreditUpdate(db, { id }).returning();
  return row;
}

export async function countReportsOfProspect(db: DbOrTx, { prospectId }: { prospectId: string }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.prospectId, prospectId));
  return row?.n ?? 0;
}
