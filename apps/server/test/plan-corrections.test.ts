// A founder corrects a completed plan (issue #24 item 1), staff edits follow the same required-answer rule,
// and a draft is not a free report (item 5): its statements, charts and files are 409 until completed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, prospects, questionnaires, reports } from '../src/infra/db/schema/index';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createCompletedRequest, staffCaller } from './helpers/admin';
import { bakerySections, createProspect } from './helpers/factories';
import { createBrowser } from './helpers/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const put = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as Record<string, unknown> });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function creditsUsed(prospectId: string) {
  const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospectId));
  return row!.submissionCount;
}

describe('the founder corrects a completed plan', () => {
  it('saves the new answers in one request, the statements follow, and no credit is spent', async () => {
    const { prospect, questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db);
    expect(await creditsUsed(prospect.id)).toBe(1);
    const before = (await get(`/api/profit-loss/questionnaire/${questionnaireId}`, cookie)).json();
    const res = await put(`/api/questionnaires/${questionnaireId}/answers`, cookie, {
      salesVolume: { firstMonthSales: 800 },
      operationalCosts: { costPerItem: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: questionnaireId,
      isCompleted: true,
      salesVolume: { firstMonthSales: 800 },
      operationalCosts: { costPerItem: 0 },
      businessInfo: bakerySections().businessInfo,
    });
    const after = (await get(`/api/profit-loss/questionnaire/${questionnaireId}`, cookie)).json();
    expect(after.profitLoss.productServiceRevenue.year1).toBeGreaterThan(
      before.profitLoss.productServiceRevenue.year1,
    );
    expect(after.profitLoss.productServiceCost.year1).toBe(0);
    expect(await creditsUsed(prospect.id)).toBe(1);
    const held = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.questionnaireId, questionnaireId));
    expect(held.map((r) => r.reportType)).toEqual(['profit_loss']);
  });

  it('refuses to blank a required answer, naming the field, and changes nothing', async () => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db);
    for (const [body, field, message] of [
      [
        { operationalCosts: { costPerItem: null } },
        'operationalCosts.costPerItem',
        'Cost per item is required',
      ],
      [{ equityInfo: { initialCash: '' } }, 'equityInfo.initialCash', 'Initial cash is required'],
      [{ equityInfo: {} }, 'equityInfo.initialCash', 'Initial cash is required'],
      [
        { productsServices: { unitPrice: 0 } },
        'productsServices.unitPrice',
        'Unit price must be more than 0',
      ],
      [
        { salesVolume: { firstMonthSales: -5 } },
        'salesVolume.firstMonthSales',
        'First-month sales cannot be negative',
      ],
    ] as const) {
      const res = await put(`/api/questionnaires/${questionnaireId}/answers`, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'INVALID_INPUT', field, message });
    }
    const [row] = await t.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, questionnaireId));
    expect(row!.sections).toMatchObject(bakerySections());
  });

  it('keeps the business name and description: another business is another plan', async () => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db);
    const { businessInfo } = bakerySections();
    const renamed = await put(`/api/questionnaires/${questionnaireId}/answers`, cookie, {
      businessInfo: { ...businessInfo, name: 'Another Shop' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      field: 'businessInfo.name',
      message: expect.stringContaining('start a new plan for another business'),
    });
    const redescribed = await put(`/api/questionnaires/${questionnaireId}/answers`, cookie, {
      businessInfo: { ...businessInfo, description: 'A taxi company' },
    });
    expect(redescribed.json()).toMatchObject({ field: 'businessInfo.description' });
    // The same name and description sent again are no change; the old silent PUT keeps the same rules.
    expect(
      (await put(`/api/questionnaires/${questionnaireId}/answers`, cookie, { businessInfo })).statusCode,
    ).toBe(200);
    const silent = await put(`/api/questionnaires/${questionnaireId}`, cookie, {
      businessInfo: { ...businessInfo, name: 'Another Shop' },
    });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().field).toBe('businessInfo.name');
  });

  it("answers another founder's plan like a missing one, and a draft with 409", async () => {
    const { questionnaireId } = await createCompletedRequest(t.app, t.database.db);
    const stranger = await createBrowser(t.database.db, [(await createProspect(t.database.db)).id]);
    const foreign = await put(`/api/questionnaires/${questionnaireId}/answers`, stranger.cookie, {
      salesVolume: { firstMonthSales: 1 },
    });
    expect(foreign.statusCode).toBe(404);

    const prospect = await createProspect(t.database.db);
    const { cookie } = await createBrowser(t.database.db, [prospect.id]);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaires',
      headers: { cookie },
      payload: { prospectId: prospect.id, ...bakerySections() },
    });
    const res = await put(`/api/questionnaires/${draft.json().id}/answers`, cookie, {
      salesVolume: { firstMonthSales: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('QUESTIONNAIRE_NOT_COMPLETED');
  });

  it('writes the assessment anew once, as a staff edit does', async () => {
    const { prospect, questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db, {
      prospect: { selectedPlanCode: 'P02', maxSubmissions: 3 },
    });
    const db = t.database.db;
    await db.delete(assessments).where(eq(assessments.questionnaireId, questionnaireId));
    const [old] = await db
      .insert(assessments)
      .values({ questionnaireId, prospectId: prospect.id, status: 'ready' })
      .returning();
    const res = await put(`/api/questionnaires/${questionnaireId}/answers`, cookie, {
      salesVolume: { firstMonthSales: 900 },
    });
    expect(res.statusCode).toBe(200);
    const rows = await db.select().from(assessments).where(eq(assessments.questionnaireId, questionnaireId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(old!.id);
    expect(rows[0]!.status).toBe('pending');
    const held = await db.select().from(reports).where(eq(reports.questionnaireId, questionnaireId));
    expect(held.map((r) => r.reportType).sort()).toEqual(['balance_sheet', 'cash_flow', 'profit_loss']);
    expect(await creditsUsed(prospect.id)).toBe(1);
  });
});

describe('staff edits follow the same required answers', () => {
  it('refuses an edit that blanks the cost and the cash of a completed plan', async () => {
    const staff = staffCaller(t.app, await loginAsStaff(t.app));
    const { questionnaireId } = await createCompletedRequest(t.app, t.database.db);
    const res = await staff('PUT', `/api/admin/questionnaires/${questionnaireId}`, {
      businessInfo: { name: 'Ada Bakes', description: '', type: '' },
      operationalCosts: { costPerItem: null },
      equityInfo: { initialCash: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'operationalCosts.costPerItem',
      message: 'Cost per item is required',
    });
    const ok = await staff('PUT', `/api/admin/questionnaires/${questionnaireId}`, {
      operationalCosts: { costPerItem: 0 },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('a draft is not a free report', () => {
  it('serves no statements, charts or files of three drafts, and spends no credit', async () => {
    const db = t.database.db;
    const prospect = await createProspect(db);
    const { cookie } = await createBrowser(db, [prospect.id]);
    for (let i = 0; i < 3; i += 1) {
      const draft = await t.app.inject({
        method: 'POST',
        url: '/api/questionnaires',
        headers: { cookie },
        payload: { prospectId: prospect.id, ...bakerySections(`Shop ${i}`) },
      });
      expect(draft.statusCode).toBe(201);
      const id = draft.json().id as string;
      for (const url of [
        `/api/profit-loss/questionnaire/${id}`,
        `/api/balance-sheet/questionnaire/${id}`,
        `/api/cash-flow/questionnaire/${id}`,
        `/api/questionnaires/${id}/charts/expenses`,
        `/api/questionnaires/${id}/charts/trend?format=svg`,
        `/api/questionnaires/${id}/charts/trend?format=json`,
        `/api/questionnaires/${id}/report.pdf`,
        `/api/export/financial-reports/${prospect.id}?questionnaireId=${id}`,
      ]) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(409);
        expect(res.json(), url).toMatchObject({
          error: 'QUESTIONNAIRE_NOT_COMPLETED',
          message: `The questionnaire "Shop ${i}" is not completed yet: complete it first.`,
        });
      }
    }
    expect(await creditsUsed(prospect.id)).toBe(0);
  });
});
