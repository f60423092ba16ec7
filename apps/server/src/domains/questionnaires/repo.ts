// Questionnaire queries.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { preparedRead, type QueryParams } from '../../infra/db/prepared';
import {
  prospects,
  questionnaires,
  questionnaireVersions,
  type QuestionnaireSections,
} from '../../infra/db/schema/index';
import { reportCreditUpdate } from '../prospects/service';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;

const questionnaireById = preparedRead('questionnaire_by_id', (db, p: QueryParams<{ id: string }>) =>
  db.select().from(questionnaires).where(eq(questionnaires.id, p.id)).limit(1),
);

export async function findQuestionnaireById(db: DbOrTx, { id }: { id: string }) {
  const [row] = await questionnaireById(db, { id });
  return row;
}

/** Newest first: "the first completed questionnaire" of the spec is the latest one. */
export function findQuestionnairesOfProspect(db: DbOrTx, { prospectId }: { prospectId: string }) {
  return db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.prospectId, prospectId))
    .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id));
}

const latestCompletedQuestionnaire = preparedRead(
  'latest_completed_questionnaire',
  (db, p: QueryParams<{ prospectId: string }>) =>
    db
      .select()
      .from(questionnaires)
      .where(and(eq(questionnaires.prospectId, p.prospectId), eq(questionnaires.isCompleted, true)))
      .orderBy(desc(questionnaires.completedAt), desc(questionnaires.createdAt))
      .limit(1),
);

export async function findLatestCompletedQuestionnaire(db: DbOrTx, { prospectId }: { prospectId: string }) {
  const [row] = await latestCompletedQuestionnaire(db, { prospectId });
  return row;
}

export async function insertQuestionnaire(
  db: DbOrTx,
  values: {
    prospectId: string;
    sections: QuestionnaireSections;
    isCompleted: boolean;
    startedBySession?: string | null;
  },
) {
  const [row] = await db
    .insert(questionnaires)
    .values({ ...values, completedAt: values.isCompleted ? new Date() : null })
    .returning();
  return row!;
}

/**
 * Uses one of the prospect's report credits and inserts its completed questionnaire and its version 1 in one statement,
 * atomic without a transaction (three round trips fewer than BEGIN, two statements and COMMIT); no row
 * when the prospect has no credit left, and then nothing changed.
 */
export async function insertCompletedQuestionnaireUsingCredit(
  db: DbOrTx,
  {
    prospectId,
    sections,
    startedBySession = null,
  }: { prospectId: string; sections: QuestionnaireSections; startedBySession?: string | null },
): Promise<QuestionnaireRow | undefined> {
  const now = new Date();
  const id = randomUUID();
  const credit = db
    .$with('credit')
    .as(reportCreditUpdate(db, { id: prospectId, now }).returning({ id: prospects.id }));
  // Its version 1 (issue #26), in the same statement: the answers at completion, made by the founder.
  const version = db.$with('version').as(
    db
      .insert(questionnaireVersions)
      .select(
        sql`select ${randomUUID()}::uuid, ${id}::uuid, 1, ${JSON.stringify(sections)}::jsonb, 'founder', null::integer,
          null::integer, ${now.toISOString()}::timestamptz from ${credit}`,
      )
      .returning({ id: questionnaireVersions.id }),
  );
  // Values in the order of the table's insertable columns (search_text is generated): id, prospect_id,
  // sections, started_by_session, is_completed, completed_at, created_at, updated_at. Tests read every one
  // back.
  const [row] = await db
    .with(credit, version)
    .insert(questionnaires)
    .select(
      sql`select ${id}::uuid, ${credit.id}, ${JSON.stringify(sections)}::jsonb, ${startedBySession}::text, true,
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from ${credit}`,
    )
    .returning();
  return row;
}

export async function updateQuestionnaireRow(
  db: DbOrTx,
  {
    id,
    sections,
    isCompleted,
    completedAt,
  }: { id: string; sections: QuestionnaireSections; isCompleted: boolean; completedAt: Date | null },
) {
  const [row] = await db
    .update(questionnaires)
    .set({ sections, isCompleted, completedAt, updatedAt: new Date() })
    .where(eq(questionnaires.id, id))
    .returning();
  return row!;
}

/** A browser's session token rotated: the plans it started stay its own under the new session id. */
export async function moveStartedBySession(db: DbOrTx, { from, to }: { from: string; to: string }) {
  await db
    .update(questionnaires)
    .set({ startedBySession: to })
    .where(eq(questionnaires.startedBySession, from));
}
