// Visitor sessions: the browser's cookie token (stored hashed), the prospects it may open, sliding expiry.
import { randomBytes } from 'node:crypto';
import { visitorCookieName, type TSessionProspect } from '@trajectory/contracts/access';
import type { Config } from '../../infra/config';
import type { DbOrTx } from '../../infra/db/client';
import { findAllProducts } from '../catalog/service';
import { findProspectById, toProspectDto } from '../prospects/service';
import { moveStartedBySession } from '../questionnaires/service';
import { sessionIdFromToken } from '../../lib/tokens';
import {
  countOtherLiveSessions,
  deleteExpiredVisitorSessions,
  deleteOtherGrants,
  deleteVisitorSession,
  findLiveVisitorSession,
  findLiveVisitorSessionWithGrants,
  insertVisitorSessionWithGrant,
  moveGrants,
  setVisitorSessionExpiry,
  type GrantRow,
} from './repo';

/** The visitor cookie's name for this site: `__Host-` prefixed when PUBLIC_URL is https. */
// Which prospect a resource belongs to, and the 404 of each kind (the http layer's ownership check).
export { missing, resolveProspectOf, type AccessTarget } from './ownership';
/** The site's address for links in mails (PUBLIC_URL, else a trusted origin): share questions' mails too. */
export { accessLinkBase } from './link-origin';

export function visitorCookieNameFor(config: Config): string {
  return visitorCookieName({ https: config.PUBLIC_URL?.startsWith('https:') ?? false });
}
export const VISITOR_TTL_MS = 180 * 24 * 60 * 60_000;
/** The expiry slides forward at most once a day, so ordinary reads do not write. */
const REFRESH_INTERVAL_MS = 24 * 60 * 60_000;

export type VisitorSession = {
  id: string;
  expiresAt: Date;
  grants: GrantRow[];
  prospectIds: ReadonlySet<string>;
};

export async function findVisitorSession(
  db: DbOrTx,
  { token }: { token: string },
): Promise<VisitorSession | undefined> {
  const row = await findLiveVisitorSessionWithGrants(db, { id: sessionIdFromToken(token) });
  if (!row) return undefined;
  return { ...row, prospectIds: new Set(row.grants.map((g) => g.prospectId)) };
}

/** Expired sessions are swept at most this often per process, riding on new sessions. */
const SWEEP_INTERVAL_MS = 60 * 60_000;
let lastSweepAt = 0;

/** Slides the expiry when the last slide is over a day old; returns the new expiry, or undefined. */
export async function refreshVisitorSession(
  db: DbOrTx,
  { session, now = Date.now() }: { session: VisitorSession; now?: number },
): Promise<Date | undefined> {
  if (session.expiresAt.getTime() > now + VISITOR_TTL_MS - REFRESH_INTERVAL_MS) return undefined;
  const expiresAt = new Date(now + VISITOR_TTL_MS);
  await setVisitorSessionExpiry(db, { id: session.id, expiresAt });
  return expiresAt;
}

/**
 * Gives this browser access to a prospect, always under a new token: a browser that gains a prospect never
 * keeps the token it came with, so a cookie planted by someone who knows it never opens what this browser
 * gains. The browser's live session (when its cookie names one) hands its grants, and the plans it started,
 * to the new session and ends. A verified grant (from a link) ends every unverified grant of that prospect
 * held by other browsers: whoever registered someone else's e-mail first loses it. Run it in a transaction.
 */
export async function grantToBrowser(
  db: DbOrTx,
  { token, prospectId, isVerified }: { token?: string; prospectId: string; isVerified: boolean },
): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
  const expiresAt = new Date(Date.now() + VISITOR_TTL_MS);
  const live = token ? await findLiveVisitorSession(db, { id: sessionIdFromToken(token) }) : undefined;
  const sessionToken = randomBytes(32).toString('base64url');
  const sessionId = sessionIdFromToken(sessionToken);
  await insertVisitorSessionWithGrant(db, { id: sessionId, expiresAt, prospectId, isVerified });
  if (live) {
    await moveGrants(db, { from: live.id, to: sessionId });
    await moveStartedBySession(db, { from: live.id, to: sessionId });
    await deleteVisitorSession(db, { id: live.id });
  }
  // Housekeeping rides on new sessions, which are rare next to reads, and at most hourly.
  if (Date.now() - lastSweepAt > SWEEP_INTERVAL_MS) {
    lastSweepAt = Date.now();
    await deleteExpiredVisitorSessions(db);
  }
  if (isVerified) await deleteOtherGrants(db, { prospectId, sessionId, onlyUnverified: true });
  return { token: sessionToken, expiresAt, sessionId };
}

/** The prospects this browser may open, newest grant first, with how many other browsers can too. */
export async function listSessionProspects(
  db: DbOrTx,
  { session }: { session: VisitorSession | undefined },
): Promise<TSessionProspect[]> {
  if (!session || session.grants.length === 0) return [];
  const productsList = await findAllProducts(db);
  const others = await countOtherLiveSessions(db, {
    prospectIds: session.grants.map((g) => g.prospectId),
    sessionId: session.id,
  });
  const result: TSessionProspect[] = [];
  for (const grant of session.grants) {
    const row = await findProspectById(db, { id: grant.prospectId });
    if (!row) continue;
    result.push({
      prospect: await toProspectDto(db, row, productsList),
      phone: row.phone,
      isVerified: grant.isVerified,
      otherBrowsers: others.get(grant.prospectId) ?? 0,
    });
  }
  return result;
}

export async function endVisitorSession(db: DbOrTx, { token }: { token: string }) {
  await deleteVisitorSession(db, { id: sessionIdFromToken(token) });
}

/** "Sign out other browsers": every other session's grant for this prospect ends. */
export async function signOutOtherBrowsers(
  db: DbOrTx,
  { session, prospectId }: { session: VisitorSession; prospectId: string },
): Promise<number> {
  return deleteOtherGrants(db, { prospectId, sessionId: session.id, onlyUnverified: false });
}
