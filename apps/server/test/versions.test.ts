// Issue #26 item 3: every accepted save of a completed plan's answers is a version (completion 1, the
// founder's correction, a staff edit, a restore), read back with figures computed by today's engine,
// compared, and restored; and migration 0010 writes version 1 of the plans completed before it.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project, normalizeQuestionnaire } from '@trajectory/engine';
import { adminUsers, questionnaires, questionnaireVersions } from '../src/infra/db/schema/index';
import { findLatestVersionNumber } from '../src/domains/questionnaires/versions/service';
import { createTestApp, loginAsStaff, TEST_ADMIN, type TestApp } from './helpers/test-app';
import { createCompletedRequest, staffCaller } from './helpers/admin';
import { bakerySections, createProspect } from './helpers/factories';
import { createBrowser } from './helpers/visitor';

const MIGRATION = new URL('../src/infra/db/migrations/0010_questionnaire_versions.sql', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

async function versionRows(questionnaireId: string) {
  return t.database.db
    .select()
    .from(questionnaireVersions)
    .where(eq(questionnaireVersions.questionnaireId, questionnaireId))
    .orderBy(questionnaireVersions.number);
}

async function storedSections(questionnaireId: string) {
  const [row] = await t.database.db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.id, questionnaireId));
  return row!.sections;
}

/** What the engine computes from a stored state over three years, the paid test plan's years. */
function engineOf(sections: unknown) {
  const normalized = normalizeQuestionnaire(sections, { completed: false });
  if (!normalized.ok) throw new Error('not projectable');
  return project({ ...normalized.inputs, projectionYears: 3 });
}

describe('versions of a completed plan', () => {
  it('completion writes 1, a founder save 2, a staff edit 3, a restore of 1 writes 4 with its answers', async () => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db, {
      prospect: { selectedPlanCode: 'P02', maxSubmissions: 3 },
    });
    const first = await storedSections(questionnaireId);
    const [v1] = await versionRows(questionnaireId);
    expect(v1).toMatchObject({ number: 1, madeBy: 'founder', staffUserId: null, sections: first });
    const [completed] = await t.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, questionnaireId));
    expect(v1!.createdAt).toEqual(completed!.completedAt);

    const saved = await call('PUT', `/api/questionnaires/${questionnaireId}/answers`, cookie, {
      salesVolume: { firstMonthSales: 900 },
    });
    expect(saved.statusCode).toBe(200);

    const staff = staffCaller(t.app, await loginAsStaff(t.app));
    const edited = await staff('PUT', `/api/admin/questionnaires/${questionnaireId}`, {
      operationalCosts: { costPerItem: 1 },
    });
    expect(edited.statusCode).toBe(200);
    const [admin] = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, TEST_ADMIN.username));

    const list = await call('GET', `/api/questionnaires/${questionnaireId}/versions`, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().versions).toMatchObject([
      { number: 1, madeBy: 'founder', staffUserId: null },
      { number: 2, madeBy: 'founder', staffUserId: null },
      { number: 3, madeBy: 'staff', staffUserId: admin!.id },
    ]);
    const rows = await versionRows(questionnaireId);
    expect(rows[1]!.sections).toMatchObject({ salesVolume: { firstMonthSales: 900 } });
    expect(rows[2]!.sections).toEqual(await storedSections(questionnaireId));

    const before = (await call('GET', `/api/questionnaires/${questionnaireId}/versions/1`, cookie)).json();
    const restored = await call('POST', `/api/questionnaires/${questionnaireId}/versions/1/restore`, cookie);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      success: true,
      version: { number: 4, madeBy: 'restore', restoredFrom: 1, staffUserId: null },
    });
    expect(restored.json().regenerated.sort()).toEqual(['balance_sheet', 'cash_flow', 'profit_loss']);
    expect(await storedSections(questionnaireId)).toEqual(first);
    expect((await versionRows(questionnaireId))[3]!.sections).toEqual(first);
    // The statements are version 1's again.
    const now = (await call('GET', `/api/profit-loss/questionnaire/${questionnaireId}`, cookie)).json();
    expect(now.profitLoss).toEqual(before.profitLoss);
    const v4 = (await call('GET', `/api/questionnaires/${questionnaireId}/versions/4`, cookie)).json();
    expect(v4.profitLoss).toEqual(before.profitLoss);
    expect(v4.balanceSheet).toEqual(before.balanceSheet);

    // Staff restore through their session: the restore names the staff user.
    const byStaff = await staff('POST', `/api/questionnaires/${questionnaireId}/versions/2/restore`);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json().version).toMatchObject({
      number: 5,
      madeBy: 'restore',
      restoredFrom: 2,
      staffUserId: admin!.id,
    });
    expect(await storedSections(questionnaireId)).toEqual(rows[1]!.sections);
    expect(await findLatestVersionNumber(t.database.db, { questionnaireId })).toBe(5);
  });

  it('a draft completed by its last save gets version 1 at its completion time', async () => {
    const prospect = await createProspect(t.database.db);
    const { cookie } = await createBrowser(t.database.db, [prospect.id]);
    const draft = await call('POST', '/api/questionnaires', cookie, {
      prospectId: prospect.id,
      ...bakerySections(),
    });
    const id = draft.json().id as string;
    expect(await versionRows(id)).toEqual([]);
    const done = await call('PUT', `/api/questionnaires/${id}`, cookie, { isCompleted: true });
    expect(done.statusCode).toBe(200);
    const rows = await versionRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdAt.toISOString()).toBe(done.json().completedAt);
  });

  it('a refused save writes no version', async () => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db);
    const refused = await call('PUT', `/api/questionnaires/${questionnaireId}/answers`, cookie, {
      operationalCosts: { costPerItem: null },
    });
    expect(refused.statusCode).toBe(400);
    const staff = staffCaller(t.app, await loginAsStaff(t.app));
    const staffRefused = await staff('PUT', `/api/admin/questionnaires/${questionnaireId}`, {
      equityInfo: { initialCash: null },
    });
    expect(staffRefused.statusCode).toBe(400);
    expect((await versionRows(questionnaireId)).map((v) => v.number)).toEqual([1]);
  });

  it('reads a version with its figures from today’s engine, and compares two with the difference', async () => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db, {
      prospect: { selectedPlanCode: 'P02', maxSubmissions: 3 },
    });
    const first = await storedSections(questionnaireId);
    await call('PUT', `/api/questionnaires/${questionnaireId}/answers`, cookie, {
      salesVolume: { firstMonthSales: 750 },
      operationalCosts: { costPerItem: 2 },
    });
    const second = await storedSections(questionnaireId);

    const one = await call('GET', `/api/questionnaires/${questionnaireId}/versions/1`, cookie);
    expect(one.statusCode).toBe(200);
    const e1 = engineOf(first);
    expect(one.json()).toMatchObject({ number: 1, sections: first, projectionYears: 3 });
    expect(one.json().profitLoss).toEqual(e1.profitLoss);
    expect(one.json().cashFlow).toEqual(e1.cashFlow);

    const res = await call('GET', `/api/questionnaires/${questionnaireId}/versions/compare?a=1&b=2`, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const e2 = engineOf(second);
    expect(body.a.figures).toEqual({
      revenue: e1.profitLoss.totalRevenue,
      netProfit: e1.profitLoss.netProfit,
      cash: e1.cashFlow.cashEndOfYear,
      fundingGap: e1.metrics.fundingGap,
      debtServiceCoverage: e1.metrics.debtServiceCoverage,
    });
    expect(body.b.figures.revenue).toEqual(e2.profitLoss.totalRevenue);
    for (const y of ['year1', 'year2', 'year3'] as const) {
      expect(body.difference.revenue[y]).toBe(e2.profitLoss.totalRevenue[y] - e1.profitLoss.totalRevenue[y]);
      expect(body.difference.netProfit[y]).toBe(e2.profitLoss.netProfit[y] - e1.profitLoss.netProfit[y]);
      expect(body.difference.cash[y]).toBe(e2.cashFlow.cashEndOfYear[y] - e1.cashFlow.cashEndOfYear[y]);
    }
    expect(body.difference.fundingGap).toBe(e2.metrics.fundingGap - e1.metrics.fundingGap);
    expect(body.changes.map((c: { field: string }) => c.field).sort()).toEqual([
      'operationalCosts.costPerItem',
      'salesVolume.firstMonthSales',
    ]);
    expect(body.changes).toContainEqual(
      expect.objectContaining({ field: 'salesVolume.firstMonthSales', b: '750' }),
    );
  });

  it('compares a Free plan without the cash flow’s year-end cash, as its pages show none', async () => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db, {
      prospect: { selectedPlanCode: 'P01', maxSubmissions: 3 },
    });
    await call('PUT', `/api/questionnaires/${questionnaireId}/answers`, cookie, {
      salesVolume: { firstMonthSales: 750 },
    });
    const res = await call('GET', `/api/questionnaires/${questionnaireId}/versions/compare?a=1&b=2`, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const figures of [body.a.figures, body.b.figures, body.difference]) {
      expect(figures).not.toHaveProperty('cash');
      expect(figures).toHaveProperty('revenue');
    }
    const one = await call('GET', `/api/questionnaires/${questionnaireId}/versions/1`, cookie);
    expect(one.json()).not.toHaveProperty('cashFlow');
  });

  it('answers another founder with 404, and bad numbers with a 400 naming the field', async () => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db);
    const stranger = await createBrowser(t.database.db, [(await createProspect(t.database.db)).id]);
    for (const [method, url] of [
      ['GET', `/api/questionnaires/${questionnaireId}/versions`],
      ['GET', `/api/questionnaires/${questionnaireId}/versions/1`],
      ['GET', `/api/questionnaires/${questionnaireId}/versions/compare?a=1&b=1`],
      ['POST', `/api/questionnaires/${questionnaireId}/versions/1/restore`],
    ] as const) {
      expect((await call(method, url, stranger.cookie)).statusCode, url).toBe(404);
    }
    expect((await versionRows(questionnaireId)).map((v) => v.number)).toEqual([1]);

    const bad = await call('GET', `/api/questionnaires/${questionnaireId}/versions/compare?a=x&b=1`, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'query.a' });
    const zero = await call('GET', `/api/questionnaires/${questionnaireId}/versions/0`, cookie);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().field).toBe('path.number');
    const absent = await call('POST', `/api/questionnaires/${questionnaireId}/versions/9/restore`, cookie);
    expect(absent.statusCode).toBe(404);
    const missingB = await call(
      'GET',
      `/api/questionnaires/${questionnaireId}/versions/compare?a=1&b=7`,
      cookie,
    );
    expect(missingB.statusCode).toBe(404);
  });
});

describe('migration 0010', () => {
  it('is in the journal as entry 10, after 0009 in time', () => {
    const journal = JSON.parse(
      readFileSync(new URL('../src/infra/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: { idx: number; tag: string; when: number }[] };
    const [nine, ten] = [9, 10].map((i) => journal.entries.find((e) => e.idx === i));
    expect(ten).toMatchObject({ tag: '0010_questionnaire_versions' });
    expect(ten!.when).toBeGreaterThan(nine!.when);
  });

  it('writes version 1 of every plan completed before it, and none of a draft', async () => {
    const db = t.database.db;
    const { questionnaireId } = await createCompletedRequest(t.app, db);
    const prospect = await createProspect(db);
    const { cookie } = await createBrowser(db, [prospect.id]);
    const draft = (
      await call('POST', '/api/questionnaires', cookie, { prospectId: prospect.id, ...bakerySections() })
    ).json().id as string;
    const [completed] = await db.select().from(questionnaires).where(eq(questionnaires.id, questionnaireId));
    // As before the migration: no versions table.
    await db.execute(sql`drop table questionnaire_versions`);
    const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await db.execute(sql.raw(statement));
    const rows = await versionRows(questionnaireId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: 1, madeBy: 'founder', sections: completed!.sections });
    expect(rows[0]!.createdAt.toISOString()).toBe(completed!.completedAt!.toISOString());
    expect(await versionRows(draft)).toEqual([]);
  });
});
