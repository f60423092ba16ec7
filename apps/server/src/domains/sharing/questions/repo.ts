// Queries for the questions on shared plans and the founder's replies.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import {
  questionnaires,
  shareLinks,
  shareQuestionReplies,
  shareQuestions,
} from '../../../infra/db/schema/index';

export type ShareQuestionRow = typeof shareQuestions.$inferSelect;
export type ShareQuestionReplyRow = typeof shareQuestionReplies.$inferSelect;

export async function insertShareQuestion(db: DbOrTx, values: typeof shareQuestions.$inferInsert) {
  const [row] = await db.insert(shareQuestions).values(values).returning();
  return row!;
}

export async function insertShareQuestionReply(db: DbOrTx, values: typeof shareQuestionReplies.$inferInsert) {
  const [row] = await db.insert(shareQuestionReplies).values(values).returning();
  return row!;
}

export async function markQuestionAnswered(db: DbOrTx, { id }: { id: string }) {
  await db.update(shareQuestions).set({ status: 'answered' }).where(eq(shareQuestions.id, id));
}

/** One link's questions, oldest first. */
export async function listQuestionsOfLink(db: DbOrTx, { shareLinkId }: { shareLinkId: string }) {
  return db
    .select()
    .from(shareQuestions)
    .where(eq(shareQuestions.shareLinkId, shareLinkId))
    .orderBy(asc(shareQuestions.createdAt), asc(shareQuestions.id));
}

/** Every question on a plan, through any of its links, with the link's label; oldest first. */
export async function listQuestionsOfQuestionnaire(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
) {
  return db
    .select({ question: shareQuestions, linkLabel: shareLinks.label })
    .from(shareQuestions)
    .innerJoin(shareLinks, eq(shareLinks.id, shareQuestions.shareLinkId))
    .where(eq(shareQuestions.questionnaireId, questionnaireId))
    .orderBy(asc(shareQuestions.createdAt), asc(shareQuestions.id));
}

export async function findShareQuestion(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(shareQuestions).where(eq(shareQuestions.id, id));
  return row;
}

/** The replies of these questions, oldest first. */
export async function listRepliesOf(db: DbOrTx, { questionIds }: { questionIds: string[] }) {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(shareQuestionReplies)
    .where(inArray(shareQuestionReplies.questionId, questionIds))
    .orderBy(asc(shareQuestionReplies.createdAt), asc(shareQuestionReplies.id));
}

/** Open questions on every plan of a prospect (the header's count). */
export async function countOpenQuestionsOfProspect(db: DbOrTx, { prospectId }: { prospectId: string }) {
  const [row] = await db
    .select({ open: count() })
    .from(shareQuestions)
    .innerJoin(questionnaires, eq(questionnaires.id, shareQuestions.questionnaireId))
    .where(and(eq(questionnaires.prospectId, prospectId), eq(shareQuestions.status, 'open')));
  return Number(row?.open ?? 0);
}
