import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/infra/config';
import { settleAfterResponse } from '../src/domains/access/links';
import {
  accessLinks,
  mailOutbox,
  prospects,
  visitorGrants,
  visitorSessions,
} from '../src/infra/db/schema/index';
import { createProspect, registrationBody } from './helpers/factories';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createBrowser, registerVisitor, visitorCookieOf } from './helpers/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Opts = { cookie?: string; remoteAddress?: string };
const post = (url: string, payload: Record<string, unknown>, opts: Opts = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(opts.cookie ? { headers: { cookie: opts.cookie } } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const tokenOf = (link: string) => link.split('/access/')[1]!;

describe('registration opens the plan to this browser only', () => {
  it('sets an HttpOnly, SameSite=Lax visitor cookie for a new prospect, and that browser reads it', async () => {
    const res = await post('/api/prospects', registrationBody());
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'trajectory_visitor')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const id = res.json().id as string;
    expect((await get(`/api/prospects/${id}`, visitorCookieOf(res))).statusCode).toBe(200);
    // The table holds a hash, never the token.
    const sessions = await t.database.db.select().from(visitorSessions);
    expect(sessions.some((s) => s.id === cookie.value)).toBe(false);
  });

  it('answers 202 link_sent to another browser registering a known e-mail, queues a link and overwrites nothing', async () => {
    const { prospect, cookie } = await registerVisitor(t.app, { name: 'Jane Owner' });
    const res = await post(
      '/api/prospects',
      registrationBody({ email: prospect.email, name: 'Mallory Other' }),
    );
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({ status: 'link_sent', maskedEmail: `a…@${prospect.email.split('@')[1]}` });
    expect(body.message).toBe(`We've sent a link to ${body.maskedEmail} to open your reports`);
    expect(body.testLink).toMatch(/^http:\/\/localhost:\d+\/access\/[A-Za-z0-9_-]{43}$/);
    expect(visitorCookieOf(res)).toBeUndefined();
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, prospect.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(body.testLink);
    expect(mail[0]!.html).toContain(body.testLink);
    const own = await get(`/api/prospects/${prospect.id}`, cookie);
    expect(own.json().name).toBe('Jane Owner');
    // The owner's browser registering again gets 200 with the prospect.
    const again = await post('/api/prospects', registrationBody({ email: prospect.email }), { cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(prospect.id);
  });

  it('adds a second prospect to the browser under a new token; the old one ends', async () => {
    const first = await registerVisitor(t.app);
    const second = await registerVisitor(t.app, {}, first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await get('/api/access/session', first.cookie)).json()).toEqual({ prospects: [] });
    const session = (await get('/api/access/session', second.cookie)).json();
    expect(session.prospects.map((p: { prospect: { id: string } }) => p.prospect.id)).toEqual([
      second.prospect.id,
      first.prospect.id,
    ]);
    expect(session.prospects[0]).toMatchObject({ isVerified: false, otherBrowsers: 0 });
    // The founder's own phone, for the forms this browser fills in for them (the contact form).
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, second.prospect.id));
    expect(session.prospects[0].phone).toBe(row!.phone);
    expect(row!.phone.length).toBeGreaterThan(0);
  });
});

describe('access links', () => {
  it('answers the same 202 for a known and an unknown e-mail, with testLink null only for the unknown one', async () => {
    const prospect = await createProspect(t.database.db);
    const known = await post('/api/access/request-link', { email: prospect.email, redirectTo: '/results/x' });
    const unknown = await post('/api/access/request-link', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(unknown.json().testLink).toBeNull();
    expect(known.json().testLink).toContain('/access/');
    const info = await get(`/api/access/links/${tokenOf(known.json().testLink)}`);
    expect(info.json()).toEqual({ email: prospect.email, redirectTo: '/results/x' });
  });

  it('leaves testLink out for a caller that is not on this machine', async () => {
    const prospect = await createProspect(t.database.db);
    const res = await post(
      '/api/access/request-link',
      { email: prospect.email },
      { remoteAddress: '203.0.113.9' },
    );
    expect(res.statusCode).toBe(202);
    expect('testLink' in res.json()).toBe(false);
  });

  it('turns a foreign redirect into /reports', async () => {
    const prospect = await createProspect(t.database.db);
    const res = await post('/api/access/request-link', {
      email: prospect.email,
      redirectTo: '//evil.example',
    });
    const info = await get(`/api/access/links/${tokenOf(res.json().testLink)}`);
    expect(info.json().redirectTo).toBe('/reports');
  });

  it('verifies once: cookie and verified access; reading the link does not use it; a second verify is 410', async () => {
    const prospect = await createProspect(t.database.db);
    const link = (await post('/api/access/request-link', { email: prospect.email })).json()
      .testLink as string;
    const token = tokenOf(link);
    expect((await get(`/api/access/links/${token}`)).statusCode).toBe(200);
    expect((await get(`/api/access/links/${token}`)).statusCode).toBe(200);
    const verified = await post('/api/access/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ prospectId: prospect.id, redirectTo: '/reports', reviewPlans: [] });
    const cookie = visitorCookieOf(verified)!;
    expect((await get(`/api/prospects/${prospect.id}`, cookie)).statusCode).toBe(200);
    const session = (await get('/api/access/session', cookie)).json();
    expect(session.prospects[0]).toMatchObject({ isVerified: true });
    const again = await post('/api/access/verify', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'LINK_EXPIRED' });
    expect((await get(`/api/access/links/${token}`)).statusCode).toBe(410);
  });

  it('refuses an expired or unknown token with 410', async () => {
    const prospect = await createProspect(t.database.db);
    const link = (await post('/api/access/request-link', { email: prospect.email })).json()
      .testLink as string;
    await t.database.db
      .update(accessLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessLinks.prospectId, prospect.id));
    expect((await post('/api/access/verify', { token: tokenOf(link) })).statusCode).toBe(410);
    expect((await get(`/api/access/links/${'x'.repeat(43)}`)).statusCode).toBe(410);
  });

  it("ends other browsers' unverified access when a link is verified, but keeps verified ones", async () => {
    const { prospect, cookie: squatter } = await registerVisitor(t.app);
    const verifiedElsewhere = await createBrowser(t.database.db);
    await verifiedElsewhere.grant(prospect.id, { isVerified: true });
    const link = (await post('/api/access/request-link', { email: prospect.email })).json()
      .testLink as string;
    const owner = visitorCookieOf(await post('/api/access/verify', { token: tokenOf(link) }))!;
    const stranger = await get(`/api/prospects/${prospect.id}`, squatter);
    expect(stranger.statusCode).toBe(401);
    expect((await get(`/api/prospects/${prospect.id}`, verifiedElsewhere.cookie)).statusCode).toBe(200);
    const session = (await get('/api/access/session', owner)).json();
    expect(session.prospects[0]).toMatchObject({ otherBrowsers: 1 });
    const signedOut = await post(
      '/api/access/sign-out-others',
      { prospectId: prospect.id },
      { cookie: owner },
    );
    expect(signedOut.json()).toEqual({ signedOut: 1 });
    expect((await get(`/api/prospects/${prospect.id}`, verifiedElsewhere.cookie)).statusCode).toBe(401);
  });

  it('rate-limits link requests per e-mail (registration shares the limit)', async () => {
    const prospect = await createProspect(t.database.db);
    for (let i = 0; i < 4; i++)
      expect((await post('/api/access/request-link', { email: prospect.email })).statusCode).toBe(202);
    expect((await post('/api/prospects', registrationBody({ email: prospect.email }))).statusCode).toBe(202);
    const over = await post('/api/access/request-link', { email: prospect.email.toUpperCase() });
    expect(over.statusCode).toBe(429);
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, prospect.email)),
    ).toHaveLength(5);
  });
});

describe('the browser session', () => {
  it('is an empty list without a session, and sign-out ends it and clears the cookie', async () => {
    expect((await get('/api/access/session')).json()).toEqual({ prospects: [] });
    const { prospect, cookie } = await registerVisitor(t.app);
    const out = await post('/api/access/sign-out', {}, { cookie });
    expect(out.json()).toEqual({ success: true });
    expect(out.cookies.find((c) => c.name === 'trajectory_visitor')?.value).toBe('');
    expect((await get(`/api/prospects/${prospect.id}`, cookie)).statusCode).toBe(401);
    expect((await get('/api/access/session', cookie)).json()).toEqual({ prospects: [] });
  });

  it('slides the expiry at most once a day: a fresh session is read without writing', async () => {
    const { prospect, cookie } = await registerVisitor(t.app);
    const fresh = await get(`/api/prospects/${prospect.id}`, cookie);
    expect(visitorCookieOf(fresh)).toBeUndefined();
    const [grant] = await t.database.db
      .select()
      .from(visitorGrants)
      .where(eq(visitorGrants.prospectId, prospect.id));
    const old = new Date(Date.now() + 100 * 24 * 60 * 60_000);
    await t.database.db
      .update(visitorSessions)
      .set({ expiresAt: old })
      .where(eq(visitorSessions.id, grant!.sessionId));
    const stale = await get(`/api/prospects/${prospect.id}`, cookie);
    expect(visitorCookieOf(stale)).toBe(cookie);
    const [row] = await t.database.db
      .select()
      .from(visitorSessions)
      .where(eq(visitorSessions.id, grant!.sessionId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 179 * 24 * 60 * 60_000);
  });

  it('sign-out-others needs a session holding the prospect', async () => {
    const other = await registerVisitor(t.app);
    const mine = await registerVisitor(t.app);
    expect((await post('/api/access/sign-out-others', { prospectId: other.prospect.id })).statusCode).toBe(
      401,
    );
    const foreign = await post(
      '/api/access/sign-out-others',
      { prospectId: other.prospect.id },
      { cookie: mine.cookie },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('validate-email and payment history read the session', () => {
  it('answers a stranger the same for a known and an unknown e-mail, and the owner with the prospect', async () => {
    const { prospect, cookie } = await registerVisitor(t.app);
    const strangerKnown = await post('/api/validate-email', { email: prospect.email });
    const strangerUnknown = await post('/api/validate-email', { email: 'never-seen@example.com' });
    expect(strangerKnown.json()).toEqual(strangerUnknown.json());
    expect(strangerKnown.json()).toMatchObject({ canSubmit: true, prospect: null });
    const owner = await post('/api/validate-email', { email: prospect.email }, { cookie });
    expect(owner.json().prospect.id).toBe(prospect.id);
  });

  it('lists the held prospects’ payments; a foreign prospectId or e-mail is 404; staff read any', async () => {
    const { prospect, cookie } = await registerVisitor(t.app);
    const other = await registerVisitor(t.app);
    expect((await get('/api/payment-history', cookie)).json()).toEqual([]);
    expect((await get(`/api/payment-history?prospectId=${prospect.id}`, cookie)).statusCode).toBe(200);
    expect((await get(`/api/payment-history?prospectId=${other.prospect.id}`, cookie)).statusCode).toBe(404);
    const byEmail = await get(
      `/api/payment-history?email=${encodeURIComponent(other.prospect.email)}`,
      cookie,
    );
    expect(byEmail.statusCode).toBe(404);
    expect((await get('/api/payment-history')).statusCode).toBe(401);
    const staff = await loginAsStaff(t.app);
    const asStaff = await get(
      `/api/payment-history?email=${encodeURIComponent(other.prospect.email)}`,
      staff,
    );
    expect(asStaff.statusCode).toBe(200);
  });
});

describe('mail mode and configuration', () => {
  it('reports mail: outbox in health', async () => {
    expect((await get('/api/health')).json()).toMatchObject({ mail: 'outbox' });
  });

  it('refuses SMTP_URL without PUBLIC_URL at start-up, naming PUBLIC_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
      /PUBLIC_URL: must be set when SMTP_URL/,
    );
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://trajectory.example.com' }),
    ).not.toThrow();
  });

  it('builds the link from PUBLIC_URL, never the request, marks the cookie Secure and shows no testLink', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://trajectory.example.com' });
    try {
      const prospect = await createProspect(other.database.db);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/access/request-link',
        headers: { origin: 'https://trajectory.example.com', host: 'evil.example' },
        payload: { email: prospect.email },
      });
      expect(res.statusCode).toBe(202);
      expect('testLink' in res.json()).toBe(false);
      await settleAfterResponse();
      const [mail] = await other.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, prospect.email));
      expect(mail!.text).toMatch(/https:\/\/trajectory\.example\.com\/access\/[A-Za-z0-9_-]{43}/);
      const reg = await other.app.inject({
        method: 'POST',
        url: '/api/prospects',
        payload: registrationBody(),
      });
      expect(reg.cookies.find((c) => c.name === '__Host-trajectory_visitor')!.secure).toBe(true);
    } finally {
      await other.close();
    }
  });
});
