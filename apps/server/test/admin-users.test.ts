import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, TEST_ADMIN, type TestApp } from './helpers/test-app';
import { staffCaller } from './helpers/admin';
import { adminUsers } from '../src/infra/db/schema/index';
import { hashPassword } from '../src/lib/passwords';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });

describe('staff users', () => {
  it('lists admins without their password hashes', async () => {
    const res = await staff('GET', '/api/admin/users');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), username: TEST_ADMIN.username, role: 'admin', createdAt: expect.any(String) },
    ]);
    expect(res.body).not.toContain('argon2');
  });

  it('creates admins with the spec messages and unique usernames in any case', async () => {
    expect(
      (await staff('POST', '/api/admin/users', { username: '  ', password: 'secret1-secret1' })).json(),
    ).toMatchObject({
      field: 'username',
      message: 'Username is required',
    });
    expect((await staff('POST', '/api/admin/users', { password: 'secret1-secret1' })).json()).toMatchObject({
      field: 'username',
      message: 'Username is required',
    });
    expect(
      (await staff('POST', '/api/admin/users', { username: 'bob', password: 'eleven-char' })).json(),
    ).toMatchObject({
      field: 'password',
      message: 'Password must be at least 12 characters long',
    });
    const created = await staff('POST', '/api/admin/users', { username: 'Bob', password: 'secret1-secret1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'Bob', role: 'admin' });
    const dup = await staff('POST', '/api/admin/users', { username: 'BOB', password: 'secret1-secret1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().field).toBe('username');
    expect((await login('bob', 'secret1-secret1')).statusCode).toBe(200);
  });

  it('changes the password only with the right current one', async () => {
    await staff('POST', '/api/admin/users', { username: 'carol', password: 'carol-password' });
    const carol = staffCaller(
      t.app,
      (await login('carol', 'carol-password')).headers['set-cookie']!.toString().split(';')[0]!,
    );
    const wrong = await carol('POST', '/api/admin/change-password', {
      currentPassword: 'nope',
      newPassword: 'new-password-long',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'currentPassword',
      message: 'Current password is incorrect',
    });
    const short = await carol('POST', '/api/admin/change-password', {
      currentPassword: 'carol-password',
      newPassword: 'eleven-char',
    });
    expect(short.json()).toMatchObject({
      field: 'newPassword',
      message: 'Password must be at least 12 characters long',
    });
    const ok = await carol('POST', '/api/admin/change-password', {
      currentPassword: 'carol-password',
      newPassword: 'carol-new-password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await login('carol', 'carol-password')).statusCode).toBe(401);
    expect((await login('carol', 'carol-new-password')).statusCode).toBe(200);
  });

  it('a password set before the 12-character rule keeps signing in until it is changed, then must be long', async () => {
    await t.database.db
      .insert(adminUsers)
      .values({ username: 'olde', passwordHash: await hashPassword('old-pw') });
    const signedIn = await login('olde', 'old-pw');
    expect(signedIn.statusCode).toBe(200);
    const olde = staffCaller(t.app, signedIn.headers['set-cookie']!.toString().split(';')[0]!);
    const stillShort = await olde('POST', '/api/admin/change-password', {
      currentPassword: 'old-pw',
      newPassword: 'new-pw-11ch',
    });
    expect(stillShort.statusCode).toBe(400);
    expect(stillShort.json()).toEqual({
      error: 'INVALID_INPUT',
      field: 'newPassword',
      message: 'Password must be at least 12 characters long',
    });
    expect((await login('olde', 'old-pw')).statusCode).toBe(200);
    const changed = await olde('POST', '/api/admin/change-password', {
      currentPassword: 'old-pw',
      newPassword: 'a-longer-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await login('olde', 'a-longer-password')).statusCode).toBe(200);
  });

  it('never lets parallel deletions go below two admins', async () => {
    for (const name of ['dave', 'erin', 'frank']) {
      expect(
        (await staff('POST', '/api/admin/users', { username: name, password: 'secret-1-secret' })).statusCode,
      ).toBe(201);
    }
    const users = (await staff('GET', '/api/admin/users')).json() as Array<{ id: number; username: string }>;
    expect(users.length).toBeGreaterThan(4);
    const others = users.filter((u) => u.username !== TEST_ADMIN.username);
    const results = await Promise.all(others.map((u) => staff('DELETE', `/api/admin/users/${u.id}`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(users.length - 2);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json().message).toBe('Must maintain at least 2 admin users for security.');
    expect((await staff('GET', '/api/admin/users')).json()).toHaveLength(2);
  });

  it('lets an admin delete themselves above the minimum, ending their session', async () => {
    await staff('POST', '/api/admin/users', { username: 'gina', password: 'gina-password' });
    const cookie = (await login('gina', 'gina-password')).headers['set-cookie']!.toString().split(';')[0]!;
    const gina = staffCaller(t.app, cookie);
    const me = (await gina('GET', '/api/admin/me')).json().user as { id: number };
    expect((await gina('DELETE', `/api/admin/users/${me.id}`)).statusCode).toBe(200);
    expect((await gina('GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await staff('DELETE', '/api/admin/users/999999')).statusCode).toBe(404);
    expect((await staff('DELETE', '/api/admin/users/abc')).json().field).toBe('path.id');
  });
});
