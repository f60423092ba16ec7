// Visitor browsers for tests: a session row holding given prospects, or a registration through the API.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DbOrTx } from '../../src/infra/db/client';
import { visitorGrants, visitorSessions } from '../../src/infra/db/schema/index';
import { sessionIdFromToken } from '../../src/lib/tokens';
import { visitorCookieName } from '@trajectory/contracts/access';
import { VISITOR_TTL_MS } from '../../src/domains/access/service';
import { createProspect, nextTestAddress, registrationBody } from './factories';

/** The visitor cookie's name on a plain-http test server (no PUBLIC_URL). */
export const VISITOR_COOKIE = visitorCookieName({ https: false });

export type Browser = {
  /** The cookie header to send (it changes when the server rotates the token, see `adopt`). */
  cookie: string;
  /** Gives this browser access to one more prospect (an unverified grant unless told otherwise). */
  grant: (prospectId: string, opts?: { isVerified?: boolean }) => Promise<void>;
  /** Keeps the visitor cookie a response set, as a browser does (registering and verifying rotate it). */
  adopt: (res: { cookies: { name: string; value: string }[] }) => void;
};

/** A browser whose session holds the given prospects, inserted directly. */
export async function createBrowser(db: DbOrTx, prospectIds: string[] = []): Promise<Browser> {
  const token = randomBytes(32).toString('base64url');
  let sessionId = sessionIdFromToken(token);
  await db
    .insert(visitorSessions)
    .values({ id: sessionId, expiresAt: new Date(Date.now() + VISITOR_TTL_MS) });
  const browser: Browser = {
    cookie: `${VISITOR_COOKIE}=${token}`,
    grant: async (prospectId, { isVerified = false } = {}) => {
      await db.insert(visitorGrants).values({ sessionId, prospectId, isVerified }).onConflictDoNothing();
    },
    adopt: (res) => {
      const set = res.cookies.find((c) => c.name === VISITOR_COOKIE && c.value);
      if (!set) return;
      browser.cookie = `${VISITOR_COOKIE}=${set.value}`;
      sessionId = sessionIdFromToken(set.value);
    },
  };
  for (const id of prospectIds) await browser.grant(id);
  return browser;
}

/** The visitor cookie a response set, as a cookie header (undefined when it set none). */
export function visitorCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = res.cookies.find((c) => c.name === VISITOR_COOKIE && c.value);
  return cookie ? `${VISITOR_COOKIE}=${cookie.value}` : undefined;
}

/** Registers a new prospect through the API; returns it and the cookie of the browser that did. */
export async function registerVisitor(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  cookie?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/prospects',
    payload: registrationBody(overrides),
    remoteAddress: nextTestAddress(),
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return { prospect: res.json() as { id: string; email: string }, cookie: visitorCookieOf(res) ?? cookie! };
}

export type TestBrowser = {
  cookie: () => Promise<string>;
  grant: Browser['grant'];
  /** app.inject with this browser's cookie (a cookie header given in the call wins). */
  inject: (opts: InjectOptions) => Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  /** The factory's prospect, held by this browser. */
  createProspect: typeof createProspect;
};

type AppLike = { app: FastifyInstance; database: { db: DbOrTx } };

/**
 * One browser for a test file, made on first use (so it can be declared beside `let t`): the prospects it
 * makes are its own, and its requests carry its cookie.
 */
export function lazyTestBrowser(getApp: () => AppLike): TestBrowser {
  let browser: Promise<Browser> | undefined;
  const ready = () => (browser ??= createBrowser(getApp().database.db));
  return {
    cookie: async () => (await ready()).cookie,
    grant: async (prospectId, opts) => (await ready()).grant(prospectId, opts),
    inject: async (opts) => {
      const browser = await ready();
      const res = await getApp().app.inject({
        ...opts,
        headers: { cookie: browser.cookie, ...(opts.headers ?? {}) },
      });
      // A request sent with another cookie header is another browser's: its answer is not this one's.
      if (!opts.headers || !('cookie' in opts.headers)) browser.adopt(res);
      return res;
    },
    createProspect: async (db, overrides) => {
      const prospect = await createProspect(db, overrides);
      await (await ready()).grant(prospect.id);
      return prospect;
    },
  };
}
