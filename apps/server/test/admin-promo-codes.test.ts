import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createProspect } from './helpers/factories';
import { createBrowser } from './helpers/visitor';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAsStaff(t.app);
});
afterAll(async () => t.close());

const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('staff promo codes', () => {
  it('refuses anonymous callers with 401 whatever they send', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/promo-codes'],
      ['POST', '/api/admin/promo-codes'],
      ['PUT', '/api/admin/promo-codes/abc'],
      ['DELETE', '/api/admin/promo-codes/1'],
      ['GET', '/api/admin/promo-codes/1/usages'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { junk: true },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates with the spec defaults, uppercases, refuses duplicates in any case', async () => {
    const res = await staff('POST', '/api/admin/promo-codes', { code: 'launch-50' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'LAUNCH-50',
      productId: 2,
      product: { name: 'Full Reports' },
      maxUses: 100,
      currentUses: 0,
      expiresAt: null,
      isActive: true,
    });
    const dup = await staff('POST', '/api/admin/promo-codes', { code: 'Launch-50' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().field).toBe('code');
  });

  it('validates fields by name and rule', async () => {
    expect((await staff('POST', '/api/admin/promo-codes', { code: '' })).json()).toMatchObject({
      field: 'code',
      message: 'Promo code is required',
    });
    expect((await staff('POST', '/api/admin/promo-codes', { code: 'X1', maxUses: 0 })).json()).toMatchObject({
      field: 'maxUses',
      message: 'maxUses must be at least 1',
    });
    expect(
      (await staff('POST', '/api/admin/promo-codes', { code: 'X2', productId: 999 })).json(),
    ).toMatchObject({ field: 'productId' });
    expect(
      (await staff('POST', '/api/admin/promo-codes', { code: 'X3', expiresAt: 'soon' })).statusCode,
    ).toBe(400);
  });

  it('edits, lists usage with e-mail and business name, and deletes', async () => {
    const created = (
      await staff('POST', '/api/admin/promo-codes', { code: 'SPRING', maxUses: 5, expiresAt: '2099-01-01' })
    ).json();
    const edited = await staff('PUT', `/api/admin/promo-codes/${created.id}`, {
      code: 'SPRING',
      maxUses: 7,
      isActive: true,
      productId: 2,
      expiresAt: null,
    });
    expect(edited.json()).toMatchObject({ maxUses: 7, expiresAt: null });

    const prospect = await createProspect(t.database.db, { businessName: 'Spring Bakes' });
    const { cookie } = await createBrowser(t.database.db, [prospect.id]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/promo-codes/use',
          headers: { cookie },
          payload: { code: 'spring', prospectId: prospect.id },
        })
      ).statusCode,
    ).toBe(200);
    const usages = await staff('GET', `/api/admin/promo-codes/${created.id}/usages`);
    expect(usages.json()).toEqual([
      {
        id: expect.any(Number),
        email: prospect.email,
        businessName: 'Spring Bakes',
        usedAt: expect.any(String),
      },
    ]);
    const list = await staff('GET', '/api/admin/promo-codes');
    expect(list.json().find((p: { id: number }) => p.id === created.id)).toMatchObject({
      currentUses: 1,
      usedCount: 1,
    });

    expect((await staff('DELETE', `/api/admin/promo-codes/${created.id}`)).statusCode).toBe(200);
    expect((await staff('DELETE', `/api/admin/promo-codes/${created.id}`)).statusCode).toBe(404);
    expect((await staff('GET', `/api/admin/promo-codes/${created.id}/usages`)).statusCode).toBe(404);
  });
});
