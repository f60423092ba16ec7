import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@trajectory/engine';
import { assessments, questionnaires, reports } from '../src/infra/db/schema/index';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createCompletedRequest, staffCaller } from './helpers/admin';
import { bakerySections } from './helpers/factories';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
  const db = t.database.db;
  for (const [key, name, email] of [
    ['old', 'Zebra Zinc', 'zed@example.com'],
    ['mid', 'Apple Annex', 'annie@example.com'],
    ['new', 'Mango Mill', 'mango@example.com'],
  ] as const) {
    const sections = { ...bakerySections(), businessInfo: { name, description: `${name} description` } };
    ids[key] = (await createCompletedRequest(t.app, db, { prospect: { email }, sections })).questionnaireId;
  }
  // Spread the creation dates: old in Jan 2024, mid on 15 Feb 2024 at 23:30, new now.
  await db
    .update(questionnaires)
    .set({ createdAt: new Date('2024-01-10T10:00:00Z') })
    .where(eq(questionnaires.id, ids.old!));
  await db
    .update(questionnaires)
    .set({ createdAt: new Date('2024-02-15T23:30:00Z') })
    .where(eq(questionnaires.id, ids.mid!));
});
afterAll(async () => t.close());

type Page = {
  items: Array<{ id: string; businessName: string; reportCount: number }>;
  total: number;
  stats: Record<string, unknown>;
};
const list = async (query = '') => (await staff('GET', `/api/admin/questionnaires${query}`)).json() as Page;

describe('staff requests list', () => {
  it('lists newest first with contact, counts and stats', async () => {
    const page = await list();
    expect(page.items.map((i) => i.id)).toEqual([ids.new, ids.mid, ids.old]);
    expect(page.items[0]).toMatchObject({
      requestId: expect.stringMatching(/^REQ-[0-9A-F]{8}$/),
      businessName: 'Mango Mill',
      contact: { name: 'Ada Founder', email: 'mango@example.com', phone: expect.any(String) },
      statementType: 'Simple',
      reportCount: 1,
      hasAssessment: false,
    });
    expect(page.stats).toEqual({
      totalRequests: 3,
      reportsGenerated: 3,
      thisMonth: 1,
      isDateFiltered: false,
      completionRate: 33,
    });
  });

  it('searches name, description and e-mail case-insensitively, wildcards literal', async () => {
    expect((await list('?search=APPLE')).items.map((i) => i.id)).toEqual([ids.mid]);
    expect((await list('?search=zinc%20desc')).items.map((i) => i.id)).toEqual([ids.old]);
    expect((await list('?search=mango%40example')).total).toBe(1);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('filters dates inclusively to the end of the end day; the stats follow the filter', async () => {
    const page = await list('?startDate=2024-01-01&endDate=2024-02-15');
    expect(page.items.map((i) => i.id)).toEqual([ids.mid, ids.old]);
    expect(page.stats).toMatchObject({ totalRequests: 2, thisMonth: 2, isDateFiltered: true });
    expect((await list('?endDate=2024-02-14')).items.map((i) => i.id)).toEqual([ids.old]);
    expect((await list('?startDate=&endDate=')).total).toBe(3);
  });

  it('counts the reports of the searched and dated requests only', async () => {
    const page = await list('?search=a&startDate=2024-01-01&endDate=2024-12-31');
    // "a" matches Zebra Zinc and Apple Annex (by name) and both fall in 2024.
    expect(page.items.map((i) => i.id)).toEqual([ids.mid, ids.old]);
    expect(page.stats).toMatchObject({ totalRequests: 2, reportsGenerated: 2, completionRate: 33 });
    expect((await list('?search=mill&startDate=2024-01-01&endDate=2024-12-31')).stats).toMatchObject({
      totalRequests: 0,
      reportsGenerated: 0,
      completionRate: 0,
    });
  });

  it('finds a renamed business by its new name (the search column follows the answers)', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, ids.new!));
    const sections = { ...row!.sections, businessInfo: { name: 'Quince Quarters', description: 'Renamed' } };
    await db.update(questionnaires).set({ sections }).where(eq(questionnaires.id, ids.new!));
    expect((await list('?search=quince')).items.map((i) => i.id)).toEqual([ids.new]);
    expect((await list('?search=mango%20mill')).total).toBe(0);
    await db.update(questionnaires).set({ sections: row!.sections }).where(eq(questionnaires.id, ids.new!));
  });

  it('sorts and pages in the database', async () => {
    const asc = await list('?order=asc&pageSize=2');
    expect(asc.items.map((i) => i.id)).toEqual([ids.old, ids.mid]);
    expect(asc.total).toBe(3);
    expect((await list('?order=asc&pageSize=2&page=2')).items.map((i) => i.id)).toEqual([ids.new]);
    const byId = await list('?sortBy=id&order=asc');
    expect(byId.items.map((i) => i.id)).toEqual([...Object.values(ids)].sort());
  });

  it('names the field and rule of bad queries', async () => {
    expect((await staff('GET', '/api/admin/questionnaires?pageSize=101')).json()).toMatchObject({
      field: 'query.pageSize',
      message: 'pageSize must be at most 100',
    });
    expect((await staff('GET', '/api/admin/questionnaires?startDate=yesterday')).json()).toMatchObject({
      field: 'query.startDate',
      message: 'startDate must be a date (YYYY-MM-DD)',
    });
    expect((await staff('GET', '/api/admin/questionnaires?sortBy=name')).statusCode).toBe(400);
  });
});

describe('staff questionnaire edit and delete', () => {
  it('refuses first-month sales out of bounds and changes nothing (an edit checks only the bounds)', async () => {
    const res = await staff('PUT', `/api/admin/questionnaires/${ids.new}`, {
      salesVolume: { firstMonthSales: -3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'salesVolume.firstMonthSales',
      message: fieldMessages('firstMonthSales').negative,
    });
    const [row] = await t.database.db.select().from(questionnaires).where(eq(questionnaires.id, ids.new!));
    expect((row!.sections.salesVolume as { firstMonthSales: number }).firstMonthSales).toBe(500);
  });

  it('saves, re-creates the reports and removes the assessment in one go', async () => {
    const db = t.database.db;
    const [q] = await db.select().from(questionnaires).where(eq(questionnaires.id, ids.new!));
    await db
      .insert(assessments)
      .values({ questionnaireId: q!.id, prospectId: q!.prospectId, status: 'ready' });
    const [before] = await db.select().from(reports).where(eq(reports.questionnaireId, ids.new!));
    const res = await staff('PUT', `/api/admin/questionnaires/${ids.new}`, {
      ...bakerySections(),
      salesVolume: { firstMonthSales: 800 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      regenerated: ['profit_loss'],
      assessmentRemoved: true,
      // A Simple plan includes no assessment: none is written anew.
      assessmentQueued: false,
    });
    expect(res.json().request.sections.salesVolume).toEqual({ firstMonthSales: 800 });
    const after = await db.select().from(reports).where(eq(reports.questionnaireId, ids.new!));
    expect(after).toHaveLength(1);
    expect(after[0]!.id).not.toBe(before!.id);
    expect(await db.select().from(assessments).where(eq(assessments.questionnaireId, ids.new!))).toHaveLength(
      0,
    );
    expect((await staff('PUT', `/api/admin/questionnaires/${crypto.randomUUID()}`, {})).statusCode).toBe(404);
  });

  it('deletes a questionnaire with its reports', async () => {
    expect((await staff('DELETE', `/api/admin/questionnaires/${ids.mid}`)).statusCode).toBe(200);
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(eq(reports.questionnaireId, ids.mid!));
    expect(left!.n).toBe(0);
    expect((await staff('DELETE', `/api/admin/questionnaires/${ids.mid}`)).statusCode).toBe(404);
    expect((await staff('DELETE', '/api/admin/questionnaires/nope')).json().field).toBe('path.id');
  });

  it('lists every report with its prospect', async () => {
    const res = (await staff('GET', '/api/admin/reports')).json();
    expect(res.total).toBe(2);
    expect(res.items[0]).toMatchObject({
      reportType: 'profit_loss',
      prospectEmail: expect.any(String),
      title: expect.any(String),
    });
  });
});
