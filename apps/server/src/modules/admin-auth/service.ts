// Staff sign-in rules: rate limits, argon2id verification, database-held sessions.
import { createHash, randomBytes } from 'node:crypto';
import type { TAdminUser } from '@trajectory/contracts/admin-auth';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limit';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  findAdminByUsername,
  findUserBySession,
  insertSession,
  type AdminUserRow,
} from './repo';

export const SESSION_COOKIE = 'trajectory_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The table stores a hash of the cookie's token, so a leaked table gives no usable cookie. */
export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toAdminUserDto(row: AdminUserRow): TAdminUser {
  return { id: row.id, username: row.username, role: row.role, createdAt: row.createdAt.toISOString() };
}

export async function login(
  db: DbOrTx,
  {
    username,
    password,
    address,
    rateLimiter,
  }: { username: string; password: string; address: string; rateLimiter: RateLimiter },
): Promise<{ token: string; user: TAdminUser; expiresAt: Date }> {
  await rateLimiter.enforce(db, RATE_LIMITS.loginByAddress, address);
  const userKey = username.toLowerCase();
  if (await rateLimiter.isBlocked(db, RATE_LIMITS.loginFailuresByUsername, userKey)) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many failed sign-in attempts for this username. Please try again in 15 minutes.',
    );
  }
  const user = await findAdminByUsername(db, { username });
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !isValid) {
    await rateLimiter.hit(db, RATE_LIMITS.loginFailuresByUsername, userKey);
    throw new AppError('UNAUTHORIZED', 'Invalid username or password');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await insertSession(db, { id: sessionIdFromToken(token), userId: user.id, expiresAt });
  // Housekeeping rides on logins, which are rare, so expired rows never pile up.
  await deleteExpiredSessions(db);
  return { token, user: toAdminUserDto(user), expiresAt };
}

export async function findStaffBySessionToken(db: DbOrTx, { token }: { token: string }) {
  const user = await findUserBySession(db, { sessionId: sessionIdFromToken(token) });
  return user ? toAdminUserDto(user) : undefined;
}

export async function logout(db: DbOrTx, { token }: { token: string }) {
  await deleteSession(db, { sessionId: sessionIdFromToken(token) });
}

/**
 * Ends a staff user's sessions after a password change: all but `exceptSessionId` (the session making
 * the change, when it is the user's own), or all of them. Returns how many ended.
 */
export async function endSessionsOfUser(
  db: DbOrTx,
  { userId, exceptSessionId }: { userId: number; exceptSessionId?: string },
) {
  return deleteSessionsOfUser(db, { userId, exceptSessionId });
}
