// Queries for staff users and sessions.
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { adminSessions, adminUsers } from '../../infra/db/schema/index';

export async function findAdminByUsername(db: DbOrTx, { username }: { username: string }) {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function insertSession(db: DbOrTx, values: { id: string; userId: number; expiresAt: Date }) {
  await db.insert(adminSessions).values(values);
}

export async function deleteSession(db: DbOrTx, { sessionId }: { sessionId: string }) {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

export async function deleteExpiredSessions(db: DbOrTx) {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
}
