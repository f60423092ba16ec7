import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, auditLog } from '../src/infra/db/schema/index';
import { createTestApp, loginAsStaff, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('staff sessions', () => {
  it('logs the seeded admin in with an HttpOnly, SameSite=Lax cookie stored as a database session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { username: 'staff', role: 'admin' } });
    const cookie = res.cookies.find((c) => c.name === 'trajectory_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    const rows = await t.database.db.select().from(adminSessions);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    // The table holds a hash, never the cookie itself.
    expect(rows.some((r) => r.id === cookie.value)).toBe(false);
  });

  it('says firstSignIn on a user’s first sign-in only, even after they signed out, and audits it once', async () => {
    const cookie = await loginAsStaff(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie },
      payload: { username: 'newcomer', password: 'newcomer-password' },
    });
    expect(created.statusCode).toBe(201);
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'newcomer', password: 'newcomer-password' },
      });
    const first = await signIn();
    expect(first.json()).toMatchObject({ success: true, firstSignIn: true, user: { username: 'newcomer' } });
    const session = first.cookies.find((c) => c.name === 'trajectory_session')!;
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: `trajectory_session=${session.value}` },
    });
    expect((await signIn()).json()).toMatchObject({ firstSignIn: false });
    expect((await signIn()).json()).toMatchObject({ firstSignIn: false });
    const marks = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.first_sign_in'));
    expect(marks.filter((m) => m.actorName === 'newcomer')).toEqual([
      expect.objectContaining({ targetType: 'admin_user', summary: 'newcomer signed in for the first time' }),
    ]);
  });

  it('accepts the username in any case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'STAFF', password: TEST_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers /api/admin/me for the session and 401 without it', async () => {
    const cookie = await loginAsStaff(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ authenticated: true, user: { username: 'staff' } });

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Authentication required' });

    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: 'trajectory_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a wrong password with the same message as an unknown user', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'staff', password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'ghost', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('ends the session on logout', async () => {
    const cookie = await loginAsStaff(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('does not accept an expired session', async () => {
    const cookie = await loginAsStaff(t.app);
    await t.database.db.update(adminSessions).set({ expiresAt: sql`now() - interval '1 minute'` });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe('login rate limits', () => {
  const attempt = (app: TestApp['app'], remoteAddress: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress,
      payload: { username: TEST_ADMIN.username, password },
    });

  it('issue #22: guessing from other addresses never locks the real admin out of theirs', async () => {
    const local = await createTestApp();
    try {
      // A spread-out run (ten addresses) and a concentrated one (one address, until it is held up).
      for (let i = 0; i < 10; i++) {
        expect((await attempt(local.app, `10.0.0.${i + 1}`, `wrong-${i}`)).statusCode).toBe(401);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push((await attempt(local.app, '203.0.113.9', `guess-${i}`)).statusCode);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      // The admin, from their own address, with the right password: in.
      expect((await attempt(local.app, '198.51.100.7', TEST_ADMIN.password)).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('issue #22: repeated failures from one address wait a growing, short time, not a hard 15 minutes', async () => {
    const local = await createTestApp();
    try {
      for (let i = 0; i < 5; i++)
        expect((await attempt(local.app, '192.0.2.50', `typo-${i}`)).statusCode).toBe(401);
      // Five typos: a wait of at most a minute, said in Retry-After, even for the right password.
      const held = await attempt(local.app, '192.0.2.50', TEST_ADMIN.password);
      expect(held.statusCode).toBe(429);
      const wait = Number(held.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // The minute passes (the window is moved back): the right password signs in.
      await local.database.db.execute(
        sql`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE 'login-fail-1m:%'`,
      );
      expect((await attempt(local.app, '192.0.2.50', TEST_ADMIN.password)).statusCode).toBe(200);
      // Ten failures within fifteen minutes: the next wait is the longer window's.
      await local.database.db.execute(
        sql`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE 'login-fail-1m:%'`,
      );
      for (let i = 0; i < 5; i++)
        expect((await attempt(local.app, '192.0.2.50', `typo-b${i}`)).statusCode).toBe(401);
      await local.database.db.execute(
        sql`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE 'login-fail-1m:%'`,
      );
      const longer = await attempt(local.app, '192.0.2.50', TEST_ADMIN.password);
      expect(longer.statusCode).toBe(429);
      expect(Number(longer.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    } finally {
      await local.close();
    }
  });

  it('issue #22: past 100 failures for a username from everywhere, only addresses that failed are held up', async () => {
    const local = await createTestApp();
    try {
      await local.database.db.execute(
        sql`INSERT INTO rate_limits (key, count, reset_at) VALUES ('login-user-fail:staff', 100, now() + interval '1 hour')`,
      );
      expect((await attempt(local.app, '10.9.0.1', 'one-guess')).statusCode).toBe(401);
      expect((await attempt(local.app, '10.9.0.1', TEST_ADMIN.password)).statusCode).toBe(429);
      expect((await attempt(local.app, '10.9.0.2', TEST_ADMIN.password)).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('limits attempts per address to twenty in fifteen minutes', async () => {
    const local = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: '192.0.2.7',
          payload: { username: `user${i}`, password: 'whatever' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
      const last = await local.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '192.0.2.7',
        payload: TEST_ADMIN,
      });
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await local.close();
    }
  });

  it('can be switched off with RATE_LIMITS=off', async () => {
    const local = await createTestApp({ RATE_LIMITS: 'off' });
    try {
      for (let i = 0; i < 25; i++) {
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: '192.0.2.8',
          payload: { username: 'staff', password: 'wrong-pass' },
        });
        expect(res.statusCode).toBe(401);
      }
      const ok = await local.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '192.0.2.8',
        payload: TEST_ADMIN,
      });
      expect(ok.statusCode).toBe(200);
      const [{ n } = { n: -1 }] = (
        (await local.database.db.execute(sql`SELECT count(*)::int AS n FROM rate_limits`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows;
      expect(n).toBe(0);
    } finally {
      await local.close();
    }
  });
});

describe('session rows', () => {
  it('deletes only the logged-out session', async () => {
    const a = await loginAsStaff(t.app);
    const b = await loginAsStaff(t.app);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: a } });
    const meB = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: b } });
    expect(meB.statusCode).toBe(200);
    const remaining = await t.database.db.select().from(adminSessions).where(eq(adminSessions.userId, 1));
    expect(remaining.length).toBeGreaterThanOrEqual(1);
  });
});
