// Sources and uses and the lender checklist on the statements API (issue #25): the engine's figures, on
// the balance sheet's response, under its access rule.
import { lenderChecks, normalizeQuestionnaire, project } from '@trajectory/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakerySections } from './helpers/factories';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The bakery with a $92,000 loan at the opening and $8,000 of the owner's cash: an 8% share. */
function sections() {
  const base = bakerySections() as Record<string, Record<string, unknown>>;
  return {
    ...base,
    equityInfo: { ...base.equityInfo, initialCash: 8000 },
    financing: { loans: [{ amount: 92_000, annualRatePct: 8, termMonths: 60, startMonth: 0 }] },
  };
}

async function completed(planCode: string) {
  const prospect = await b.createProspect(t.database.db, { selectedPlanCode: planCode, maxSubmissions: 5 });
  const res = await b.inject({
    method: 'POST',
    url: '/api/questionnaires',
    payload: { prospectId: prospect.id, ...sections(), isCompleted: true },
  });
  expect(res.statusCode).toBe(201);
  return { prospect, questionnaire: res.json() as { id: string } };
}

describe('the lender view on the statements API', () => {
  it("carries the engine's sources and uses, equity share and checks with the balance sheet", async () => {
    const { prospect, questionnaire } = await completed('P02');
    const normalized = normalizeQuestionnaire(sections(), { completed: true });
    if (!normalized.ok) throw new Error('the sections must normalise');
    const projection = project(normalized.inputs);

    const res = await b.inject({
      method: 'GET',
      url: `/api/balance-sheet/questionnaire/${questionnaire.id}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sourcesAndUses).toEqual(projection.sourcesAndUses);
    expect(body.lenderChecks).toEqual(lenderChecks(normalized.inputs, projection));
    expect(body.metrics.equityInjectionPct).toBe(8);
    // Concrete figures: $8,000 + $92,000 in; the equity check asks for $2,223 more or $20,000 less.
    expect(body.sourcesAndUses.totalSources).toBe(100_000);
    expect(body.sourcesAndUses.totalUses).toBe(100_000);
    expect(body.sourcesAndUses.sources).toEqual([
      { name: "Owner's cash", kind: 'ownerCash', amount: 8000 },
      { name: 'Loan 1', kind: 'loan', amount: 92_000 },
    ]);
    const equity = body.lenderChecks.find((check: { code: string }) => check.code === 'EQUITY_INJECTION');
    expect(equity).toEqual({
      code: 'EQUITY_INJECTION',
      passed: false,
      figure: 8,
      threshold: 10,
      fixes: [
        { kind: 'moreOwnerCash', amount: 2223 },
        { kind: 'lessBorrowing', amount: 20_000 },
      ],
    });
    expect(body.lenderChecks.map((check: { code: string }) => check.code)).toEqual([
      'DSCR_FIRST_TWO_YEARS',
      'DSCR_EVERY_YEAR',
      'EQUITY_INJECTION',
      'CASH_NEVER_NEGATIVE',
      'OPERATING_CASH_POSITIVE_YEAR_2',
      'BREAK_EVEN_WITHIN_24_MONTHS',
    ]);
    expect(body.warnings.map((w: { code: string }) => w.code)).toContain('EQUITY_INJECTION_LOW');

    const byProspect = await b.inject({ method: 'GET', url: `/api/balance-sheet/${prospect.id}` });
    expect(byProspect.json().lenderChecks).toEqual(body.lenderChecks);
    // The P&L and the cash flow do not carry it.
    for (const url of [
      `/api/profit-loss/questionnaire/${questionnaire.id}`,
      `/api/cash-flow/questionnaire/${questionnaire.id}`,
    ]) {
      const other = (await b.inject({ method: 'GET', url })).json();
      expect(other.lenderChecks, url).toBeUndefined();
      expect(other.sourcesAndUses, url).toBeUndefined();
    }
  });

  it('is refused with the balance sheet to a Simple plan, and shown to staff', async () => {
    const { questionnaire } = await completed('P01');
    const url = `/api/balance-sheet/questionnaire/${questionnaire.id}`;
    const refused = await b.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().lenderChecks).toBeUndefined();
    const staff = await b.inject({ method: 'GET', url, headers: { cookie: await loginAsStaff(t.app) } });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().lenderChecks).toHaveLength(6);
  });
});
