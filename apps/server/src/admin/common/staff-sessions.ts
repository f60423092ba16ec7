// Staff sessions, shared by sign-in (admin/auth), the Users screen (admin/users) and the http layer's
// staff guard: the cookie, reading a session's user and ending a user's sessions.
import { and, eq, gt, ne } from 'drizzle-orm';
import type { TAdminUser } from '@trajectory/contracts/admin-auth';
import type { DbOrTx } from '../../infra/db/client';
import { adminSessions, adminUsers } from '../../infra/db/schema/index';
import { sessionIdFromToken } from '../../lib/tokens';

export { sessionIdFromToken };

export const SESSION_COOKIE = 'trajectory_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type AdminUserRow = typeof adminUsers.$inferSelect;

export function toAdminUserDto(row: AdminUserRow): TAdminUser {
  return { id: row.id, username: row.username, role: row.role, createdAt: row.createdAt.toISOString() };
}

async function findUserBySession(db: DbOrTx, { sessionId }: { sessionId: string }) {
  const [row] = await db
    .select({ user: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(and(eq(adminSessions.id, sessionId), gt(adminSessions.expiresAt, new Date())))
    .limit(1);
  return row?.user;
}

export async function findStaffBySessionToken(db: DbOrTx, { token }: { token: string }) {
  const user = await findUserBySession(db, { sessionId: sessionIdFromToken(token) });
  return user ? toAdminUserDto(user) : undefined;
}

/**
 * Ends a staff user's sessions after a password change: all but `exceptSessionId` (the session making
 * the change, when it is the user's own), or all of them. Returns how many ended.
 */
export async function endSessionsOfUser(
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
