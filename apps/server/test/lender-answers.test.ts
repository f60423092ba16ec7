// The lender step's answers (issue #15): each bound refused with a 400 naming the field, nothing changed,
// on the visitor's POST/PUT and the staff edit; a saved loan changes every statement.
import { loanToCloseGap, normalizeQuestionnaire, project } from '@trajectory/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires } from '../src/infra/db/schema/index';
import { questionnaireRows } from '../src/admin/requests/questionnaire-sheet';
import { createCompletedRequest, staffCaller } from './helpers/admin';
import { bakerySections } from './helpers/factories';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

const LOAN = { amount: 50000, annualRatePct: 8, termMonths: 60, startMonth: 0 };
const withLoan = (part: Record<string, unknown>) => ({ financing: { loans: [{ ...LOAN, ...part }] } });

/** Every spec bound of the lender fields: the sections, the field named and the model's message. */
const BAD: Array<[string, Record<string, unknown>, string, string]> = [
  [
    'loan amount 0',
    withLoan({ amount: 0 }),
    'financing.loans[0].amount',
    'Loan 1 amount must be more than 0',
  ],
  [
    'loan amount above 1e9',
    withLoan({ amount: 1_000_000_001 }),
    'financing.loans[0].amount',
    'Loan 1 amount must be at most 1,000,000,000',
  ],
  [
    'loan amount not a number',
    withLoan({ amount: 'lots' }),
    'financing.loans[0].amount',
    'Loan 1 amount must be a number',
  ],
  [
    'rate below 0',
    withLoan({ annualRatePct: -1 }),
    'financing.loans[0].annualRatePct',
    'Loan 1 annual rate cannot be negative',
  ],
  [
    'rate above 100',
    withLoan({ annualRatePct: 101 }),
    'financing.loans[0].annualRatePct',
    'Loan 1 annual rate must be at most 100%',
  ],
  [
    'term 0',
    withLoan({ termMonths: 0 }),
    'financing.loans[0].termMonths',
    'Loan 1 term must be a whole number of months from 1 to 360',
  ],
  [
    'term 361',
    withLoan({ termMonths: 361 }),
    'financing.loans[0].termMonths',
    'Loan 1 term must be a whole number of months from 1 to 360',
  ],
  [
    'term 12.5',
    withLoan({ termMonths: 12.5 }),
    'financing.loans[0].termMonths',
    'Loan 1 term must be a whole number of months from 1 to 360',
  ],
  [
    'loan start 60',
    withLoan({ startMonth: 60 }),
    'financing.loans[0].startMonth',
    'Loan 1 first month must be a whole number of months from 0 to 59',
  ],
  [
    'loan without a term',
    withLoan({ termMonths: null }),
    'financing.loans[0].termMonths',
    'Loan 1 term is required',
  ],
  [
    'four loans',
    { financing: { loans: [LOAN, LOAN, LOAN, LOAN] } },
    'financing.loans',
    'must hold at most 3 loans',
  ],
  [
    'tax above 60',
    { taxInfo: { incomeTaxRatePct: 60.5 } },
    'taxInfo.incomeTaxRatePct',
    'Income tax rate must be at most 60%',
  ],
  [
    'tax below 0',
    { taxInfo: { incomeTaxRatePct: -5 } },
    'taxInfo.incomeTaxRatePct',
    'Income tax rate cannot be negative',
  ],
  [
    'useful life 0',
    { assetInfo: { oneTimePurchases: 50000, usefulLifeYears: 0 } },
    'assetInfo.usefulLifeYears',
    'Useful life of the startup purchases must be at least 1',
  ],
  [
    'useful life 41',
    { assetInfo: { oneTimePurchases: 50000, usefulLifeYears: 41 } },
    'assetInfo.usefulLifeYears',
    'Useful life of the startup purchases must be at most 40 years',
  ],
  [
    'useful life 2.5',
    { assetInfo: { oneTimePurchases: 50000, usefulLifeYears: 2.5 } },
    'assetInfo.usefulLifeYears',
    'Useful life of the startup purchases must be a whole number',
  ],
  [
    'draw above 10M',
    { equityInfo: { initialCash: 250000, ownerDrawMonthly: 10_000_001 } },
    'equityInfo.ownerDrawMonthly',
    "Monthly owner's draw must be at most 10,000,000",
  ],
  [
    'draw below 0',
    { equityInfo: { initialCash: 250000, ownerDrawMonthly: -1 } },
    'equityInfo.ownerDrawMonthly',
    "Monthly owner's draw cannot be negative",
  ],
  [
    'draw start 60',
    { equityInfo: { initialCash: 250000, ownerDrawStartMonth: 60 } },
    'equityInfo.ownerDrawStartMonth',
    "Owner's draw first month must be a whole number of months from 0 to 59",
  ],
  [
    'opening month 13',
    { seasonality: { firstCalendarMonth: 13 } },
    'seasonality.firstCalendarMonth',
    'Opening month must be at most 12',
  ],
  [
    'opening month 0',
    { seasonality: { firstCalendarMonth: 0 } },
    'seasonality.firstCalendarMonth',
    'Opening month must be at least 1',
  ],
  [
    'a weight above 1000',
    { seasonality: { monthlyWeights: [1001, ...Array(11).fill(100)] } },
    'seasonality.monthlyWeights[0]',
    'January weight must be at most 1,000',
  ],
  [
    'a weight below 0',
    { seasonality: { monthlyWeights: [...Array(11).fill(100), -1] } },
    'seasonality.monthlyWeights[11]',
    'December weight cannot be negative',
  ],
  [
    'eleven weights',
    { seasonality: { monthlyWeights: Array(11).fill(100) } },
    'seasonality.monthlyWeights[11]',
    'December weight is required',
  ],
  [
    'weights all 0',
    { seasonality: { monthlyWeights: Array(12).fill(0) } },
    'seasonality.monthlyWeights[0]',
    'Seasonality weights cannot all be 0',
  ],
];

/** The API names an array index with a dot (zod's path) or brackets (the model's); both point at one answer. */
const sameField = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

const sectionsOf = async (id: string) =>
  (await t.database.db.select().from(questionnaires).where(eq(questionnaires.id, id)))[0]!.sections;

describe('the lender answers are refused out of bounds', () => {
  it.each(BAD)(
    'visitor POST refuses %s with 400 naming the field and storing nothing',
    async (_n, bad, field, message) => {
      const prospect = await b.createProspect(t.database.db);
      const res = await b.inject({
        method: 'POST',
        url: '/api/questionnaires',
        payload: { prospectId: prospect.id, ...bakerySections(), ...bad, isCompleted: true },
      });
      expect(res.statusCode).toBe(400);
      expect(sameField(res.json().field)).toBe(sameField(field));
      expect(res.json().message).toContain(message);
      const rows = await t.database.db
        .select()
        .from(questionnaires)
        .where(eq(questionnaires.prospectId, prospect.id));
      expect(rows).toHaveLength(0);
    },
  );

  it.each(BAD)('visitor PUT and staff PUT refuse %s and change nothing', async (_n, bad, field, message) => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db);
    const before = await sectionsOf(questionnaireId);
    for (const res of [
      await t.app.inject({
        method: 'PUT',
        url: `/api/questionnaires/${questionnaireId}`,
        headers: { cookie },
        payload: bad,
      }),
      await staff('PUT', `/api/admin/questionnaires/${questionnaireId}`, { ...bakerySections(), ...bad }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(sameField(res.json().field)).toBe(sameField(field));
      expect(res.json().message).toContain(message);
    }
    expect(await sectionsOf(questionnaireId)).toEqual(before);
  });
});

/** The bakery with a funding gap: a costly fit-out and little cash. */
function gapSections() {
  const sections = bakerySections();
  return {
    ...sections,
    assetInfo: { oneTimePurchases: 90000 },
    equityInfo: { initialCash: 20000 },
  };
}

function engineOf(sections: unknown) {
  const result = normalizeQuestionnaire(sections, { completed: true });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.inputs;
}

describe('a saved loan changes the statements', () => {
  it('closes the funding gap, with interest in the P&L, repayments in the cash flow and the balance owed', async () => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db, {
      prospect: { selectedPlanCode: 'P02' },
      sections: gapSections(),
    });
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    const before = await get(`/api/profit-loss/questionnaire/${questionnaireId}`);
    expect(before.metrics.fundingGap).toBeGreaterThan(0);
    expect(before.profitLoss.interestExpense).toEqual({ year1: 0, year2: 0, year3: 0 });

    const taxed = { ...gapSections(), taxInfo: { incomeTaxRatePct: 21 } };
    const closing = loanToCloseGap(engineOf(taxed));
    if (closing.amount === null) throw new Error('the bakery gap must be closable');
    const loan = { amount: closing.amount, annualRatePct: 8, termMonths: 60, startMonth: 0 };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/questionnaires/${questionnaireId}`,
      headers: { cookie },
      payload: { financing: { loans: [loan] }, taxInfo: { incomeTaxRatePct: 21 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().financing).toEqual({ loans: [loan] });

    const expected = project(engineOf({ ...taxed, financing: { loans: [loan] } }));
    const pl = await get(`/api/profit-loss/questionnaire/${questionnaireId}`);
    expect(pl.metrics.fundingGap).toBe(0);
    expect(pl.profitLoss).toEqual(expected.profitLoss);
    expect(pl.metrics).toEqual(expected.metrics);
    expect(pl.months).toEqual(expected.displayedMonths);
    expect(pl.profitLoss.interestExpense.year1).toBeGreaterThan(0);
    expect(pl.profitLoss.profitBeforeTax.year1).toBe(
      pl.profitLoss.operatingProfit.year1 - pl.profitLoss.interestExpense.year1,
    );
    expect(pl.metrics.debtServiceCoverage.year1).not.toBeNull();

    const cf = await get(`/api/cash-flow/questionnaire/${questionnaireId}`);
    expect(cf.cashFlow).toEqual(expected.cashFlow);
    expect(cf.cashFlow.financing.loanProceeds.year1).toBe(closing.amount);
    expect(cf.cashFlow.financing.loanRepayments.year1).toBeLessThan(0);

    const bs = await get(`/api/balance-sheet/questionnaire/${questionnaireId}`);
    expect(bs.balanceSheet).toEqual(expected.balanceSheet);
    const { loans } = bs.balanceSheet.liabilities;
    expect(loans.year1).toBe(closing.amount + cf.cashFlow.financing.loanRepayments.year1);
    expect(loans.year3).toBeLessThan(loans.year1);
    expect(bs.balanceSheet.assets.totalAssets.year3).toBe(bs.balanceSheet.totalLiabilitiesAndEquity.year3);
  });

  it('lets staff add the lender answers in the Edit Questionnaire route', async () => {
    const { questionnaireId } = await createCompletedRequest(t.app, t.database.db);
    const res = await staff('PUT', `/api/admin/questionnaires/${questionnaireId}`, {
      ...bakerySections(),
      assetInfo: { oneTimePurchases: 15000, usefulLifeYears: 5 },
      equityInfo: { initialCash: 50000, ownerDrawMonthly: 1000, ownerDrawStartMonth: 3 },
      seasonality: {
        monthlyWeights: [60, 60, 80, 100, 120, 140, 150, 140, 110, 80, 70, 90],
        firstCalendarMonth: 4,
      },
    });
    expect(res.statusCode).toBe(200);
    const stored = await sectionsOf(questionnaireId);
    expect(stored.assetInfo).toEqual({ oneTimePurchases: 15000, usefulLifeYears: 5 });
    expect(stored.seasonality).toMatchObject({ firstCalendarMonth: 4 });
    const pl = await staff('GET', `/api/profit-loss/questionnaire/${questionnaireId}`);
    expect(pl.json().profitLoss.depreciation).toEqual({ year1: 3000, year2: 3000, year3: 3000 });
  });
});

describe('the questionnaire export', () => {
  it('lists each loan part and each weight under the model labels', () => {
    const rows = questionnaireRows({
      financing: { loans: [LOAN] },
      seasonality: { monthlyWeights: Array(12).fill(100), firstCalendarMonth: 4 },
    });
    expect(rows).toContainEqual(['Loans', 'Loan 1 amount', 50000]);
    expect(rows).toContainEqual(['Loans', 'Loan 1 term', 60]);
    expect(rows).toContainEqual(['Seasonality', 'December weight', 100]);
    expect(rows).toContainEqual(['Seasonality', 'Opening month', 4]);
  });
});
