// Queries for staff users and sessions.
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { adminSessions, adminUsers } from '../../infra/db/schema/index';

export type AdminUserRow = typeof adminUsers.$inferSelect;

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

export async function findUserBySession(db: DbOrTx, { sessionId }: { sessionId: string }) {
  const [row] = await db
    .select({ user: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(and(eq(adminSessions.id, sessionId), gt(adminSessions.expiresAt, new Date())))
    .limit(1);
  return row?.user;
}

export async function deleteSession(db: DbOrTx, { sessionId }: { sessionId: string }) {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

/** Ends a user's sessions, all of them or all but the one given; returns how many ended. */
export async function deleteSessionsOfUser(
  db: DbOrTx,
  { userId, exceptSessionId }: { userId: number; exceptSessionId?: string },
) {
  const rows = await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        exceptSessionId === undefined ? undefined : ne(adminSessions.id, exceptSessionId),
      ),
    )
    .returning({ id: adminSessions.id });
  return rows.length;
}

export async function deleteExpiredSessions(db: DbOrTx) {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
}
