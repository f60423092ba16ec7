// Queries for share links.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { shareLinks } from '../../infra/db/schema/index';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function insertShareLink(db: DbOrTx, values: typeof shareLinks.$inferInsert) {
  const [row] = await db.insert(shareLinks).values(values).returning();
  return row!;
}

export async function listShareLinksOfQuestionnaire(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
) {
  return db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.questionnaireId, questionnaireId))
    .orderBy(desc(shareLinks.createdAt));
}

export async function listShareLinksOfProspect(db: DbOrTx, { prospectId }: { prospectId: string }) {
  return db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.prospectId, prospectId))
    .orderBy(desc(shareLinks.createdAt));
}

export async function findShareLinkById(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  return row;
}

export async function findShareLinkByTokenHash(db: DbOrTx, { tokenHash }: { tokenHash: string }) {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash));
  return row;
}

/** Revokes a link not revoked yet; returns the row either way (undefined: no such link). */
export async function revokeShareLink(db: DbOrTx, { id }: { id: string }) {
  await db
    .update(shareLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shareLinks.id, id), isNull(shareLinks.revokedAt)));
  return findShareLinkById(db, { id });
}

/** Counts one view of a link. */
export async function countShareLinkView(db: DbOrTx, { id }: { id: string }) {
  await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: sql`now()` })
    .where(eq(shareLinks.id, id));
}
