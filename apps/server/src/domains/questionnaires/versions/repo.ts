// Versions of a completed plan's answers (issue #26 item 3): written beside each accepted save, read back
// by number.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TVersionSummary } from '@trajectory/contracts/versions';
import type { DbOrTx } from '../../../infra/db/client';
import { questionnaireVersions, type QuestionnaireSections } from '../../../infra/db/schema/index';

export type VersionRow = typeof questionnaireVersions.$inferSelect;

/** Who saved a version: the founder, a staff user (by id), or a restore (by staff when staffUserId is set). */
export type VersionAuthor = {
  madeBy: TVersionSummary['madeBy'];
  staffUserId?: number | null;
  restoredFrom?: number | null;
};

/**
 * Writes the next version of a questionnaire (1 for its first) holding `sections`. Called in the save's
 * transaction after the questionnaire's row was updated: that update's row lock orders concurrent saves,
 * so each reads the number the one before it wrote.
 */
export async function insertNextVersion(
  db: DbOrTx,
  {
    questionnaireId,
    sections,
    author,
    at,
  }: {
    questionnaireId: string;
    sections: QuestionnaireSections;
    author: VersionAuthor;
    at?: Date;
  },
): Promise<VersionRow | undefined> {
  const createdAt = (at ?? new Date()).toISOString();
  const result = await db.execute(sql`
    insert into ${questionnaireVersions}
      (questionnaire_id, number, sections, made_by, staff_user_id, restored_from, created_at)
    select ${questionnaireId}::uuid, coalesce(max(v.number), 0) + 1, ${JSON.stringify(sections)}::jsonb,
      ${author.madeBy}, ${author.staffUserId ?? null}::integer, ${author.restoredFrom ?? null}::integer,
      ${createdAt}::timestamptz
    from ${questionnaireVersions} as v where v.questionnaire_id = ${questionnaireId}::uuid
    on conflict (questionnaire_id, number) do nothing
    returning id`);
  // node-postgres and PGlite both return { rows }.
  const [row] = (result as unknown as { rows: { id: string }[] }).rows;
  return row ? findVersionById(db, row.id) : undefined;
}

async function findVersionById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(questionnaireVersions).where(eq(questionnaireVersions.id, id));
  return row;
}

/** A questionnaire's versions, oldest first, without their answers. */
export function findVersionsOf(db: DbOrTx, { questionnaireId }: { questionnaireId: string }) {
  return db
    .select({
      number: questionnaireVersions.number,
      createdAt: questionnaireVersions.createdAt,
      madeBy: questionnaireVersions.madeBy,
      staffUserId: questionnaireVersions.staffUserId,
      restoredFrom: questionnaireVersions.restoredFrom,
    })
    .from(questionnaireVersions)
    .where(eq(questionnaireVersions.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireVersions.number));
}

export async function findVersion(
  db: DbOrTx,
  { questionnaireId, number }: { questionnaireId: string; number: number },
) {
  const [row] = await db
    .select()
    .from(questionnaireVersions)
    .where(
      and(
        eq(questionnaireVersions.questionnaireId, questionnaireId),
        eq(questionnaireVersions.number, number),
      ),
    )
    .limit(1);
  return row;
}

/** The newest version's number, or null for a plan with none (a draft). */
export async function findLatestVersionNumber(db: DbOrTx, { questionnaireId }: { questionnaireId: string }) {
  const [row] = await db
    .select({ number: sql<number | null>`max(${questionnaireVersions.number})` })
    .from(questionnaireVersions)
    .where(eq(questionnaireVersions.questionnaireId, questionnaireId));
  return row?.number ?? null;
}
