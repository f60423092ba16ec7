// Issue #22, visitor access: test-mode links never reach the internet (item 1), visitor tokens rotate and
// the cookie is `__Host-` on https (item 5), new registrations are limited per address and a link request
// answers a known and an unknown e-mail after the same work (item 7).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../src/infra/config';
import { mailOutbox, prospects, questionnaires, visitorSessions } from '../src/infra/db/schema/index';
import { accessLinkModeMessage } from '../src/domains/access/link-origin';
import { settleAfterResponse } from '../src/domains/access/links';
import { sessionIdFromToken } from '../src/lib/tokens';
import { bakerySections, createProspect, registrationBody } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { registerVisitor, visitorCookieOf } from './helpers/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Opts = { cookie?: string; headers?: Record<string, string>; remoteAddress?: string };
const inject = (app: TestApp, method: 'GET' | 'POST', url: string, payload?: object, opts: Opts = {}) =>
  app.app.inject({
    method,
    url,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
const post = (url: string, payload: object, opts: Opts = {}) => inject(t, 'POST', url, payload, opts);
const get = (url: string, cookie?: string) => inject(t, 'GET', url, undefined, { cookie });
const tokenOf = (link: string) => link.split('/access/')[1]!;
const mailsTo = (app: TestApp, email: string) =>
  app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('item 1: test-mode links are never handed to the internet', () => {
  it('X-Forwarded-For repro: a loopback request relayed by a proxy gets no testLink and cannot open the plan', async () => {
    const victim = await registerVisitor(t.app);
    const res = await post(
      '/api/access/request-link',
      { email: victim.prospect.email },
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
    );
    expect(res.statusCode).toBe(202);
    expect('testLink' in res.json()).toBe(false);
    await settleAfterResponse();
    // The link went to the founder's mailbox (the outbox) only, and the founder's browser keeps its access.
    expect(await mailsTo(t, victim.prospect.email)).toHaveLength(1);
    expect((await get(`/api/prospects/${victim.prospect.id}`, victim.cookie)).statusCode).toBe(200);
  });

  it('X-Forwarded-For repro on registration: registering an existing e-mail through a proxy gets no testLink', async () => {
    const victim = await registerVisitor(t.app);
    const res = await post('/api/prospects', registrationBody({ email: victim.prospect.email }), {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(202);
    expect('testLink' in res.json()).toBe(false);
    await settleAfterResponse();
    expect(await mailsTo(t, victim.prospect.email)).toHaveLength(1);
  });

  it('Forwarded: a request carrying the standard Forwarded header gets no testLink', async () => {
    const prospect = await createProspect(t.database.db);
    const res = await post(
      '/api/access/request-link',
      { email: prospect.email },
      { headers: { forwarded: 'for=203.0.113.9;proto=https' } },
    );
    expect(res.statusCode).toBe(202);
    expect('testLink' in res.json()).toBe(false);
  });

  it('still hands the link to a loopback caller with no proxy header when ACCESS_LINKS_IN_RESPONSE=local', async () => {
    const prospect = await createProspect(t.database.db);
    const res = await post('/api/access/request-link', { email: prospect.email });
    expect(res.json().testLink).toMatch(/\/access\/[A-Za-z0-9_-]{43}$/);
  });

  it('TRUST_PROXY set: no testLink even to a loopback caller without proxy headers', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const prospect = await createProspect(behindProxy.database.db);
      const res = await inject(behindProxy, 'POST', '/api/access/request-link', { email: prospect.email });
      expect(res.statusCode).toBe(202);
      expect('testLink' in res.json()).toBe(false);
    } finally {
      await behindProxy.close();
    }
  });

  it('opt-in unset (npm start): no link in the answer, the mail in the staff outbox', async () => {
    const production = await createTestApp({ ACCESS_LINKS_IN_RESPONSE: '' });
    try {
      const prospect = await createProspect(production.database.db);
      const res = await inject(production, 'POST', '/api/access/request-link', { email: prospect.email });
      expect(res.statusCode).toBe(202);
      expect('testLink' in res.json()).toBe(false);
      const again = await inject(
        production,
        'POST',
        '/api/prospects',
        registrationBody({ email: prospect.email }),
      );
      expect(again.statusCode).toBe(202);
      expect('testLink' in again.json()).toBe(false);
      await settleAfterResponse();
      const mails = await mailsTo(production, prospect.email);
      expect(mails).toHaveLength(2);
      // The outbox link works: it is the founder's way in.
      const token = mails[0]!.text.match(/\/access\/([A-Za-z0-9_-]{43})/)![1]!;
      const verified = await inject(production, 'POST', '/api/access/verify', { token });
      expect(verified.json()).toMatchObject({ prospectId: prospect.id });
    } finally {
      await production.close();
    }
  });

  it('ACCESS_LINKS_IN_RESPONSE accepts only "local", and start-up says which mode is on', () => {
    expect(() => loadConfig({ ACCESS_LINKS_IN_RESPONSE: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ACCESS_LINKS_IN_RESPONSE: 'yes' })).toThrow(/ACCESS_LINKS_IN_RESPONSE/);
    expect(accessLinkModeMessage(testConfig({ ACCESS_LINKS_IN_RESPONSE: 'local' }))).toMatch(
      /ACCESS_LINKS_IN_RESPONSE=local/,
    );
    expect(accessLinkModeMessage(testConfig())).toMatch(/staff outbox.*never in the answer/);
    expect(
      accessLinkModeMessage(testConfig({ ACCESS_LINKS_IN_RESPONSE: 'local', TRUST_PROXY: '1' })),
    ).toMatch(/never in the answer/);
  });
});

describe('item 5: visitor tokens rotate', () => {
  it('planted cookie: a token the attacker knows never gains the victim’s plan when the victim verifies', async () => {
    // The attacker registers in their own browser and plants that cookie in the victim's browser.
    const attacker = await registerVisitor(t.app);
    const victim = await createProspect(t.database.db);
    const link = (await post('/api/access/request-link', { email: victim.email })).json().testLink as string;
    const verified = await post('/api/access/verify', { token: tokenOf(link) }, { cookie: attacker.cookie });
    expect(verified.statusCode).toBe(200);
    const fresh = visitorCookieOf(verified)!;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(attacker.cookie);
    // The planted token opens nothing of the victim's, and has ended.
    expect((await get(`/api/prospects/${victim.id}`, attacker.cookie)).statusCode).toBe(401);
    expect((await get('/api/access/session', attacker.cookie)).json()).toEqual({ prospects: [] });
    // The victim's browser holds its plan under a token the attacker never saw.
    expect((await get(`/api/prospects/${victim.id}`, fresh)).statusCode).toBe(200);
  });

  it('planted cookie: registering a new e-mail in a browser with a planted cookie gives it a fresh token', async () => {
    const attacker = await registerVisitor(t.app);
    const res = await post('/api/prospects', registrationBody(), { cookie: attacker.cookie });
    expect(res.statusCode).toBe(201);
    const fresh = visitorCookieOf(res)!;
    expect(fresh).not.toBe(attacker.cookie);
    expect((await get(`/api/prospects/${res.json().id}`, attacker.cookie)).statusCode).toBe(401);
    expect((await get(`/api/prospects/${res.json().id}`, fresh)).statusCode).toBe(200);
  });

  it('rotation on verify: the browser’s other grants and the plans it started move to the new token', async () => {
    const mine = await registerVisitor(t.app);
    const started = await post(
      '/api/questionnaires',
      { prospectId: mine.prospect.id, ...bakerySections(), isCompleted: false },
      { cookie: mine.cookie },
    );
    expect(started.statusCode).toBe(201);
    const other = await createProspect(t.database.db);
    const link = (await post('/api/access/request-link', { email: other.email })).json().testLink as string;
    const verified = await post('/api/access/verify', { token: tokenOf(link) }, { cookie: mine.cookie });
    const fresh = visitorCookieOf(verified)!;
    expect(fresh).not.toBe(mine.cookie);
    const session = (await get('/api/access/session', fresh)).json();
    expect(session.prospects.map((p: { prospect: { id: string } }) => p.prospect.id)).toEqual([
      other.id,
      mine.prospect.id,
    ]);
    expect(session.prospects.map((p: { isVerified: boolean }) => p.isVerified)).toEqual([true, false]);
    const [row] = await t.database.db
      .select({ startedBySession: questionnaires.startedBySession })
      .from(questionnaires)
      .where(eq(questionnaires.id, started.json().id));
    expect(row!.startedBySession).toBe(sessionIdFromToken(fresh.split('=')[1]!));
    // The old session row is gone.
    const old = sessionIdFromToken(mine.cookie.split('=')[1]!);
    expect(await t.database.db.select().from(visitorSessions).where(eq(visitorSessions.id, old))).toEqual([]);
  });

  it('rotation on registration: a browser adding a prospect gets a new token holding both', async () => {
    const first = await registerVisitor(t.app);
    const second = await post('/api/prospects', registrationBody(), { cookie: first.cookie });
    const fresh = visitorCookieOf(second)!;
    expect(fresh).not.toBe(first.cookie);
    expect((await get(`/api/prospects/${first.prospect.id}`, fresh)).statusCode).toBe(200);
    expect((await get(`/api/prospects/${first.prospect.id}`, first.cookie)).statusCode).toBe(401);
  });

  it('cookie name on https: __Host-trajectory_visitor, Secure, Path=/, no Domain; the plain name is not read', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://trajectory.example.com' });
    try {
      const res = await inject(https, 'POST', '/api/prospects', registrationBody());
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name === '__Host-trajectory_visitor')!;
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie.domain).toBeUndefined();
      expect(res.cookies.some((c) => c.name === 'trajectory_visitor')).toBe(false);
      const id = res.json().id as string;
      const own = await inject(https, 'GET', `/api/prospects/${id}`, undefined, {
        cookie: `__Host-trajectory_visitor=${cookie.value}`,
      });
      expect(own.statusCode).toBe(200);
      // A cookie a sibling subdomain could plant (no prefix) opens nothing on an https site.
      const planted = await inject(https, 'GET', `/api/prospects/${id}`, undefined, {
        cookie: `trajectory_visitor=${cookie.value}`,
      });
      expect(planted.statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });
});

describe('item 7: registration limit and link-request timing', () => {
  it('new-e-mail registration is rate-limited per address: 429 with Retry-After naming the limit, nothing created', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < 10; i++) {
      const ok = await post('/api/prospects', registrationBody(), { remoteAddress: address });
      expect(ok.statusCode).toBe(201);
    }
    const body = registrationBody();
    const over = await post('/api/prospects', body, { remoteAddress: address });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(over.json().message).toMatch(/at most 10 every 60 minutes/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(visitorCookieOf(over)).toBeUndefined();
    expect(await t.database.db.select().from(prospects).where(eq(prospects.email, body.email))).toEqual([]);
    // Still refused on the next try: the refused attempt did not move the window.
    expect((await post('/api/prospects', registrationBody(), { remoteAddress: address })).statusCode).toBe(
      429,
    );
    // An existing e-mail is not a new registration: its own (link) limits apply.
    const existing = await createProspect(t.database.db);
    const known = await post('/api/prospects', registrationBody({ email: existing.email }), {
      remoteAddress: address,
    });
    expect(known.statusCode).toBe(202);
    // Another address registers freely.
    expect(
      (await post('/api/prospects', registrationBody(), { remoteAddress: '198.51.100.78' })).statusCode,
    ).toBe(201);
  });

  it('RATE_LIMITS=off lifts the registration limit', async () => {
    const off = await createTestApp({ RATE_LIMITS: 'off' });
    try {
      for (let i = 0; i < 12; i++) {
        const res = await inject(off, 'POST', '/api/prospects', registrationBody());
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await off.close();
    }
  });

  it('request-link answers a known and an unknown e-mail after the same statements; the mail is stored after the answer', async () => {
    let statements: string[] = [];
    const counted = await createTestApp(
      { ACCESS_LINKS_IN_RESPONSE: '' },
      {
        startWorkers: false,
        onQuery: (sql) => (/^\s*(begin|commit|rollback)\b/i.test(sql) ? undefined : statements.push(sql)),
      },
    );
    try {
      const prospect = await createProspect(counted.database.db);
      const ask = async (email: string) => {
        statements = [];
        const res = await inject(counted, 'POST', '/api/access/request-link', { email });
        // What the answer waited for; the work queued after it then finishes before the next question.
        const sql = [...statements];
        statements = [];
        await settleAfterResponse();
        return { res, sql, after: [...statements] };
      };
      const known = await ask(prospect.email);
      const unknown = await ask(`nobody-${prospect.id}@example.com`);
      expect(known.res.statusCode).toBe(202);
      expect(unknown.res.statusCode).toBe(202);
      expect(Object.keys(known.res.json()).sort()).toEqual(Object.keys(unknown.res.json()).sort());
      // The same statements, in the same order: the limits and one lookup; no link or mail row among them.
      const shape = (sql: string[]) => sql.map((s) => s.replace(/\s+/g, ' ').trim());
      expect(shape(known.sql)).toEqual(shape(unknown.sql));
      expect(known.sql.join('\n')).not.toMatch(/access_links|mail_outbox/);
      // The link and mail rows are written once the answer has gone out (for the known e-mail only).
      expect(known.after.join('\n')).toMatch(/access_links/);
      expect(unknown.after).toEqual([]);
      const mails = await mailsTo(counted, prospect.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(/\/access\/[A-Za-z0-9_-]{43}/);
    } finally {
      await counted.close();
    }
  });
});
