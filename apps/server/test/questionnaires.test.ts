import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospects, questionnaires } from '../src/infra/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { bakerySections } from './helpers/factories';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (payload: Record<string, unknown>) =>
  b.inject({ method: 'POST', url: '/api/questionnaires', payload });
const countRows = async () => (await t.database.db.select().from(questionnaires)).length;

describe('POST /api/questionnaires', () => {
  it('stores the sections and uses a credit when completed', async () => {
    const prospect = await b.createProspect(t.database.db);
    const res = await post({ prospectId: prospect.id, ...bakerySections(), isCompleted: true });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      prospectId: prospect.id,
      isCompleted: true,
      statementType: 'Simple',
      salesVolume: { firstMonthSales: 500 },
      expenseInfo: { ownerSalary: 2000 },
    });
    expect(body.completedAt).not.toBeNull();
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(row!.submissionCount).toBe(1);

    const read = await b.inject({ method: 'GET', url: `/api/questionnaires/${body.id}` });
    expect(read.json()).toEqual(body);
  });

  it('keeps a draft without using a credit, and lets it leave price and sales blank', async () => {
    const prospect = await b.createProspect(t.database.db);
    const res = await post({
      prospectId: prospect.id,
      businessInfo: { description: 'Dog walking' },
      productsServices: { unitPrice: '' },
      salesVolume: { firstMonthSales: '' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().isCompleted).toBe(false);
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(row!.submissionCount).toBe(0);
  });

  it.each([
    [{ productsServices: { unitPrice: -5 } }, 'productsServices.unitPrice'],
    [{ productsServices: { unitPrice: 'abc' } }, 'productsServices.unitPrice'],
    [{ productsServices: { unitPrice: 100001 } }, 'productsServices.unitPrice'],
    [{ salesVolume: { firstMonthSales: 2.5 } }, 'salesVolume.firstMonthSales'],
    [{ revenueInfo: { startMonth: '13' } }, 'revenueInfo.startMonth'],
    [{ expenseInfo: { monthlyRent: 10_000_001 } }, 'expenseInfo.monthlyRent'],
    [{ growthRate: { annualGrowthRate: 1001 } }, 'growthRate.annualGrowthRate'],
    [{ productsServices: { unitPrice: 0 } }, 'productsServices.unitPrice'],
    [{ salesVolume: { firstMonthSales: 0 } }, 'salesVolume.firstMonthSales'],
  ])('refuses %j with 400 naming the field, storing nothing and using no credit', async (override, field) => {
    const prospect = await b.createProspect(t.database.db);
    const before = await countRows();
    const res = await post({ prospectId: prospect.id, ...bakerySections(), ...override, isCompleted: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_INPUT', field });
    expect(res.json().message.length).toBeGreaterThan(5);
    expect(await countRows()).toBe(before);
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(row!.submissionCount).toBe(0);
  });

  it('refuses an unknown prospect with 404 and a malformed one with 400', async () => {
    const unknown = await post({ prospectId: '00000000-0000-4000-8000-000000000000', ...bakerySections() });
    expect(unknown.statusCode).toBe(404);
    const malformed = await post({ prospectId: 'nope', ...bakerySections() });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('prospectId');
  });

  it('refuses a completion beyond the plan limit with 403 and the reason', async () => {
    const prospect = await b.createProspect(t.database.db, { maxSubmissions: 2, submissionCount: 2 });
    const before = await countRows();
    const res = await post({ prospectId: prospect.id, ...bakerySections(), isCompleted: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'LIMIT_REACHED',
      message: 'Free plan allows 2 reports per email. Please upgrade to create more reports.',
    });
    expect(await countRows()).toBe(before);
  });

  it('never lets parallel completions pass the limit', async () => {
    const prospect = await b.createProspect(t.database.db, { maxSubmissions: 2 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post({ prospectId: prospect.id, ...bakerySections(), isCompleted: true }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(18);
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(row!.submissionCount).toBe(2);
    const rows = await t.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.prospectId, prospect.id));
    expect(rows).toHaveLength(2);
  });
});

describe('PUT /api/questionnaires/{id}', () => {
  it('replaces the sections sent, keeps the others, and edits a completed one for free', async () => {
    const prospect = await b.createProspect(t.database.db);
    const created = (await post({ prospectId: prospect.id, ...bakerySections(), isCompleted: true })).json();
    const res = await b.inject({
      method: 'PUT',
      url: `/api/questionnaires/${created.id}`,
      payload: { expenseInfo: { monthlyRent: 1500 }, isCompleted: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      businessInfo: { name: 'Ada Bakes' },
      expenseInfo: { monthlyRent: 1500 },
      salesVolume: { firstMonthSales: 500 },
      isCompleted: true,
    });
    // Its business name stays: another business is another plan (issue #24).
    const renamed = await b.inject({
      method: 'PUT',
      url: `/api/questionnaires/${created.id}`,
      payload: { businessInfo: { name: 'Ada Bakes & Co', description: 'Sourdough' } },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().field).toBe('businessInfo.name');
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(row!.submissionCount).toBe(1);
  });

  it('uses a credit when a draft becomes completed, and validates the merged answers', async () => {
    const prospect = await b.createProspect(t.database.db);
    const draft = (await post({ prospectId: prospect.id, businessInfo: { description: 'Candles' } })).json();
    const incomplete = await b.inject({
      method: 'PUT',
      url: `/api/questionnaires/${draft.id}`,
      payload: { isCompleted: true },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().field).toBe('productsServices.unitPrice');
    const done = await b.inject({
      method: 'PUT',
      url: `/api/questionnaires/${draft.id}`,
      payload: { ...bakerySections(), isCompleted: true },
    });
    expect(done.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(row!.submissionCount).toBe(1);
  });

  it('answers 404 for an unknown questionnaire', async () => {
    const res = await b.inject({
      method: 'PUT',
      url: '/api/questionnaires/00000000-0000-4000-8000-000000000000',
      payload: { businessInfo: { name: 'x' } },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/questionnaires/prospect/{prospectId}', () => {
  it('lists newest first', async () => {
    const prospect = await b.createProspect(t.database.db, { maxSubmissions: 5 });
    const first = (await post({ prospectId: prospect.id, ...bakerySections(), isCompleted: true })).json();
    const second = (await post({ prospectId: prospect.id, ...bakerySections(), isCompleted: true })).json();
    const res = await b.inject({ method: 'GET', url: `/api/questionnaires/prospect/${prospect.id}` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Array<{ id: string }>).map((q) => q.id)).toEqual([second.id, first.id]);
  });
});
