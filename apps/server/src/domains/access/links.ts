// Access links: request one (same answer whether or not the e-mail is known), read it, and use it once.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import {
  DEFAULT_ACCESS_REDIRECT,
  linkSentMessage,
  maskEmail,
  type TLinkSentResponse,
} from '@trajectory/contracts/access';
import { paths } from '@trajectory/contracts/paths';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { RATE_LIMITS, type RateLimiter } from '../../infra/rate-limit';
import type { Mailer } from '../../infra/mail/mailer';
import { sessionIdFromToken } from '../../lib/tokens';
import { findProspectByEmail, findProspectById, type ProspectRow } from '../prospects/service';
import { accessLinkMail } from './link-mail';
import { reviewPlansAfterVerify } from './ownership-review';
import { deleteStaleAccessLinks, findUsableAccessLink, insertAccessLink, useAccessLink } from './repo';
import { grantToBrowser } from './service';

export const ACCESS_LINK_TTL_MS = 30 * 60_000;

const linkExpired = () =>
  new AppError('LINK_EXPIRED', 'This link has expired or was already used. Ask for a new one.');

export function linkSentResponse(email: string, testLink?: string | null): TLinkSentResponse {
  return {
    status: 'link_sent',
    message: linkSentMessage(email),
    maskedEmail: maskEmail(email),
    ...(testLink !== undefined ? { testLink } : {}),
  };
}

/** Counts one link request against the caller's address and the e-mail; 429 over either limit. */
export async function enforceLinkLimits(
  db: DbOrTx,
  { rateLimiter, address, email }: { rateLimiter: RateLimiter; address: string; email: string },
) {
  await rateLimiter.enforce(db, RATE_LIMITS.accessLinkByAddress, address);
  await rateLimiter.enforce(db, RATE_LIMITS.accessLinkByEmail, email.toLowerCase());
}

type LinkTarget = { prospect: ProspectRow; redirectTo?: string; baseUrl: string; mailer: Mailer };

/** A new single-use link's token and address; nothing is stored until `storeAccessLink`. */
export function newAccessLink(baseUrl: string) {
  const token = randomBytes(32).toString('base64url');
  return { token, link: `${baseUrl}${paths.access(token)}` };
}

/**
 * Stores the link for the prospect and queues its mail (outside a transaction, as before: the mail sender is
 * woken by `queue` and must find the row committed).
 */
export async function storeAccessLink(
  db: DbOrTx,
  { prospect, redirectTo, mailer, token, link }: LinkTarget & { token: string; link: string },
) {
  await insertAccessLink(db, {
    id: sessionIdFromToken(token),
    prospectId: prospect.id,
    redirectTo: redirectTo ?? DEFAULT_ACCESS_REDIRECT,
    expiresAt: new Date(Date.now() + ACCESS_LINK_TTL_MS),
  });
  await deleteStaleAccessLinks(db);
  await mailer.queue(db, { to: prospect.email, ...accessLinkMail({ name: prospect.name, link }) });
}

/** Link mails queued after their answer went out and not yet stored. */
const pendingAfterResponse = new Set<Promise<void>>();

/**
 * Runs `work` once the answer has gone out (or the client went away), off the request path: a known and an
 * unknown e-mail then answer after the same work. A failure is logged, never answered.
 */
export function afterResponse(reply: FastifyReply, label: string, work: () => Promise<void>) {
  let started = false;
  let settle!: () => void;
  const done = new Promise<void>((resolve) => (settle = resolve));
  pendingAfterResponse.add(done);
  const start = () => {
    if (started) return;
    started = true;
    setImmediate(() => {
      work()
        .catch((err: unknown) => reply.log.error({ err }, `${label} failed`))
        .finally(() => {
          pendingAfterResponse.delete(done);
          settle();
        });
    });
  };
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}

/** Waits for every link mail queued after a response (the app's close, and tests). */
export async function settleAfterResponse() {
  while (pendingAfterResponse.size > 0) await Promise.all([...pendingAfterResponse]);
}

/**
 * Creates a single-use link for the prospect and queues its mail. With `inResponse` (local test mode) it is
 * stored before the answer, which then carries it; otherwise after the answer went out, and the answer
 * carries nothing of it.
 */
export async function sendAccessLink(
  db: Database,
  reply: FastifyReply,
  { inResponse, ...target }: LinkTarget & { inResponse: boolean },
): Promise<string | undefined> {
  const { token, link } = newAccessLink(target.baseUrl);
  if (inResponse) {
    await storeAccessLink(db, { ...target, token, link });
    return link;
  }
  afterResponse(reply, 'access link mail', () => storeAccessLink(db, { ...target, token, link }));
  return undefined;
}

/**
 * `POST /api/access/request-link`: the same answer, after the same work (the limits and one lookup),
 * whether or not the e-mail is known; the link of a known one is stored and mailed after the answer. In
 * local test mode the answer carries the link (null for an unknown e-mail).
 */
export async function requestAccessLink(
  db: Database,
  reply: FastifyReply,
  input: {
    email: string;
    redirectTo?: string;
    address: string;
    rateLimiter: RateLimiter;
    baseUrl: string;
    mailer: Mailer;
    inResponse: boolean;
  },
): Promise<string | null | undefined> {
  await enforceLinkLimits(db, input);
  const prospect = await findProspectByEmail(db, { email: input.email });
  if (!prospect) return input.inResponse ? null : undefined;
  return sendAccessLink(db, reply, { ...input, prospect });
}

export async function getAccessLinkInfo(db: DbOrTx, { token }: { token: string }) {
  const link = await findUsableAccessLink(db, { id: sessionIdFromToken(token) });
  const prospect = link ? await findProspectById(db, { id: link.prospectId }) : undefined;
  if (!link || !prospect) throw linkExpired();
  return { email: prospect.email, redirectTo: link.redirectTo };
}

/**
 * Uses the link up and gives this browser verified access (under a new token); other browsers' unverified
 * access ends. Returns the plans started from another browser that the founder is to review.
 */
export async function verifyAccessLink(
  db: Database,
  { token, browserToken }: { token: string; browserToken?: string },
) {
  return db.transaction(async (tx) => {
    const link = await useAccessLink(tx, { id: sessionIdFromToken(token) });
    if (!link) throw linkExpired();
    const session = await grantToBrowser(tx, {
      token: browserToken,
      prospectId: link.prospectId,
      isVerified: true,
    });
    const reviewPlans = await reviewPlansAfterVerify(tx, {
      prospectId: link.prospectId,
      sessionId: session.sessionId,
    });
    return { prospectId: link.prospectId, redirectTo: link.redirectTo, session, reviewPlans };
  });
}
