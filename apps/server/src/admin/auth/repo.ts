// Queries for staff users and sessions.
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { adminSessions, adminUsers, auditLog } from '../../infra/db/schema/index';

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

/**
 * Whether a staff user has been here before: a session of theirs is open, or the audit log has a row by
 * them (every change they made, and the `user.first_sign_in` row written at their first sign-in).
 */
export async function hasSignedInBefore(db: DbOrTx, { userId }: { userId: number }) {
  const [session] = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(eq(adminSessions.userId, userId))
    .limit(1);
  if (session) return true;
  const [audit] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.actorUserId, userId))
    .limit(1);
  return Boolean(audit);
}
