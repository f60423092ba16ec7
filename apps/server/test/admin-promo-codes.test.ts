import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createProspect } from './helpers/factories';
import { createBrowser } from './helpers/visitor';
import { ZAdminProductInput } from '@trajectory/contracts/admin-products';

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

  it('refuses a code for the free plan or a product that accepts none, naming productId (issue #24)', async () => {
    const products = (await staff('GET', '/api/admin/products')).json() as Array<{
      id: number;
      code: string;
      acceptsPromoCodes: boolean;
    }>;
    const idOf = (code: string) => products.find((p) => p.code === code)!.id;
    const free = await staff('POST', '/api/admin/promo-codes', { code: 'FREEPLAN', productId: idOf('P01') });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'productId' });
    expect(free.json().message).toMatch(/Free Projection is free/);
    // Expert Feedback seeds with "Accepts promo codes" off (purchasing spec).
    expect(products.find((p) => p.code === 'P03')!.acceptsPromoCodes).toBe(false);
    const expert = await staff('POST', '/api/admin/promo-codes', { code: 'EXPERT1', productId: idOf('P03') });
    expect(expert.statusCode).toBe(400);
    expect(expert.json()).toMatchObject({ field: 'productId' });
    expect(expert.json().message).toMatch(/Expert Feedback accepts no promo codes/);
    // Moving an existing code to such a product is refused the same way.
    const kept = (await staff('POST', '/api/admin/promo-codes', { code: 'MOVEME' })).json();
    const moved = await staff('PUT', `/api/admin/promo-codes/${kept.id}`, {
      code: 'MOVEME',
      productId: idOf('P03'),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ field: 'productId' });
    expect((await staff('GET', '/api/admin/promo-codes')).json()).not.toContainEqual(
      expect.objectContaining({ code: 'EXPERT1' }),
    );
  });

  it('takes codes for Expert Feedback once staff turn its "Accepts promo codes" on, and its checkout uses them', async () => {
    const products = (await staff('GET', '/api/admin/products')).json() as Array<Record<string, unknown>>;
    const expert = products.find((p) => p.code === 'P03')!;
    const id = expert.id as number;
    const fields = Object.fromEntries(
      Object.entries(expert).filter(([key]) => Object.keys(ZAdminProductInput.shape).includes(key)),
    );
    const turnedOn = await staff('PUT', `/api/admin/products/${String(id)}`, {
      ...fields,
      acceptsPromoCodes: true,
    });
    expect(turnedOn.statusCode).toBe(200);
    const created = await staff('POST', '/api/admin/promo-codes', { code: 'EXPERTFREE', productId: id });
    expect(created.statusCode).toBe(201);

    const prospect = await createProspect(t.database.db, { businessName: 'Expert Bakes' });
    const { cookie: visitor } = await createBrowser(t.database.db, [prospect.id]);
    const visit = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: { cookie: visitor }, ...(payload ? { payload } : {}) });
    const valid = await visit('POST', '/api/promo-codes/validate', { code: 'expertfree', productId: id });
    expect(valid.json()).toMatchObject({ valid: true, discount: 100 });
    const used = await visit('POST', '/api/promo-codes/use', { code: 'EXPERTFREE', prospectId: prospect.id });
    expect(used.statusCode).toBe(200);
    const held = await visit('GET', `/api/prospects/${prospect.id}`);
    expect(held.json()).toMatchObject({ selectedPlanCode: 'P03' });
    await staff('PUT', `/api/admin/products/${String(id)}`, { ...fields, acceptsPromoCodes: false });
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
