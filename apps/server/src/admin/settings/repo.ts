// Staff settings queries: AI configuration, social accounts, contact settings, messages and the outbox.
import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import {
  aiConfig,
  contactMessages,
  contactSettings,
  mailOutbox,
  socialMediaAccounts,
} from '../../infra/db/schema/index';

export type AiConfigRow = typeof aiConfig.$inferSelect;
export type SocialRow = typeof socialMediaAccounts.$inferSelect;
export type ContactSettingsRow = typeof contactSettings.$inferSelect;

// An arbitrary constant: creating social accounts takes it so that parallel creations respect the cap.
const SOCIAL_SET_LOCK = 7_461_829_503;

/** The active configuration (the newest when several are), else the newest row. */
export async function findCurrentAiConfig(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(aiConfig)
    .orderBy(desc(aiConfig.isActive), desc(aiConfig.updatedAt), desc(aiConfig.id))
    .limit(1);
  return row;
}

export async function findAiConfigById(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db.select().from(aiConfig).where(eq(aiConfig.id, id)).limit(1);
  return row;
}

export async function findSocialAccountById(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db.select().from(socialMediaAccounts).where(eq(socialMediaAccounts.id, id)).limit(1);
  return row;
}

export async function findContactSettingsById(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db.select().from(contactSettings).where(eq(contactSettings.id, id)).limit(1);
  return row;
}

export async function insertAiConfig(db: DbOrTx, values: typeof aiConfig.$inferInsert) {
  const [row] = await db.insert(aiConfig).values(values).returning();
  return row!;
}

export async function updateAiConfig(
  db: DbOrTx,
  { id, values }: { id: number; values: Partial<typeof aiConfig.$inferInsert> },
) {
  const [row] = await db
    .update(aiConfig)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(aiConfig.id, id))
    .returning();
  return row;
}

/** One configuration is active at a time. */
export async function deactivateOtherAiConfigs(db: DbOrTx, { id }: { id: number }) {
  await db.update(aiConfig).set({ isActive: false, updatedAt: new Date() }).where(ne(aiConfig.id, id));
}

export function findAllSocialAccounts(db: DbOrTx) {
  return db
    .select()
    .from(socialMediaAccounts)
    .orderBy(asc(socialMediaAccounts.sortOrder), asc(socialMediaAccounts.id));
}

export async function lockSocialSet(tx: DbOrTx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SOCIAL_SET_LOCK})`);
}

export async function countSocialAccounts(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(socialMediaAccounts);
  return row?.n ?? 0;
}

export async function insertSocialAccount(db: DbOrTx, values: typeof socialMediaAccounts.$inferInsert) {
  const [row] = await db.insert(socialMediaAccounts).values(values).returning();
  return row!;
}

export async function updateSocialAccount(
  db: DbOrTx,
  { id, values }: { id: number; values: Partial<typeof socialMediaAccounts.$inferInsert> },
) {
  const [row] = await db
    .update(socialMediaAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(socialMediaAccounts.id, id))
    .returning();
  return row;
}

export async function deleteSocialAccount(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db.delete(socialMediaAccounts).where(eq(socialMediaAccounts.id, id)).returning();
  return row;
}

/** The settings row the public GET reads: the first one. */
export async function findFirstContactSettings(db: DbOrTx) {
  const [row] = await db.select().from(contactSettings).orderBy(asc(contactSettings.id)).limit(1);
  return row;
}

export async function insertContactSettings(db: DbOrTx, values: typeof contactSettings.$inferInsert) {
  const [row] = await db.insert(contactSettings).values(values).returning();
  return row!;
}

export async function updateContactSettings(
  db: DbOrTx,
  { id, values }: { id: number; values: Partial<typeof contactSettings.$inferInsert> },
) {
  const [row] = await db
    .update(contactSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contactSettings.id, id))
    .returning();
  return row;
}

export async function findContactMessages(db: DbOrTx, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(contactMessages),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOutboxMail(db: DbOrTx, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox),
  ]);
  return { rows, total: total?.n ?? 0 };
}
