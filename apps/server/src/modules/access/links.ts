// Access links: request one (same answer whether or not the e-mail is known), read it, and use it once.
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_ACCESS_REDIRECT,
  linkSentMessage,
  maskEmail,
  type TLinkSentResponse,
} from '@trajectory/contracts/access';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limit';
import type { Mailer } from '../../providers/mail/mailer';
import { sessionIdFromToken } from '../admin-auth/service';
import { findProspectByEmail, findProspectById, type ProspectRow } from '../prospects/service';
import { accessLinkMail } from './link-mail';
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

/** Creates a single-use link for the prospect and queues its mail; returns the link. */
export async function sendAccessLink(
  db: DbOrTx,
  {
    prospect,
    redirectTo,
    baseUrl,
    mailer,
  }: { prospect: ProspectRow; redirectTo?: string; baseUrl: string; mailer: Mailer },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertAccessLink(db, {
    id: sessionIdFromToken(token),
    prospectId: prospect.id,
    redirectTo: redirectTo ?? DEFAULT_ACCESS_REDIRECT,
    expiresAt: new Date(Date.now() + ACCESS_LINK_TTL_MS),
  });
  await deleteStaleAccessLinks(db);
  const link = `${baseUrl}/access/${token}`;
  await mailer.queue(db, { to: prospect.email, ...accessLinkMail({ name: prospect.name, link }) });
  return link;
}

/** `POST /api/access/request-link`: the link when the e-mail is known (and mailed), else null. */
export async function requestAccessLink(
  db: DbOrTx,
  input: {
    email: string;
    redirectTo?: string;
    address: string;
    rateLimiter: RateLimiter;
    baseUrl: string;
    mailer: Mailer;
  },
): Promise<string | null> {
  await enforceLinkLimits(db, input);
  const prospect = await findProspectByEmail(db, { email: input.email });
  if (!prospect) return null;
  return sendAccessLink(db, { ...input, prospect });
}

export async function getAccessLinkInfo(db: DbOrTx, { token }: { token: string }) {
  const link = await findUsableAccessLink(db, { id: sessionIdFromToken(token) });
  const prospect = link ? await findProspectById(db, { id: link.prospectId }) : undefined;
  if (!link || !prospect) throw linkExpired();
  return { email: prospect.email, redirectTo: link.redirectTo };
}

/** Uses the link up and gives this browser verified access; other browsers' unverified access ends. */
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
    return { prospectId: link.prospectId, redirectTo: link.redirectTo, session };
  });
}
