// Staff user queries; deletions count the remaining admins under a lock so two can never race below 2.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { adminUsers } from '../../infra/db/schema/index';

// An arbitrary constant: every instance takes this transaction lock before changing the set of admins.
const ADMIN_SET_LOCK = 7_461_829_417;

export function findAllAdmins(db: DbOrTx) {
  return db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
}

export async function findAdminById(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row;
}

/** Inserts unless the username exists in any case; returns the row only when this call created it. */
export async function insertAdmin(db: DbOrTx, values: { username: string; passwordHash: string }) {
  const [row] = await db.insert(adminUsers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateAdminPassword(
  db: DbOrTx,
  { id, passwordHash }: { id: number; passwordHash: string },
) {
  await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, id));
}

/** Serialises every change to the set of admins until the transaction ends. */
export async function lockAdminSet(tx: DbOrTx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_SET_LOCK})`);
}

export async function countAdmins(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.n ?? 0;
}

export async function deleteAdmin(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db.delete(adminUsers).where(eq(adminUsers.id, id)).returning();
  return row;
}
