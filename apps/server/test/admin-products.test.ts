import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { staffCaller } from './helpers/admin';
import { createProspect } from './helpers/factories';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

const product = (over: Record<string, unknown> = {}) => ({
  code: 'p05',
  name: 'Starter Pack',
  type: 'Paid',
  price: '19.50',
  questionnairesPerEmail: 2,
  chartsCount: 3,
  ...over,
});

describe('staff products', () => {
  it('creates with the spec defaults and a "29.99" price; lists inactive ones too', async () => {
    const res = await staff('POST', '/api/admin/products', { code: 'trial', name: 'Trial' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'TRIAL',
      type: 'Free',
      price: '0.00',
      questionnairesPerEmail: 1,
      statementsType: 'Simple',
      chartsCount: 0,
      canBookMeeting: false,
      hasAiAssessment: false,
      acceptsPromoCodes: false,
      isActive: true,
    });
    const paid = await staff('POST', '/api/admin/products', product({ price: 19.5, isActive: false }));
    expect(paid.json()).toMatchObject({ code: 'P05', price: '19.50', isActive: false });
    const all = (await staff('GET', '/api/admin/products')).json() as Array<{ code: string }>;
    expect(all.map((p) => p.code)).toEqual(expect.arrayContaining(['P01', 'P04', 'P05', 'TRIAL']));
    expect((await staff('POST', '/api/admin/products', product({ code: 'P05' }))).statusCode).toBe(409);
  });

  it('validates each field by name and rule', async () => {
    const check = async (over: Record<string, unknown>, field: string, message: string) =>
      expect(
        (await staff('POST', '/api/admin/products', product({ code: 'X9', ...over }))).json(),
      ).toMatchObject({ field, message });
    await check({ price: '-1' }, 'price', 'Price must be at least 0');
    await check({ price: '1.999' }, 'price', 'Price must be in steps of 0.01');
    await check({ price: 'free' }, 'price', 'Price must be a number');
    await check(
      { questionnairesPerEmail: 0 },
      'questionnairesPerEmail',
      'questionnairesPerEmail must be at least 1',
    );
    await check({ chartsCount: -1 }, 'chartsCount', 'chartsCount must be at least 0');
    await check({ name: '' }, 'name', 'Product name is required');
    await check({ type: 'Free', price: '5.00' }, 'price', 'A Free product must have price 0.00');
  });

  it('edits, refuses recoding or deleting a product in use, suggests deactivating', async () => {
    const all = (await staff('GET', '/api/admin/products')).json() as Array<{ id: number; code: string }>;
    const p02 = all.find((p) => p.code === 'P02')!;
    await createProspect(t.database.db, { selectedPlanCode: 'P02' });
    const edited = await staff('PUT', `/api/admin/products/${p02.id}`, {
      ...product({ code: 'P02', name: 'Full Reports' }),
      price: '34.99',
    });
    expect(edited.json()).toMatchObject({ price: '34.99', name: 'Full Reports' });
    const recode = await staff('PUT', `/api/admin/products/${p02.id}`, product({ code: 'P22' }));
    expect(recode.statusCode).toBe(409);
    const del = await staff('DELETE', `/api/admin/products/${p02.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(
      /cannot be deleted because 1 prospect hold or chose it.*Deactivate it instead/,
    );
    const p05 = all.find((p) => p.code === 'P05')!;
    expect((await staff('DELETE', `/api/admin/products/${p05.id}`)).statusCode).toBe(200);
    expect((await staff('DELETE', `/api/admin/products/${p05.id}`)).statusCode).toBe(404);
    const p01 = all.find((p) => p.code === 'P01')!;
    expect((await staff('DELETE', `/api/admin/products/${p01.id}`)).statusCode).toBe(409);
  });
});
