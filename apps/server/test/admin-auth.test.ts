import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions } from '../src/db/schema/index';
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
  it('locks a username after ten failures, even with the right password, without touching others', async () => {
    const local = await createTestApp();
    try {
      for (let i = 0; i < 10; i++) {
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: `10.0.0.${i + 1}`,
          payload: { username: 'staff', password: `wrong-${i}` },
        });
        expect(res.statusCode).toBe(401);
      }
      const locked = await local.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '10.0.1.1',
        payload: TEST_ADMIN,
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
      const rows = await local.database.db.execute(
        sql`SELECT count FROM rate_limits WHERE key = 'login-user:staff'`,
      );
      expect((rows as unknown as { rows: Array<{ count: number }> }).rows[0]!.count).toBe(10);
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
