// Headers, cookies and limits the foundation tests leave out: a production-like app (HSTS, Secure cookie,
// Stripe in the CSP), the Origin check on every state-changing method, and every per-address rate limit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospects } from '../src/infra/db/schema/index';
import { createProspect, registrationBody } from './helpers/factories';
import { createTestApp, loginAsStaff, TEST_ADMIN, type TestApp } from './helpers/test-app';
import { parseCsp } from './helpers/csp';
import { createBrowser } from './helpers/visitor';

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  prod = await createTestApp({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://trajectory.example.com',
    ALLOWED_ORIGINS: 'https://admin.example.com',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    // Nothing here calls Stripe; should anything try, it meets a closed port rather than the internet.
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await t?.close();
  await prod?.close();
});

describe('content security policy', () => {
  it('adds exactly Stripe’s hosts when Stripe is configured, and nothing of PayPal', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/health' });
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self' https://js.stripe.com");
    expect(csp['frame-src']).toBe("'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp['connect-src']).toBe("'self' https://api.stripe.com");
    expect(String(res.headers['content-security-policy'])).not.toContain('paypal');
  });

  it('never allows inline or eval’d scripts, plugins, framing by other sites, or foreign form targets', async () => {
    for (const app of [t.app, prod.app]) {
      const csp = parseCsp(
        (await app.inject({ method: 'GET', url: '/api/products' })).headers['content-security-policy'],
      );
      expect(csp['default-src']).toBe("'self'");
      expect(csp['script-src']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp['object-src']).toBe("'none'");
      expect(csp['frame-ancestors']).toBe("'none'");
      expect(csp['base-uri']).toBe("'self'");
      expect(csp['form-action']).toBe("'self'");
      expect(Object.values(csp).join(' ')).not.toMatch(/(^|\s)(\*|https?:|http:\/\/\*)(\s|$)/);
    }
  });

  it('sends the policy on errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('transport and fingerprinting headers', () => {
  it('sends HSTS only over https: an https PUBLIC_URL, or https told by a trusted proxy, not NODE_ENV', async () => {
    const production = await prod.app.inject({ method: 'GET', url: '/api/health' });
    expect(production.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const test = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(test.headers['strict-transport-security']).toBeUndefined();
    // A production start on plain http (a local `npm start`) must not pin localhost to https.
    const plain = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
    const proxied = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8' });
    try {
      const local = await plain.app.inject({ method: 'GET', url: '/api/health' });
      expect(local.headers['strict-transport-security']).toBeUndefined();
      const https = { 'x-forwarded-proto': 'https' };
      const viaProxy = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.1.2.3',
        headers: https,
      });
      expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const proxyOverHttp = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.1.2.3',
      });
      expect(proxyOverHttp.headers['strict-transport-security']).toBeUndefined();
      // Anyone else's X-Forwarded-Proto is theirs to write: not trusted.
      const forged = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '198.51.100.9',
        headers: https,
      });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
      await proxied.close();
    }
  });

  it('refuses framing once, by frame-ancestors, with no X-Frame-Options to contradict it', async () => {
    for (const app of [t.app, prod.app]) {
      for (const url of ['/api/health', '/api/nothing-here']) {
        const res = await app.inject({ method: 'GET', url });
        expect(parseCsp(res.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
        expect(res.headers['x-frame-options']).toBeUndefined();
      }
    }
  });

  it('every answer carries the same security headers, success, refusal and not found alike', async () => {
    // Worked out once at start (http/security-headers.ts), set on every answer as helmet would set them.
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/products' }),
      t.app.inject({ method: 'GET', url: '/api/admin/users' }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]);
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(parseCsp(res.headers['content-security-policy'])).toMatchObject({
        'default-src': "'self'",
        'object-src': "'none'",
        'script-src-attr': "'none'",
        'style-src': "'self' 'unsafe-inline'",
      });
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('never names the framework, on success, refusal or error', async () => {
    const answers = await Promise.all([
      prod.app.inject({ method: 'GET', url: '/api/products' }),
      prod.app.inject({ method: 'GET', url: '/api/admin/users' }),
      prod.app.inject({ method: 'POST', url: '/api/prospects', payload: { name: 1 } }),
      prod.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 400, 404]);
    for (const res of answers) {
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers.server).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax and Secure when PUBLIC_URL is https, also when cleared on logout', async () => {
    const login = await prod.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'https://trajectory.example.com' },
      payload: TEST_ADMIN,
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'trajectory_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    const logout = await prod.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: `trajectory_session=${cookie.value}` },
    });
    const cleared = logout.cookies.find((c) => c.name === 'trajectory_session')!;
    expect(cleared).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, value: '' });
  });

  it('is not Secure without an https PUBLIC_URL, so plain-http local use still signs in', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    const cookie = login.cookies.find((c) => c.name === 'trajectory_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie.secure).toBeFalsy();
  });
});

describe('foreign Origin refusal', () => {
  it('refuses POST, PUT, PATCH and DELETE from a foreign origin with 403, and writes nothing', async () => {
    const cookie = await loginAsStaff(t.app);
    const prospect = await createProspect(t.database.db);
    const attempts = [
      { method: 'POST', url: '/api/prospects', payload: registrationBody({ email: 'csrf@example.com' }) },
      {
        method: 'PUT',
        url: `/api/admin/prospects/${prospect.id}/submissions`,
        payload: { maxSubmissions: 9 },
      },
      { method: 'PATCH', url: '/api/admin/products/1', payload: { name: 'x' } },
      { method: 'DELETE', url: `/api/admin/prospects/${prospect.id}` },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({
        ...attempt,
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.json()).toEqual({
        error: 'FORBIDDEN_ORIGIN',
        message:
          'Requests that change data must come from this site; origin https://evil.example is not allowed.',
      });
    }
    const rows = await t.database.db.select().from(prospects);
    expect(rows.some((r) => r.email === 'csrf@example.com')).toBe(false);
    expect(rows.find((r) => r.id === prospect.id)).toMatchObject({ maxSubmissions: prospect.maxSubmissions });
  });

  it('refuses the literal "null" origin a sandboxed page sends', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'null' },
      payload: {
        name: 'Sandboxed',
        email: 's@example.com',
        subject: 'About pricing',
        message: 'Long enough text.',
      },
    });
    expect(res.statusCode).toBe(403);
  });

  it('with PUBLIC_URL, accepts its origin and ALLOWED_ORIGINS but not merely the request’s own host', async () => {
    const logout = (origin: string, host = 'trajectory.example.com') =>
      prod.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { origin, host } });
    expect((await logout('https://trajectory.example.com')).statusCode).toBe(200);
    expect((await logout('https://admin.example.com')).statusCode).toBe(200);
    // A Host header is the client's to choose: matching it proves nothing once PUBLIC_URL is known.
    expect((await logout('http://attacker.example', 'attacker.example')).statusCode).toBe(403);
    expect((await logout('http://trajectory.example.com')).statusCode).toBe(403);
  });

  it('exempts the signed provider webhooks, whose requests never come from a browser', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    // Past the Origin check, the webhook's own signature check refuses it.
    expect(res.statusCode).toBe(400);
    expect(res.json().error).not.toBe('FORBIDDEN_ORIGIN');
    expect(res.json().field).toBe('header.stripe-signature');
  });
});

type LimitedRequest = {
  method: 'POST';
  url: string;
  remoteAddress: string;
  payload: Record<string, unknown>;
  headers?: Record<string, string>;
};

/** Promo use is a visitor route: the burst comes from a browser holding some prospect. */
async function headersFor(app: TestApp, url: string) {
  if (url !== '/api/promo-codes/use') return {};
  const prospect = await createProspect(app.database.db);
  return { headers: { cookie: (await createBrowser(app.database.db, [prospect.id])).cookie } };
}

/** Sends `count` requests from one address and returns their statuses and the last answer. */
async function burst(app: TestApp['app'], count: number, request: () => LimitedRequest) {
  const statuses: number[] = [];
  let last = await app.inject(request());
  statuses.push(last.statusCode);
  for (let i = 1; i < count; i++) {
    last = await app.inject(request());
    statuses.push(last.statusCode);
  }
  return { statuses, last };
}

describe('rate limits per address', () => {
  it('validate-email: 30 an hour, then 200 with canSubmit false and the reason, no prospect', async () => {
    const { email } = await createProspect(t.database.db);
    const { statuses, last } = await burst(t.app, 31, () => ({
      method: 'POST' as const,
      url: '/api/validate-email',
      remoteAddress: '198.51.100.1',
      payload: { email },
    }));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(last.json()).toEqual({
      canSubmit: false,
      prospect: null,
      reason: 'Too many attempts from your network. Please try again in an hour.',
    });
    const other = await t.app.inject({
      method: 'POST' as const,
      url: '/api/validate-email',
      remoteAddress: '198.51.100.2',
      payload: { email },
    });
    expect(other.json().canSubmit).toBe(true);
  });

  it.each([
    {
      name: 'contact: 5 an hour',
      limit: 5,
      url: '/api/contact',
      payload: () => ({
        name: 'Grace',
        email: 'g@example.com',
        subject: 'About pricing',
        message: 'Long enough text.',
      }),
      okStatus: 200,
      windowSeconds: 3600,
    },
    {
      name: 'promo validation: 20 in 15 minutes',
      limit: 20,
      url: '/api/promo-codes/validate',
      payload: () => ({ code: 'NO-SUCH-CODE', productId: 2 }),
      okStatus: 200,
      windowSeconds: 900,
    },
    {
      name: 'promo use: 10 in 15 minutes',
      limit: 10,
      url: '/api/promo-codes/use',
      payload: () => ({ code: 'NO-SUCH-CODE', prospectId: '00000000-0000-4000-8000-000000000000' }),
      okStatus: 404,
      windowSeconds: 900,
    },
  ])('$name, then 429 with Retry-After; another address is unaffected', async (rule) => {
    const address = `203.0.113.${rule.limit}`;
    const headers = await headersFor(t, rule.url);
    const { statuses, last } = await burst(t.app, rule.limit + 1, () => ({
      method: 'POST' as const,
      url: rule.url,
      remoteAddress: address,
      payload: rule.payload(),
      ...headers,
    }));
    expect(
      statuses.slice(0, rule.limit).every((s) => s === rule.okStatus),
      String(statuses),
    ).toBe(true);
    expect(statuses[rule.limit]).toBe(429);
    expect(last.json()).toEqual({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/),
    });
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
    const other = await t.app.inject({
      method: 'POST' as const,
      url: rule.url,
      remoteAddress: '192.0.2.200',
      payload: rule.payload(),
      ...headers,
    });
    expect(other.statusCode).toBe(rule.okStatus);
  });

  it('RATE_LIMITS=off lifts validate-email, contact and promo limits and keeps no counters', async () => {
    const off = await createTestApp({ RATE_LIMITS: 'off' });
    try {
      const { email } = await createProspect(off.database.db);
      const cases = [
        { url: '/api/validate-email', payload: { email }, count: 35 },
        {
          url: '/api/contact',
          payload: {
            name: 'Grace',
            email: 'g@example.com',
            subject: 'About pricing',
            message: 'Long enough text.',
          },
          count: 7,
        },
        { url: '/api/promo-codes/validate', payload: { code: 'NO-SUCH-CODE', productId: 2 }, count: 22 },
        {
          url: '/api/promo-codes/use',
          payload: { code: 'NO-SUCH-CODE', prospectId: '00000000-0000-4000-8000-000000000000' },
          count: 12,
        },
      ];
      for (const c of cases) {
        const headers = await headersFor(off, c.url);
        const { statuses, last } = await burst(off.app, c.count, () => ({
          method: 'POST',
          url: c.url,
          remoteAddress: '198.51.100.77',
          payload: c.payload,
          ...headers,
        }));
        expect(statuses.includes(429), c.url).toBe(false);
        if (c.url === '/api/validate-email') expect(last.json().canSubmit).toBe(true);
      }
      const rows = (await off.database.db.execute(
        sql`SELECT count(*)::int AS n FROM rate_limits`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(rows.rows[0]!.n).toBe(0);
    } finally {
      await off.close();
    }
  });
});
