import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, aiConfig, contactSettings, products } from '../src/infra/db/schema/index';
import { seed } from '../src/infra/db/seed';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testDatabaseKind } from './helpers/test-db';
import { parseCsp } from './helpers/csp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe(`health and errors (${testDatabaseKind})`, () => {
  it('reports status, database kind and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind,
      version: '0.0.0-test',
      payments: 'simulated',
      mail: 'outbox',
    });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND', message: 'No route GET /api/does-not-exist' });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "staff", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('names the field and the rule when validation fails', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'staff' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'INVALID_INPUT',
      message: 'Password is required',
      field: 'password',
    });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: '  ', password: 'x' },
    });
    expect(blank.json()).toEqual({
      error: 'INVALID_INPUT',
      message: 'Username is required',
      field: 'username',
    });
  });

  it('refuses a NUL character anywhere in the input with 400 naming the field, and stores nothing', async () => {
    // PostgreSQL text cannot hold U+0000; found by the route fuzzer as a 500 on POST /api/contact.
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ad\u0000a',
        email: 'nul@example.com',
        subject: 'About pricing',
        message: 'Long enough text.',
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({
      error: 'INVALID_INPUT',
      message: 'name must not contain a NUL character (\\u0000)',
      field: 'name',
    });
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM contact_messages`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/prospects',
      payload: { name: 'Ada', extra: [{ deep: 'x\u0000' }] },
    });
    expect(nested.json()).toMatchObject({ field: 'extra.0.deep' });
    const query = await t.app.inject({ method: 'GET', url: '/api/admin/me?x=%00' });
    expect(query.statusCode).toBe(401); // the staff guard answers first
    const path = await t.app.inject({ method: 'GET', url: '/api/access/links/a%00b' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ field: 'path.token' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('foreign origins', () => {
  it('refuses a state-changing request from a foreign Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'staff', password: 'whatever' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FORBIDDEN_ORIGIN');
  });

  it('accepts the same origin and requests without an Origin header', async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode).toBe(200);
    const none = await t.app.inject({ method: 'POST', url: '/api/admin/logout' });
    expect(none.statusCode).toBe(200);
  });

  it('lets GET requests through whatever their origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('seed', () => {
  it('creates the four products exactly as the architecture table gives them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(
      list.map((p) => [p.code, p.name, p.price, p.statementsType, p.chartsCount, p.questionnairesPerEmail]),
    ).toEqual([
      ['P01', 'Free Projection', '0.00', 'Simple', 2, 2],
      ['P02', 'Full Reports', '29.99', 'Complete', 6, 3],
      ['P03', 'Expert Feedback', '59.99', 'Complete', 6, 5],
      ['P04', 'Custom Financial Proforma', '0.00', 'Complete', 6, 10],
    ]);
    expect(list.map((p) => [p.hasAiAssessment, p.canBookMeeting, p.acceptsPromoCodes])).toEqual([
      [false, false, false],
      [true, false, true],
      [true, true, false],
      [true, true, false],
    ]);
  });

  it('changes nothing when run twice', async () => {
    const snapshot = async () => ({
      products: await t.database.db.select().from(products).orderBy(products.id),
      contact: await t.database.db.select().from(contactSettings),
      ai: await t.database.db.select().from(aiConfig),
      admins: await t.database.db.select().from(adminUsers),
    });
    const before = await snapshot();
    const result = await seed(t.database.db, {
      adminUsername: 'other',
      adminPassword: 'secret-pass',
      supportEmail: 'x@y.z',
    });
    expect(result.createdAdmin).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('stores the admin password as an argon2id hash', async () => {
    const [admin] = await t.database.db.select().from(adminUsers);
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('keeps prospect e-mails unique whatever their case', async () => {
    await t.database.db.execute(sql`INSERT INTO prospects (name, email) VALUES ('A', 'Case@Example.com')`);
    await expect(
      t.database.db.execute(sql`INSERT INTO prospects (name, email) VALUES ('B', 'case@example.COM')`),
    ).rejects.toThrow();
  });
});

describe('public settings', () => {
  it('serves the default contact settings of the admin spec', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact-settings' });
    expect(res.json()).toEqual({
      contactFormTitle: 'Contact Us',
      contactFormDescription: 'Get in touch with us',
      contactEmail: 'support@example.com',
    });
  });

  it('serves only active social links, in sort order', async () => {
    await t.database.db
      .execute(sql`INSERT INTO social_media_accounts (platform, account, link, sort_order, is_active, position)
      VALUES ('LinkedIn', 'trajectory', 'https://linkedin.example/t', 2, true, 'both'),
             ('Facebook', 'hidden', 'https://facebook.example/t', 0, false, 'top'),
             ('Instagram', 'traj.gram', 'https://instagram.example/t', 1, true, 'bottom')`);
    const res = await t.app.inject({ method: 'GET', url: '/api/social-media/active' });
    expect(res.statusCode).toBe(200);
    expect(
      (res.json() as Array<{ platform: string; position: string }>).map((s) => [s.platform, s.position]),
    ).toEqual([
      ['Instagram', 'bottom'],
      ['LinkedIn', 'both'],
    ]);
  });
});

describe('content security policy', () => {
  it('allows only our own origin when no provider is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['frame-src']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self'");
  });

  it('adds exactly the hosts of the configured providers and the scheduling widget', async () => {
    const local = await createTestApp({
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      SCHEDULING_URL: 'https://calendly.example/trajectory/30min',
    });
    try {
      const res = await local.app.inject({ method: 'GET', url: '/api/health' });
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp['script-src']).toBe("'self' https://www.paypal.com");
      expect(csp['frame-src']).toBe(
        "'self' https://www.paypal.com https://www.sandbox.paypal.com https://calendly.example",
      );
      expect(String(res.headers['content-security-policy'])).not.toContain('stripe');
    } finally {
      await local.close();
    }
  });
});
