import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, TEST_ADMIN, type TestApp } from './helpers/test-app';
import { staffCaller } from './helpers/admin';

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
      (await staff('POST', '/api/admin/users', { username: '  ', password: 'secret1' })).json(),
    ).toMatchObject({
      field: 'username',
      message: 'Username is required',
    });
    expect((await staff('POST', '/api/admin/users', { password: 'secret1' })).json()).toMatchObject({
      field: 'username',
      message: 'Username is required',
    });
    expect(
      (await staff('POST', '/api/admin/users', { username: 'bob', password: '12345' })).json(),
    ).toMatchObject({
      field: 'password',
      message: 'Password must be at least 6 characters long',
    });
    const created = await staff('POST', '/api/admin/users', { username: 'Bob', password: 'secret1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'Bob', role: 'admin' });
    const dup = await staff('POST', '/api/admin/users', { username: 'BOB', password: 'secret1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().field).toBe('username');
    expect((await login('bob', 'secret1')).statusCode).toBe(200);
  });

  it('changes the password only with the right current one', async () => {
    await staff('POST', '/api/admin/users', { username: 'carol', password: 'carol-pass' });
    const carol = staffCaller(
      t.app,
      (await login('carol', 'carol-pass')).headers['set-cookie']!.toString().split(';')[0]!,
    );
    const wrong = await carol('POST', '/api/admin/change-password', {
      currentPassword: 'nope',
      newPassword: 'new-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'currentPassword',
      message: 'Current password is incorrect',
    });
    const short = await carol('POST', '/api/admin/change-password', {
      currentPassword: 'carol-pass',
      newPassword: 'abc',
    });
    expect(short.json()).toMatchObject({
      field: 'newPassword',
      message: 'Password must be at least 6 characters long',
    });
    const ok = await carol('POST', '/api/admin/change-password', {
      currentPassword: 'carol-pass',
      newPassword: 'carol-new',
    });
    expect(ok.statusCode).toBe(200);
    expect((await login('carol', 'carol-pass')).statusCode).toBe(401);
    expect((await login('carol', 'carol-new')).statusCode).toBe(200);
  });

  it('never lets parallel deletions go below two admins', async () => {
    for (const name of ['dave', 'erin', 'frank']) {
      expect(
        (await staff('POST', '/api/admin/users', { username: name, password: 'secret-1' })).statusCode,
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
    await staff('POST', '/api/admin/users', { username: 'gina', password: 'gina-pass' });
    const cookie = (await login('gina', 'gina-pass')).headers['set-cookie']!.toString().split(';')[0]!;
    const gina = staffCaller(t.app, cookie);
    const me = (await gina('GET', '/api/admin/me')).json().user as { id: number };
    expect((await gina('DELETE', `/api/admin/users/${me.id}`)).statusCode).toBe(200);
    expect((await gina('GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await staff('DELETE', '/api/admin/users/999999')).statusCode).toBe(404);
    expect((await staff('DELETE', '/api/admin/users/abc')).json().field).toBe('path.id');
  });
});
