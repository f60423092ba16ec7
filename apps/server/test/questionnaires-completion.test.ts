// What a questionnaire needs when it becomes completed (POST, a PUT that completes), and edits after that.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages, fieldOf } from '@trajectory/engine';
import { prospects, questionnaires } from '../src/infra/db/schema/index';
import { loginAsStaff, createTestApp, type TestApp } from './helpers/test-app';
import { staffCaller } from './helpers/admin';
import { bakerySections } from './helpers/factories';
import { registerVisitor, type Visitor } from './helpers/visitor-cookie';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

const rowOf = async (id: string) =>
  (await t.database.db.select().from(questionnaires).where(eq(questionnaires.id, id)))[0]!;
const creditsUsed = async (prospectId: string) =>
  (await t.database.db.select().from(prospects).where(eq(prospects.id, prospectId)))[0]!.submissionCount;
const questionnaireCount = async (prospectId: string) =>
  (await t.database.db.select().from(questionnaires).where(eq(questionnaires.prospectId, prospectId))).length;

/** The bakery with some answers taken out or replaced, section by section. */
function bakeryWith(patch: Record<string, unknown>) {
  return { ...bakerySections(), ...patch };
}

/** A completed questionnaire saved before start month and description were asked (older data). */
async function insertOlderCompleted(visitor: Visitor) {
  const { revenueInfo: _month, businessInfo: _business, ...older } = bakerySections();
  const [row] = await t.database.db
    .insert(questionnaires)
    .values({ prospectId: visitor.prospectId, sections: older, isCompleted: true, completedAt: new Date() })
    .returning();
  return row!;
}

describe('POST /api/questionnaires with isCompleted true', () => {
  it.each([
    [
      'neither description nor business name',
      { businessInfo: { name: '', description: ' ' } },
      'businessInfo.description',
      fieldMessages('description').required,
    ],
    [
      'no start month chosen',
      { revenueInfo: { growthRate: 0.2 } },
      'revenueInfo.startMonth',
      'Start month is required',
    ],
    [
      'a price of 0',
      { productsServices: { unitPrice: 0 } },
      'productsServices.unitPrice',
      'Unit price must be more than 0',
    ],
    ['no price', { productsServices: {} }, 'productsServices.unitPrice', 'Unit price is required'],
    [
      'no first-month sale',
      { salesVolume: { firstMonthSales: 0 } },
      'salesVolume.firstMonthSales',
      'First-month sales must be at least 1',
    ],
    [
      'a price above its bound',
      { productsServices: { unitPrice: 100_000.01 } },
      'productsServices.unitPrice',
      fieldMessages('unitPrice').tooLarge,
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, patch, field, message) => {
    const visitor = await registerVisitor(t.app);
    const res = await visitor.request('POST', '/api/questionnaires', {
      prospectId: visitor.prospectId,
      ...bakeryWith(patch),
      isCompleted: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'INVALID_INPUT', message, field });
    expect(await questionnaireCount(visitor.prospectId)).toBe(0);
    expect(await creditsUsed(visitor.prospectId)).toBe(0);
  });

  it('accepts a business name without a description, and a start month of 0', async () => {
    const visitor = await registerVisitor(t.app);
    const res = await visitor.request('POST', '/api/questionnaires', {
      prospectId: visitor.prospectId,
      ...bakeryWith({ businessInfo: { name: 'Ada Bakes' }, revenueInfo: { startMonth: '0' } }),
      isCompleted: true,
    });
    expect(res.statusCode).toBe(201);
    expect(await creditsUsed(visitor.prospectId)).toBe(1);
  });

  it('refuses a description longer than its field allows, with the model’s sentence', async () => {
    const visitor = await registerVisitor(t.app);
    const res = await visitor.request('POST', '/api/questionnaires', {
      prospectId: visitor.prospectId,
      businessInfo: { description: 'x'.repeat(5001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'INVALID_INPUT',
      message: fieldMessages('description').tooLong,
      field: 'businessInfo.description',
    });
  });

  it('lets a draft leave them blank', async () => {
    const visitor = await registerVisitor(t.app);
    const res = await visitor.request('POST', '/api/questionnaires', {
      prospectId: visitor.prospectId,
      productsServices: { unitPrice: 0 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().isCompleted).toBe(false);
  });
});

describe('PUT /api/questionnaires/:id', () => {
  it('refuses to complete a draft without a start month, changing nothing', async () => {
    const visitor = await registerVisitor(t.app);
    const draft = await visitor.request('POST', '/api/questionnaires', {
      prospectId: visitor.prospectId,
      ...bakeryWith({ revenueInfo: {} }),
    });
    const id = draft.json().id as string;
    const before = await rowOf(id);
    const res = await visitor.request('PUT', `/api/questionnaires/${id}`, {
      expenseInfo: { monthlyRent: 900 },
      isCompleted: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'INVALID_INPUT',
      message: 'Start month is required',
      field: 'revenueInfo.startMonth',
    });
    expect(await rowOf(id)).toEqual(before);
    expect(await creditsUsed(visitor.prospectId)).toBe(0);

    const completed = await visitor.request('PUT', `/api/questionnaires/${id}`, {
      revenueInfo: { startMonth: '3' },
      isCompleted: true,
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ isCompleted: true, revenueInfo: { startMonth: '3' } });
  });

  it('lets older completed answers without a start month or description be edited, within the bounds', async () => {
    const visitor = await registerVisitor(t.app);
    const older = await insertOlderCompleted(visitor);
    const edited = await visitor.request('PUT', `/api/questionnaires/${older.id}`, {
      expenseInfo: { monthlyRent: 1300 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().expenseInfo).toEqual({ monthlyRent: 1300 });

    const before = await rowOf(older.id);
    const tooMuch = await visitor.request('PUT', `/api/questionnaires/${older.id}`, {
      expenseInfo: { monthlyRent: 10_000_001 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      error: 'INVALID_INPUT',
      message: fieldMessages('monthlyRent').tooLarge,
      field: 'expenseInfo.monthlyRent',
    });
    expect(await rowOf(older.id)).toEqual(before);
  });

  it('refuses an edit that takes the price or first sale of a completed questionnaire away (issue #24)', async () => {
    const visitor = await registerVisitor(t.app);
    const older = await insertOlderCompleted(visitor);
    const before = await rowOf(older.id);
    const noPrice = await visitor.request('PUT', `/api/questionnaires/${older.id}`, {
      productsServices: { unitPrice: '' },
      salesVolume: { firstMonthSales: 0 },
    });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json()).toEqual({
      error: 'INVALID_INPUT',
      message: fieldMessages('unitPrice').required,
      field: 'productsServices.unitPrice',
    });
    const noSale = await visitor.request('PUT', `/api/questionnaires/${older.id}`, {
      salesVolume: { firstMonthSales: 0 },
    });
    expect(noSale.json()).toMatchObject({ field: 'salesVolume.firstMonthSales' });
    expect(await rowOf(older.id)).toEqual(before);
    expect(await creditsUsed(visitor.prospectId)).toBe(0);
  });
});

describe('the staff edit', () => {
  it('saves older completed answers without a start month, and refuses a bound broken', async () => {
    const visitor = await registerVisitor(t.app);
    const older = await insertOlderCompleted(visitor);
    const saved = await staff('PUT', `/api/admin/questionnaires/${older.id}`, {
      productsServices: { type: 'Services', unitPrice: 14 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await rowOf(older.id)).sections.productsServices).toEqual({ type: 'Services', unitPrice: 14 });

    const before = await rowOf(older.id);
    const refused = await staff('PUT', `/api/admin/questionnaires/${older.id}`, {
      growthRate: { annualGrowthRate: 1000.5 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'INVALID_INPUT',
      message: 'Annual growth rate must be at most 1,000%',
      field: 'growthRate.annualGrowthRate',
    });
    expect(await rowOf(older.id)).toEqual(before);
  });

  it('checks the bounds and the required answers of a completed one; an older missing start month stays', async () => {
    const visitor = await registerVisitor(t.app);
    const older = await insertOlderCompleted(visitor);
    const blanked = await staff('PUT', `/api/admin/questionnaires/${older.id}`, {
      productsServices: { type: 'Products', unitPrice: 0 },
      salesVolume: { firstMonthSales: 0 },
    });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().field).toBe('productsServices.unitPrice');
    const res = await staff('PUT', `/api/admin/questionnaires/${older.id}`, {
      productsServices: { type: 'Products', unitPrice: 9 },
    });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(older.id);
    expect(row.isCompleted).toBe(true);
    expect(row.sections.productsServices).toEqual({ type: 'Products', unitPrice: 9 });
    expect(row.sections.revenueInfo).toBeUndefined();
    expect(res.json().regenerated.length).toBeGreaterThan(0);

    const refused = await staff('PUT', `/api/admin/questionnaires/${older.id}`, {
      productsServices: { unitPrice: 100_001 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'INVALID_INPUT',
      message: fieldMessages('unitPrice').tooLarge,
      field: 'productsServices.unitPrice',
    });
    expect(await rowOf(older.id)).toEqual(row);
  });
});

describe('the bound, defined once in the questionnaire model', () => {
  it('moves the server’s 400 when the model’s bound moves', async () => {
    const unitPrice = fieldOf('unitPrice') as { max?: number };
    const shipped = unitPrice.max;
    const visitor = await registerVisitor(t.app);
    const body = { prospectId: visitor.prospectId, ...bakeryWith({ productsServices: { unitPrice: 60 } }) };
    try {
      unitPrice.max = 50;
      const refused = await visitor.request('POST', '/api/questionnaires', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'INVALID_INPUT',
        message: 'Unit price must be at most 50',
        field: 'productsServices.unitPrice',
      });
    } finally {
      unitPrice.max = shipped;
    }
    expect((await visitor.request('POST', '/api/questionnaires', body)).statusCode).toBe(201);
  });
});
