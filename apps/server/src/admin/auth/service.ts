// Staff sign-in rules: rate limits, argon2id verification, database-held sessions.
import { randomBytes } from 'node:crypto';
import type { TAdminUser } from '@trajectory/contracts/admin-auth';
import type { DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { RATE_LIMITS, type RateLimiter, type RateLimitRule } from '../../infra/rate-limit';
import { sessionIdFromToken, SESSION_TTL_MS, toAdminUserDto } from '../common/staff-sessions';
import { recordAudit } from '../../domains/audit/service';
import {
  deleteExpiredSessions,
  deleteSession,
  findAdminByUsername,
  hasSignedInBefore,
  insertSession,
} from './repo';

/**
 * Failed sign-ins are counted per address and username, on a curve that grows slower the more there
 * are: a few typos cost a minute, a guessing run hours. Someone guessing from another address never
 * holds up the real admin's sign-in from theirs (issue #22).
 */
export const LOGIN_FAILURE_CURVE: readonly RateLimitRule[] = [
  { name: 'login-fail-1m', limit: 5, windowMs: 60_000 },
  { name: 'login-fail-15m', limit: 10, windowMs: 15 * 60_000 },
  { name: 'login-fail-1d', limit: 30, windowMs: 24 * 60 * 60_000 },
];
/**
 * Failures for a username from every address. Past it, only addresses that have themselves failed for
 * the username this day are held up, so a spread-out guessing run slows down while an address with
 * no failure (the admin's own) still signs in.
 */
export const LOGIN_FAILURES_BY_USERNAME: RateLimitRule = {
  name: 'login-user-fail',
  limit: 100,
  windowMs: 60 * 60_000,
};

/** Throws 429 with Retry-After while this address must wait before trying this username again. */
async function waitOutFailures(
  db: DbOrTx,
  rateLimiter: RateLimiter,
  { failureKey, username }: { failureKey: string; username: string },
) {
  for (const rule of LOGIN_FAILURE_CURVE) {
    // Already over: one more counted hit answers 429 with the seconds left in the rule's window.
    if (await rateLimiter.isBlocked(db, rule, failureKey)) await rateLimiter.enforce(db, rule, failureKey);
  }
  const dayRule = LOGIN_FAILURE_CURVE[LOGIN_FAILURE_CURVE.length - 1]!;
  if (
    (await rateLimiter.isBlocked(db, LOGIN_FAILURES_BY_USERNAME, username.toLowerCase())) &&
    (await rateLimiter.isBlocked(db, { ...dayRule, limit: 1 }, failureKey))
  ) {
    await rateLimiter.enforce(db, { ...dayRule, limit: 0 }, failureKey);
  }
}

export async function login(
  db: DbOrTx,
  {
    username,
    password,
    address,
    rateLimiter,
  }: { username: string; password: string; address: string; rateLimiter: RateLimiter },
): Promise<{ token: string; user: TAdminUser; expiresAt: Date; firstSignIn: boolean }> {
  await rateLimiter.enforce(db, RATE_LIMITS.loginByAddress, address);
  const failureKey = `${address}|${username.toLowerCase()}`;
  await waitOutFailures(db, rateLimiter, { failureKey, username });
  const user = await findAdminByUsername(db, { username });
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !isValid) {
    for (const rule of LOGIN_FAILURE_CURVE) await rateLimiter.hit(db, rule, failureKey);
    await rateLimiter.hit(db, LOGIN_FAILURES_BY_USERNAME, username.toLowerCase());
    throw new AppError('UNAUTHORIZED', 'Invalid username or password');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  // The first sign-in is greeted "Welcome", every later one "Welcome back"; the audit row marks it.
  const firstSignIn = !(await hasSignedInBefore(db, { userId: user.id }));
  if (firstSignIn) {
    await recordAudit(db, {
      actor: { staff: { id: user.id, username: user.username } },
      action: 'user.first_sign_in',
      targetType: 'admin_user',
      targetId: user.id,
      summary: `${user.username} signed in for the first time`,
    });
  }
  await insertSession(db, { id: sessionIdFromToken(token), userId: user.id, expiresAt });
  // Housekeeping rides on logins, which are rare, so expired rows never pile up.
  await deleteExpiredSessions(db);
  return { token, user: toAdminUserDto(user), expiresAt, firstSignIn };
}

export async function logout(db: DbOrTx, { token }: { token: string }) {
  await deleteSession(db, { sessionId: sessionIdFromToken(token) });
}
