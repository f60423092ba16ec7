// Fixed-window rate limits with counters in the database, so every instance shares them.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './db/client';
import { AppError } from '../lib/errors';

export type RateLimitRule = { name: string; limit: number; windowMs: number };

export const RATE_LIMITS = {
  loginByAddress: { name: 'login-ip', limit: 20, windowMs: 15 * 60_000 },
  validateEmail: { name: 'validate-email', limit: 30, windowMs: 60 * 60_000 },
  contact: { name: 'contact', limit: 5, windowMs: 60 * 60_000 },
  promoValidate: { name: 'promo-validate', limit: 20, windowMs: 15 * 60_000 },
  promoUse: { name: 'promo-use', limit: 10, windowMs: 15 * 60_000 },
  // Access links (request-link and registering an existing e-mail share these).
  accessLinkByAddress: { name: 'access-link-ip', limit: 20, windowMs: 60 * 60_000 },
  accessLinkByEmail: { name: 'access-link-email', limit: 5, windowMs: 60 * 60_000 },
  // Registering a new e-mail (a new prospect) from one address.
  registrationByAddress: { name: 'register-ip', limit: 10, windowMs: 60 * 60_000 },
  // The public sample's chart images: drawn for anyone, so bounded per address (a page shows two).
  publicImage: { name: 'public-image', limit: 60, windowMs: 60_000 },
  // A founder's share link (issue #26): opened without an account, so bounded per address (reads and files).
  sharedPlan: { name: 'shared-plan', limit: 60, windowMs: 60_000 },
  // Questions on a shared plan (issue #26 item 2): each one mails the founder, so a link takes 10 an hour
  // and one address 5 in 10 minutes (docs/decisions.md).
  shareQuestionsByLink: { name: 'share-questions-link', limit: 10, windowMs: 60 * 60_000 },
  shareQuestionsByAddress: { name: 'share-questions-ip', limit: 5, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

type Row = { count: number; reset_at: Date | string };

export type RateLimiter = {
  /** Counts one hit; returns whether it is within the limit and the seconds until the window resets. */
  hit: (
    db: DbOrTx,
    rule: RateLimitRule,
    subject: string,
  ) => Promise<{ allowed: boolean; retryAfter: number }>;
  /** Whether the subject is already over the limit, without counting. */
  isBlocked: (db: DbOrTx, rule: RateLimitRule, subject: string) => Promise<boolean>;
  /** Counts a hit and throws 429 when over the limit. */
  enforce: (db: DbOrTx, rule: RateLimitRule, subject: string) => Promise<void>;
};

export function createRateLimiter(enabled: boolean): RateLimiter {
  const hit: RateLimiter['hit'] = async (db, rule, subject) => {
    if (!enabled) return { allowed: true, retryAfter: 0 };
    const key = `${rule.name}:${subject}`.slice(0, 300);
    const windowSeconds = Math.ceil(rule.windowMs / 1000);
    const result = await db.execute(sql`
      INSERT INTO rate_limits (key, count, reset_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING count, reset_at`);
    const row = (result as unknown as { rows: Row[] }).rows[0]!;
    const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
    return { allowed: Number(row.count) <= rule.limit, retryAfter };
  };

  const isBlocked: RateLimiter['isBlocked'] = async (db, rule, subject) => {
    if (!enabled) return false;
    const key = `${rule.name}:${subject}`.slice(0, 300);
    const result = await db.execute(
      sql`SELECT count FROM rate_limits WHERE key = ${key} AND reset_at > now()`,
    );
    const row = (result as unknown as { rows: Row[] }).rows[0];
    return row !== undefined && Number(row.count) >= rule.limit;
  };

  const enforce: RateLimiter['enforce'] = async (db, rule, subject) => {
    const { allowed, retryAfter } = await hit(db, rule, subject);
    if (!allowed) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many requests. Please try again in ${formatWait(retryAfter)}.`,
        {
          headers: { 'retry-after': String(retryAfter) },
        },
      );
    }
  };

  return { hit, isBlocked, enforce };
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
