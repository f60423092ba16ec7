import { normalizeQuestionnaire, project } from '@trajectory/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { bakerySections } from './helpers/factories';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function engineProjection() {
  const normalized = normalizeQuestionnaire(bakerySections(), { completed: true });
  if (!normalized.ok) throw new Error('bakery must normalise');
  return project(normalized.inputs);
}

async function completedQuestionnaire(planCode = 'P01') {
  const prospect = await b.createProspect(t.database.db, { selectedPlanCode: planCode, maxSubmissions: 5 });
  const res = await b.inject({
    method: 'POST',
    url: '/api/questionnaires',
    payload: { prospectId: prospect.id, ...bakerySections(), isCompleted: true },
  });
  return { prospect, questionnaire: res.json() as { id: string } };
}

describe('statements API', () => {
  it("returns the engine's P&L figures, metrics and first-year months for a questionnaire made through the API", async () => {
    const { prospect, questionnaire } = await completedQuestionnaire();
    const expected = engineProjection();
    const byQuestionnaire = await b.inject({
      method: 'GET',
      url: `/api/profit-loss/questionnaire/${questionnaire.id}`,
    });
    expect(byQuestionnaire.statusCode).toBe(200);
    const body = byQuestionnaire.json();
    expect(body.profitLoss).toEqual(expected.profitLoss);
    expect(body.metrics).toEqual(expected.metrics);
    // Two years of months (what a lender asks for); the first twelve are the first-year view.
    expect(body.months).toEqual(expected.displayedMonths);
    expect(body.months).toHaveLength(24);
    expect(body.months.slice(0, 12)).toEqual(expected.firstYearMonths);
    expect(body.months[23].cash).toBe(expected.cashFlow.cashEndOfYear.year2);
    expect(body.revenueStreams).toEqual(expected.revenueStreams);
    expect(body.warnings).toEqual(expected.warnings);
    // A concrete figure, so the test also fails if the engine and the API agree on a wrong number.
    expect(body.profitLoss.productServiceRevenue.year1).toBeGreaterThan(12 * 500 * 12 * 0.99);

    const byProspect = await b.inject({ method: 'GET', url: `/api/profit-loss/${prospect.id}` });
    expect(byProspect.json()).toEqual(body);
  });

  it('refuses the balance sheet and cash flow to a Simple plan, naming the plan that unlocks them', async () => {
    const { prospect, questionnaire } = await completedQuestionnaire('P01');
    for (const url of [
      `/api/balance-sheet/questionnaire/${questionnaire.id}`,
      `/api/cash-flow/questionnaire/${questionnaire.id}`,
      `/api/balance-sheet/${prospect.id}`,
      `/api/cash-flow/${prospect.id}`,
    ]) {
      const res = await b.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(
        /is not included in the Free Projection plan\. Upgrade to Full Reports to unlock it\./,
      );
    }
  });

  it('serves the balance sheet and cash flow to a Complete plan, equal to the engine', async () => {
    const { questionnaire } = await completedQuestionnaire('P02');
    const expected = engineProjection();
    const bs = await b.inject({
      method: 'GET',
      url: `/api/balance-sheet/questionnaire/${questionnaire.id}`,
    });
    expect(bs.statusCode).toBe(200);
    expect(bs.json().balanceSheet).toEqual(expected.balanceSheet);
    const cf = await b.inject({ method: 'GET', url: `/api/cash-flow/questionnaire/${questionnaire.id}` });
    expect(cf.json().cashFlow).toEqual(expected.cashFlow);
    const year3 = bs.json().balanceSheet;
    expect(year3.assets.totalAssets.year3).toBe(year3.totalLiabilitiesAndEquity.year3);
  });

  it('shows staff every statement whatever the plan', async () => {
    const { questionnaire } = await completedQuestionnaire('P01');
    const cookie = await loginAsStaff(t.app);
    const res = await b.inject({
      method: 'GET',
      url: `/api/cash-flow/questionnaire/${questionnaire.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for unknown ids, 400 for malformed ones, 404 for a prospect with nothing completed', async () => {
    expect(
      (
        await b.inject({
          method: 'GET',
          url: '/api/profit-loss/questionnaire/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await b.inject({ method: 'GET', url: '/api/profit-loss/questionnaire/42' })).statusCode).toBe(
      400,
    );
    expect((await b.inject({ method: 'GET', url: '/api/cash-flow/not-a-uuid' })).statusCode).toBe(400);
    const prospect = await b.createProspect(t.database.db);
    const none = await b.inject({ method: 'GET', url: `/api/profit-loss/${prospect.id}` });
    expect(none.statusCode).toBe(404);
  });
});
