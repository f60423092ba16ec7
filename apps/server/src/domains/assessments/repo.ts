// Assessment queries: one row per questionnaire, claimed by background writers under a lease.
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TAssessmentContent } from '@trajectory/contracts/assessments';
import type { DbOrTx } from '../../infra/db/client';
import { aiConfig, assessments, prospects, questionnaires } from '../../infra/db/schema/index';

export type AssessmentRow = typeof assessments.$inferSelect;
export type AiConfigRow = typeof aiConfig.$inferSelect;

/** Inserts a pending assessment unless the questionnaire has one; returns the row only when this call made it. */
export async function insertPendingAssessment(
  db: DbOrTx,
  values: { questionnaireId: string; prospectId: string },
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .insert(assessments)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: assessments.questionnaireId })
    .returning();
  return row;
}

export async function findAssessmentByQuestionnaire(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(eq(assessments.questionnaireId, questionnaireId))
    .limit(1);
  return row;
}

export async function deleteAssessmentOfQuestionnaire(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
) {
  await db.delete(assessments).where(eq(assessments.questionnaireId, questionnaireId));
}

/** A failed assessment goes back to the queue, as if new. */
export async function requeueFailedAssessment(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .update(assessments)
    .set({
      status: 'pending',
      error: null,
      content: null,
      attempts: 0,
      leaseExpiresAt: null,
      leasedBy: null,
      updatedAt: new Date(),
    })
    .where(and(eq(assessments.id, id), eq(assessments.status, 'failed')))
    .returning();
  return row;
}

/**
 * Claims the oldest pending assessment whose lease is free or expired, for leaseSeconds. SKIP LOCKED lets
 * several instances claim different rows at once; the lease makes a crashed writer's row claimable again.
 */
export async function claimPendingAssessment(
  db: DbOrTx,
  { leasedBy, leaseSeconds, writer }: { leasedBy: string; leaseSeconds: number; writer: string },
): Promise<AssessmentRow | undefined> {
  const next = db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        eq(assessments.status, 'pending'),
        or(isNull(assessments.leaseExpiresAt), lt(assessments.leaseExpiresAt, sql`now()`)),
      ),
    )
    .orderBy(asc(assessments.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(assessments)
    .set({
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      leasedBy,
      writer,
      attempts: sql`${assessments.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        // `= (scalar subquery)` runs the subquery once; `IN (…)` may re-run it per row and claim several.
        sql`${assessments.id} = (${next})`,
        // Re-checked here: without row locks a second claimer must not take a row just claimed.
        eq(assessments.status, 'pending'),
        or(isNull(assessments.leaseExpiresAt), lt(assessments.leaseExpiresAt, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

/** Stores the outcome, only if this writer still holds the lease (an edit may have removed the row). */
export async function finishAssessment(
  db: DbOrTx,
  {
    id,
    leasedBy,
    outcome,
  }: {
    id: string;
    leasedBy: string;
    outcome: { status: 'ready'; content: TAssessmentContent } | { status: 'failed'; error: string };
  },
) {
  const [row] = await db
    .update(assessments)
    .set({
      status: outcome.status,
      content: outcome.status === 'ready' ? outcome.content : null,
      error: outcome.status === 'failed' ? outcome.error : null,
      leaseExpiresAt: null,
      leasedBy: null,
      updatedAt: new Date(),
    })
    .where(and(eq(assessments.id, id), eq(assessments.leasedBy, leasedBy), eq(assessments.status, 'pending')))
    .returning();
  return row;
}

/** Newest first, with the business and prospect each belongs to. */
export function findAllAssessments(db: DbOrTx) {
  return db
    .select({
      assessment: assessments,
      sections: questionnaires.sections,
      prospectBusinessName: prospects.businessName,
      prospectName: prospects.name,
      prospectEmail: prospects.email,
    })
    .from(assessments)
    .innerJoin(questionnaires, eq(questionnaires.id, assessments.questionnaireId))
    .innerJoin(prospects, eq(prospects.id, assessments.prospectId))
    .orderBy(desc(assessments.createdAt), desc(assessments.id));
}

/** The active AI configuration: the newest active row. */
export async function findActiveAiConfig(db: DbOrTx): Promise<AiConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(aiConfig)
    .where(eq(aiConfig.isActive, true))
    .orderBy(desc(aiConfig.updatedAt), desc(aiConfig.id))
    .limit(1);
  return row;
}
