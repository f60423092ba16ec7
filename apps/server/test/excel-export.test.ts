// The Excel report: a live model whose formulas, evaluated by HyperFormula, give the API's figures to the dollar.
// These tests export through the app and its database; the model alone is tested in excel-model.test.ts.
// One database is enough: the workbook is drawn from the projection; its reads are those statements.test.ts makes on both.
import { project } from '@trajectory/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFinancialReport } from '../src/domains/questionnaires/exports/service';
import type { StatementKind } from '../src/documents/excel/excel-statements';
import { SHEET, createLayout, type WorkbookLayout } from '../src/documents/excel/excel-layout';
import { bakerySections } from './helpers/factories';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';
import {
  BASE,
  borrowingBakery,
  customSeasonBakery,
  engineInputsOf,
  engineOf,
  evaluateWorkbook,
  expectCachedResultsToMatch,
  lateStartSections,
  lossThenProfitStudio,
  overdraftSections,
  readWorkbook,
  shownMonthsOf,
  summerCafe,
  workbookLinesOf,
  workbookLoanBalances,
  workbookMonths,
  workbookStatements,
  type Sections,
} from './helpers/workbook';

let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function completedQuestionnaire(sections: Sections, planCode = 'P02') {
  const prospect = await b.createProspect(t.database.db, { selectedPlanCode: planCode, maxSubmissions: 10 });
  const questionnaire = await addQuestionnaire(prospect.id, sections);
  return { prospect, questionnaire };
}

async function addQuestionnaire(prospectId: string, sections: Sections) {
  const res = await b.inject({
    method: 'POST',
    url: '/api/questionnaires',
    payload: { prospectId, ...sections, isCompleted: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/** The three statements as the API serves them (a Complete plan sees all three). */
async function apiStatements(questionnaireId: string, layout: WorkbookLayout = BASE) {
  const get = async (path: string) => {
    const res = await b.inject({ method: 'GET', url: `/api/${path}/questionnaire/${questionnaireId}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  return workbookLinesOf(
    {
      profitLoss: (await get('profit-loss')).profitLoss,
      balanceSheet: (await get('balance-sheet')).balanceSheet,
      cashFlow: (await get('cash-flow')).cashFlow,
    } as Record<StatementKind, unknown>,
    layout,
  );
}

async function exportOf(prospectId: string, questionnaireId?: string) {
  const { workbook } = await exportFinancialReport(t.database.db, {
    prospectId,
    questionnaireId,
    isStaff: false,
  });
  return readWorkbook(workbook);
}

describe('Excel report formulas', () => {
  it('evaluates to the API figures for the bakery', async () => {
    const { prospect, questionnaire } = await completedQuestionnaire(bakerySections());
    const book = evaluateWorkbook(await exportOf(prospect.id));
    const api = await apiStatements(questionnaire.id);
    expect(workbookStatements(book)).toEqual(api);
    expect(workbookMonths(book)).toEqual(shownMonthsOf(engineOf(bakerySections())));
    expectCachedResultsToMatch(book);
    // A concrete figure, so agreement on a wrong number would still fail.
    expect(book.value(SHEET.profitLoss, 'B4')).toBeGreaterThan(12 * 500 * 12 * 0.99);
  });

  it.each([
    ['a loss-making café with cents and an overdraft', overdraftSections],
    ['a first sale in month 7 with 100% growth', lateStartSections],
  ])('evaluates to the API figures for %s', async (_name, sections) => {
    const { prospect, questionnaire } = await completedQuestionnaire(sections());
    const book = evaluateWorkbook(await exportOf(prospect.id));
    expect(workbookStatements(book)).toEqual(await apiStatements(questionnaire.id));
    expect(workbookMonths(book)).toEqual(shownMonthsOf(engineOf(sections())));
    expectCachedResultsToMatch(book);
  });

  it('follows a new unit price and starting cash to the figures of a questionnaire with those answers', async () => {
    const { prospect } = await completedQuestionnaire(bakerySections());
    const book = evaluateWorkbook(await exportOf(prospect.id));
    book.setNamed({ UnitPrice: 7.45, InitialCash: 3500 });

    const changed = bakerySections();
    changed.productsServices.unitPrice = 7.45;
    changed.equityInfo.initialCash = 3500;
    const other = await addQuestionnaire(prospect.id, changed);
    const api = await apiStatements(other.id);
    expect(workbookStatements(book)).toEqual(api);
    expect(workbookMonths(book)).toEqual(shownMonthsOf(engineOf(changed)));
    // The change matters: this plan now runs into an overdraft.
    expect(
      (api.balanceSheet as { liabilities: { overdraft: { year1: number } } }).liabilities.overdraft.year1,
    ).toBeGreaterThan(0);
  });
});

describe('Excel report, detailed model (issue #25)', () => {
  it('evaluates to the API figures for a bakery with product lines, a team, a start-up list and payment terms', async () => {
    const base = bakerySections();
    const sections = {
      ...base,
      assetInfo: { ...base.assetInfo, oneTimePurchases: 20_001 },
      revenueStreams: {
        primaryName: 'Bread',
        streams: [
          { name: 'Coffee club', kind: 'subscription', price: 25, firstMonthVolume: 40, monthlyChurnPct: 8 },
        ],
      },
      staff: {
        roles: [{ title: 'Baker', headcount: 2, monthlySalary: 3200, startMonth: 6 }],
        payrollBurdenPct: 8,
      },
      startupItems: {
        items: [
          { name: 'Oven', amount: 12_000, kind: 'asset' },
          { name: 'Fit-out', amount: 8_000.5, kind: 'asset' },
          { name: 'Launch party', amount: 1_500, kind: 'expense' },
        ],
      },
      workingCapital: { receivableDays: 30, inventoryDays: 15, payableDays: 20 },
    } as Sections;
    const layout = createLayout(engineInputsOf(sections));
    expect(layout.detail).not.toBeNull();
    const { prospect, questionnaire } = await completedQuestionnaire(sections);
    const book = evaluateWorkbook(await exportOf(prospect.id));
    expect(workbookStatements(book, layout)).toEqual(await apiStatements(questionnaire.id, layout));
    expect(workbookMonths(book, layout)).toEqual(shownMonthsOf(engineOf(sections), layout));
    expectCachedResultsToMatch(book);
  });
});

describe('Excel report file', () => {
  it('prints every sheet fit to one page wide (issue #24 item 7)', async () => {
    const { prospect } = await completedQuestionnaire(bakerySections());
    const workbook = await exportOf(prospect.id);
    for (const sheet of workbook.worksheets) {
      expect(sheet.pageSetup, sheet.name).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
    }
    expect(workbook.getWorksheet('Monthly')!.pageSetup.orientation).toBe('landscape');
    expect(workbook.getWorksheet('Profit & Loss')!.pageSetup.orientation).toBe('portrait');
  });

  it('has the seven sheets, named inputs, frozen headers, currency formats and the chart pictures', async () => {
    const { prospect } = await completedQuestionnaire(bakerySections());
    const workbook = await exportOf(prospect.id);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Assumptions',
      'Monthly',
      'Profit & Loss',
      'Balance Sheet',
      'Cash Flow',
      'Scenarios',
      'Charts',
    ]);
    const names = Object.fromEntries(workbook.definedNames.model.map((d) => [d.name, d.ranges]));
    for (const name of [
      'UnitPrice',
      'FirstMonthSales',
      'StartMonth',
      'GrowthRate',
      'CostPerItem',
      'MonthlySalaries',
      'MonthlyAdvertising',
      'MonthlyRent',
      'MonthlyUtilities',
      'MonthlyOtherExpenses',
      'StartupCost',
      'InitialCash',
    ]) {
      expect(names[name], name).toHaveLength(1);
      expect(names[name]![0], name).toMatch(/^Assumptions!\$B\$\d+$/);
    }
    const assumptions = workbook.getWorksheet('Assumptions')!;
    const cellOf = (name: string) => assumptions.getCell(names[name]![0]!.split('!')[1]!.replace(/\$/g, ''));
    expect(cellOf('UnitPrice').value).toBe(12);
    expect(cellOf('GrowthRate').value).toBe(0.2);
    expect(cellOf('InitialCash').value).toBe(20000);
    expect(assumptions.getCell('A1').value).toBe('Ada Bakes — Financial Projections');
    const notes = JSON.stringify(assumptions.getSheetValues());
    expect(notes).toMatch(/rise 5% a year/);
    expect(notes).toMatch(/Salaries rise 3% a year/);
    expect(notes).toMatch(/No taxes, interest, depreciation or amortisation/);

    for (const sheet of workbook.worksheets.filter((s) => s.name !== 'Charts')) {
      const [view] = sheet.views;
      expect(view?.state, sheet.name).toBe('frozen');
      expect((view as { ySplit?: number }).ySplit, sheet.name).toBeGreaterThanOrEqual(3);
      expect((view as { xSplit?: number }).xSplit, sheet.name).toBeGreaterThanOrEqual(1);
    }
    const pl = workbook.getWorksheet('Profit & Loss')!;
    expect(['B3', 'C3', 'D3'].map((a) => pl.getCell(a).value)).toEqual(['Year 1', 'Year 2', 'Year 3']);
    expect(pl.getCell('B4').numFmt).toBe('$#,##0;($#,##0)');
    expect(pl.getCell('B4').formula).toMatch(/^ROUND\(ROUND\(SUM\(Monthly!\$P\$4:\$P\$15\),6\),0\)$/);
    expect(pl.getColumn(1).width).toBeGreaterThan(20);

    const charts = workbook.getWorksheet('Charts')!;
    expect(charts.getImages()).toHaveLength(7);
    const media = (workbook.model as unknown as { media: Array<{ extension: string; buffer: Buffer }> })
      .media;
    expect(media).toHaveLength(7);
    for (const image of media) {
      expect(image.extension).toBe('png');
      expect(image.buffer.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});

describe('GET /api/export/financial-reports/{prospectId}', () => {
  const url = (prospectId: string, query = '') => `/api/export/financial-reports/${prospectId}${query}`;

  it('refuses a Simple plan with 403, naming the plan that unlocks the report', async () => {
    const { prospect } = await completedQuestionnaire(bakerySections(), 'P01');
    const res = await b.inject({ method: 'GET', url: url(prospect.id) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'FORBIDDEN',
      message:
        'The Excel report is not included in the Free Projection plan. Upgrade to Full Reports to unlock it.',
    });
  });

  it('sends a Complete plan the xlsx of its latest completed questionnaire', async () => {
    const { prospect, questionnaire } = await completedQuestionnaire(bakerySections(), 'P02');
    const res = await b.inject({ method: 'GET', url: url(prospect.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Trajectory_Ada_Bakes_financial_report\.xlsx"/,
    );
    const book = evaluateWorkbook(await readWorkbook(res.rawPayload));
    expect(workbookStatements(book)).toEqual(await apiStatements(questionnaire.id));
  });

  it('exports the questionnaire named by ?questionnaireId, and only one of this prospect', async () => {
    const { prospect, questionnaire: first } = await completedQuestionnaire(bakerySections(), 'P03');
    const pricier = bakerySections();
    pricier.productsServices.unitPrice = 15;
    await addQuestionnaire(prospect.id, pricier);
    const unitPriceIn = async (query: string) => {
      const res = await b.inject({ method: 'GET', url: url(prospect.id, query) });
      expect(res.statusCode, res.body).toBe(200);
      return evaluateWorkbook(await readWorkbook(res.rawPayload)).value(SHEET.assumptions, 'B5');
    };
    expect(await unitPriceIn('')).toBe(15);
    expect(await unitPriceIn(`?questionnaireId=${first.id}`)).toBe(12);

    const { questionnaire: foreign } = await completedQuestionnaire(bakerySections(), 'P02');
    const res = await b.inject({
      method: 'GET',
      url: url(prospect.id, `?questionnaireId=${foreign.id}`),
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives staff every report whatever the plan, also through the admin route', async () => {
    const { prospect } = await completedQuestionnaire(bakerySections(), 'P01');
    const cookie = await loginAsStaff(t.app);
    const own = await b.inject({ method: 'GET', url: url(prospect.id), headers: { cookie } });
    expect(own.statusCode, own.body).toBe(200);
    const adminUrl = `/api/admin/export/financial-reports/${prospect.id}`;
    const admin = await b.inject({ method: 'GET', url: adminUrl, headers: { cookie } });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.headers['content-type']).toMatch(/spreadsheetml/);
    expect((await b.inject({ method: 'GET', url: adminUrl })).statusCode).toBe(401);
    expect(
      (await b.inject({ method: 'GET', url: '/api/admin/export/financial-reports/42' })).statusCode,
    ).toBe(401);
  });

  it('answers 404 for an unknown prospect or one with nothing completed, 409 for a draft, 400 for malformed ids', async () => {
    const unknown = await b.inject({ method: 'GET', url: url('00000000-0000-4000-8000-000000000000') });
    expect(unknown.statusCode).toBe(404);
    const prospect = await b.createProspect(t.database.db, { selectedPlanCode: 'P02' });
    const none = await b.inject({ method: 'GET', url: url(prospect.id) });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This prospect has no completed questionnaire yet');
    const draft = await b.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: { prospectId: prospect.id, ...bakerySections(), isCompleted: false },
    });
    const draftRes = await b.inject({
      method: 'GET',
      url: url(prospect.id, `?questionnaireId=${(draft.json() as { id: string }).id}`),
    });
    // A draft is not a free report (issue #24): 409, complete it first.
    expect(draftRes.statusCode).toBe(409);
    expect(draftRes.json()).toMatchObject({ error: 'QUESTIONNAIRE_NOT_COMPLETED', field: 'questionnaireId' });
    expect((await b.inject({ method: 'GET', url: url('not-a-uuid') })).statusCode).toBe(400);
    const badQuery = await b.inject({ method: 'GET', url: url(prospect.id, '?questionnaireId=42') });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toMatch(/questionnaireId must be a valid questionnaire id/);
  });
});

describe('Excel report, extended model (loans, tax, depreciation, draws, seasons)', () => {
  it.each([
    [
      'a bakery with a loan at opening and one in month 10, tax, depreciation and later draws',
      borrowingBakery,
    ],
    ['a studio whose Year 1 loss is carried into taxed profits', lossThenProfitStudio],
    ['a café with a summer peak opening in April and a 0% loan', summerCafe],
    ['a bakery with custom seasonality weights opening in November', customSeasonBakery],
  ])('evaluates to the API figures for %s', async (_name, sections) => {
    const { prospect, questionnaire } = await completedQuestionnaire(sections());
    const workbook = await exportOf(prospect.id);
    const inputs = engineInputsOf(sections());
    const layout = createLayout(inputs);
    expect(layout.isExtended).toBe(true);
    expect(workbook.worksheets.map((s) => s.name)).toContain('Loan Schedule');
    const book = evaluateWorkbook(workbook);
    const api = await apiStatements(questionnaire.id, layout);
    expect(workbookStatements(book, layout)).toEqual(api);
    const expected = project(inputs);
    expect(workbookMonths(book, layout)).toEqual(shownMonthsOf(expected, layout));
    expectCachedResultsToMatch(book, 3000);
    workbookLoanBalances(book, layout).forEach((balance, m) =>
      expect(balance, `month ${m + 1}`).toBeCloseTo(expected.months[m]!.loanBalance, 6),
    );
    // The balance sheet balances in every year, and the extended lines carry figures.
    for (const col of layout.yearColumns) {
      const check = workbook.getWorksheet(SHEET.balanceSheet)!;
      const row = check.rowCount;
      expect(book.value(SHEET.balanceSheet, `${col}${row}`), `check ${col}`).toBe(0);
    }
  });
});
