// GET /api/questionnaires/:id/report.pdf (issue #14 items 1 and 5): one PDF per questionnaire, read back as text.
// One database is enough: the PDF is drawn from the projection; its reads are those statements.test.ts makes on both.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SCENARIOS,
  formatFundingGap,
  formatMoney,
  normalizeQuestionnaire,
  project,
  projectScenarios,
  type Projection,
  type ProjectionInputs,
} from '@trajectory/engine';
import { CHART_NAMES } from '@trajectory/charts';
import { drawReportPdf, monthlyTables } from '../src/documents/pdf/pdf-document';
import { prospects, reports } from '../src/infra/db/schema/index';
import { bakerySections } from './helpers/factories';
import { bakeryWithLenderAnswers } from '@trajectory/engine/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { lazyTestBrowser, registerVisitor } from './helpers/visitor';

let t: TestApp;
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The bakery at $5.50 a loaf costing $1.60, named with an apostrophe and an accent. */
function cafeSections() {
  const sections = bakerySections("Ada's Café", 'Sourdough bakery');
  return {
    ...sections,
    productsServices: { ...sections.productsServices, unitPrice: 5.5 },
    operationalCosts: { costPerItem: 1.6 },
  };
}

async function founderWithQuestionnaire(
  planCode: string,
  sections: Record<string, unknown> = cafeSections(),
) {
  const prospect = await b.createProspect(t.database.db, { selectedPlanCode: planCode, maxSubmissions: 5 });
  const res = await b.inject({
    method: 'POST',
    url: '/api/questionnaires',
    payload: { prospectId: prospect.id, ...sections, isCompleted: true },
  });
  expect(res.statusCode).toBe(201);
  return { prospect, questionnaireId: res.json().id as string };
}

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: false })).text;
}

const pdfUrl = (questionnaireId: string) => `/api/questionnaires/${questionnaireId}/report.pdf`;

describe('GET /api/questionnaires/:id/report.pdf', () => {
  it('a Complete plan: the three statements, the answers to the cent, every page headed and numbered', async () => {
    const { questionnaireId } = await founderWithQuestionnaire('P02');
    const res = await b.inject({ method: 'GET', url: pdfUrl(questionnaireId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Trajectory_Ada's_Cafe_financial_report.pdf"; ` +
        `filename*=UTF-8''Trajectory_Ada%27s_Caf%C3%A9_financial_report.pdf`,
    );

    const pages = await pagesOf(res.rawPayload);
    const text = pages.join('\n');
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const heading of ['Profit & Loss Statement', 'Balance Sheet', 'Cash Flow Statement']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Plan: Full Reports');
    expect(text).toContain('Unit price: $5.50 · Unit cost: $1.60');
    // The statements' own figures, in the tables' one money format.
    const normalized = normalizeQuestionnaire(cafeSections(), { completed: true });
    if (!normalized.ok) throw new Error('the café must normalise');
    const projection = project(normalized.inputs);
    expect(text).toContain(formatMoney(projection.profitLoss.netProfit.year3));
    expect(text).toContain(formatMoney(projection.cashFlow.cashEndOfYear.year3));
    expect(text).toContain(formatMoney(projection.balanceSheet.totalLiabilitiesAndEquity.year2));
    // The café runs out of cash: losses in brackets, and the overdraft row it needs.
    expect(formatMoney(projection.profitLoss.netProfit.year3)).toMatch(/^\(\$[\d,]+\)$/);
    expect(text).toContain('Overdraft');
    pages.forEach((page, i) => {
      expect(page).toContain("Ada's Café");
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.at(-1)).toContain('Disclaimer');
    expect(pages.slice(0, -1).join('\n')).not.toContain('Disclaimer');
  });

  it('a Free plan: only the Profit & Loss', async () => {
    const { questionnaireId } = await founderWithQuestionnaire('P01');
    const res = await b.inject({ method: 'GET', url: pdfUrl(questionnaireId) });
    expect(res.statusCode).toBe(200);
    const text = (await pagesOf(res.rawPayload)).join('\n');
    expect(text).toContain('Profit & Loss Statement');
    expect(text).toContain('Plan: Free');
    expect(text).not.toContain('Balance Sheet');
    expect(text).not.toContain('Cash Flow Statement');
    expect(text).toContain('Unit price: $5.50 · Unit cost: $1.60');
  });

  it('leaves the zero-only overdraft row out, as the web does', async () => {
    const { questionnaireId } = await founderWithQuestionnaire('P02', bakerySections());
    const res = await b.inject({ method: 'GET', url: pdfUrl(questionnaireId) });
    const text = (await pagesOf(res.rawPayload)).join('\n');
    expect(text).toContain('Total Liabilities');
    expect(text).not.toContain('Overdraft');
  });

  it('an older questionnaire of a founder who paid since gets its missing statements, at no credit', async () => {
    const { prospect, questionnaireId } = await founderWithQuestionnaire('P01');
    await b.inject({ method: 'POST', url: '/api/questionnaire/complete', payload: { questionnaireId } });
    const types = async () =>
      (await t.database.db.select().from(reports).where(eq(reports.questionnaireId, questionnaireId)))
        .map((r) => r.reportType)
        .sort();
    expect(await types()).toEqual(['profit_loss']);
    await t.database.db
      .update(prospects)
      .set({ selectedPlanCode: 'P02' })
      .where(eq(prospects.id, prospect.id));
    const [before] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));

    const res = await b.inject({ method: 'GET', url: pdfUrl(questionnaireId) });
    expect(res.statusCode).toBe(200);
    const text = (await pagesOf(res.rawPayload)).join('\n');
    expect(text).toContain('Balance Sheet');
    expect(text).toContain('Cash Flow Statement');
    expect(await types()).toEqual(['balance_sheet', 'cash_flow', 'profit_loss']);
    const [after] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(after!.submissionCount).toBe(before!.submissionCount);
  });

  it('GET /api/reports/download-pdf/:reportId returns the same document', async () => {
    const { prospect, questionnaireId } = await founderWithQuestionnaire('P02');
    const byQuestionnaire = await b.inject({ method: 'GET', url: pdfUrl(questionnaireId) });
    const list = (await b.inject({ method: 'GET', url: `/api/reports/prospect/${prospect.id}` })).json();
    const report = (list as { id: string; reportType: string }[]).find((r) => r.reportType === 'cash_flow')!;
    const byReport = await b.inject({ method: 'GET', url: `/api/reports/download-pdf/${report.id}` });
    expect(byReport.statusCode).toBe(200);
    expect(byReport.headers['content-disposition']).toBe(byQuestionnaire.headers['content-disposition']);
    expect(await pagesOf(byReport.rawPayload)).toEqual(await pagesOf(byQuestionnaire.rawPayload));
  });

  it('is only for the browser holding the founder: 401 without a session, 404 for another founder', async () => {
    const { questionnaireId } = await founderWithQuestionnaire('P02');
    const stranger = await t.app.inject({ method: 'GET', url: pdfUrl(questionnaireId) });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error).toBe('ACCESS_REQUIRED');
    const other = await registerVisitor(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: pdfUrl(questionnaireId),
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });

  it('refuses an unfinished questionnaire with a 409 and a malformed id with a 400 naming the field', async () => {
    const prospect = await b.createProspect(t.database.db, { selectedPlanCode: 'P02' });
    const draft = await b.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: { prospectId: prospect.id, ...cafeSections(), isCompleted: false },
    });
    const unfinished = await b.inject({ method: 'GET', url: pdfUrl(draft.json().id) });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json()).toMatchObject({
      error: 'QUESTIONNAIRE_NOT_COMPLETED',
      field: 'id',
      message: expect.stringMatching(/complete it first/),
    });
    const malformed = await b.inject({ method: 'GET', url: '/api/questionnaires/not-a-uuid/report.pdf' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/id must be a valid questionnaire id/);
  });
});

/** The bakery borrowing $40,000 at opening and $15,000 in Month 15, taxed, depreciating and drawing. */
const lenderSections = () => bakeryWithLenderAnswers('Ada Lends', 'Sourdough bakery');

/** The answers as the engine reads them, over the plan's years: what the PDF is drawn from. */
function inputsOf(sections: unknown, years: 3 | 5): ProjectionInputs {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  return { ...normalized.inputs, projectionYears: years };
}

function projectionOf(sections: unknown, years: 3 | 5): Projection {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  return project({ ...normalized.inputs, projectionYears: years });
}

/** The scenarios' figures the PDF must print, from the engine itself. */
function scenariosOf(sections: unknown, years: 3 | 5) {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error('must normalise');
  return projectScenarios({ ...normalized.inputs, projectionYears: years });
}

describe('the extended model in the PDF (issue #15)', () => {
  it('a Complete plan with loans: the new lines, debt service per year and the default scenarios', async () => {
    const { questionnaireId } = await founderWithQuestionnaire('P02', lenderSections());
    const res = await b.inject({ method: 'GET', url: pdfUrl(questionnaireId) });
    expect(res.statusCode).toBe(200);
    const pages = await pagesOf(res.rawPayload);
    const text = pages.join('\n');
    const projection = projectionOf(lenderSections(), 3);
    for (const line of [
      'Depreciation',
      'Interest Expense',
      'Profit Before Tax',
      'Income Tax',
      'Less Accumulated Depreciation',
      'Net Fixed Assets',
      'Loans',
      "Owner's Draws",
      'Loan Proceeds',
      'Loan Repayments',
      'Add Back Depreciation',
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).toContain('Profit & Loss Statement, Year 1-3');
    expect(text).toContain(formatMoney(projection.profitLoss.incomeTax.year2));
    expect(text).toContain(formatMoney(projection.balanceSheet.liabilities.loans.year1));
    // Debt service: interest plus principal, and the coverage as lenders quote it.
    expect(text).toContain('Debt Service, Year 1-3');
    const year2 = projection.years[1];
    const service = year2.profitLoss.interestExpense - year2.cashFlow.financing.loanRepayments;
    expect(text).toContain(formatMoney(service));
    const coverage = projection.metrics.debtServiceCoverage.year3!;
    expect(text).toContain(`${coverage.toFixed(2)}×`);
    expect(text).toContain('lenders look for at least 1.25');
    // Scenarios: the engine's defaults, stated, with their figures.
    expect(text).toContain('Scenarios, Year 1-3');
    expect(text).toContain('Worst case: units sold \u221220%, cost per item +10%, monthly expenses +10%.');
    expect(text).toContain('Best case: units sold +20%, cost per item \u22125%.');
    const scenarios = scenariosOf(lenderSections(), 3);
    expect(scenarios.worst.adjustment).toEqual(DEFAULT_SCENARIOS.worst);
    expect(text).toContain(formatMoney(scenarios.worst.revenue.year1));
    expect(text).toContain(formatMoney(scenarios.best.netProfit.year3));
    expect(text).toContain(formatFundingGap(scenarios.worst.fundingGap));
    // The answers of the lender step, to the cent.
    expect(text).toContain('Loan 1: $40,000 at 8% a year over 48 months, received at opening');
    expect(text).toContain('Loan 2: $15,000 at 9% a year over 24 months, received in Month 15');
    expect(text).toContain('Income tax rate: 21% · Useful life of the startup purchases: 5 years');
    expect(text).toContain("Owner's draw: $500 a month from Month 7");
    expect(text).not.toContain('no depreciation, amortization or taxes');
  });

  it('a plan without loans prints none of the new lines, no debt service, and still its scenarios', async () => {
    const { questionnaireId } = await founderWithQuestionnaire('P02', bakerySections());
    const text = (
      await pagesOf((await b.inject({ method: 'GET', url: pdfUrl(questionnaireId) })).rawPayload)
    ).join('\n');
    for (const line of ['Interest Expense', 'Income Tax', 'Loan Proceeds', 'Debt Service', 'Depreciation']) {
      expect(text, line).not.toContain(line);
    }
    expect(text).toContain('Scenarios, Year 1-3');
    expect(text).toContain('no depreciation, amortization or taxes');
  });

  it('a Free plan with a loan: the interest in its Profit & Loss, no debt service without the cash flow', async () => {
    const { questionnaireId } = await founderWithQuestionnaire('P01', lenderSections());
    const text = (
      await pagesOf((await b.inject({ method: 'GET', url: pdfUrl(questionnaireId) })).rawPayload)
    ).join('\n');
    expect(text).toContain('Interest Expense');
    expect(text).not.toContain('Debt Service');
    expect(text).toContain('Scenarios, Year 1-3');
  });

  it('five years: landscape pages, Year 1 to Year 5 in every table', async () => {
    const projection = projectionOf(lenderSections(), 5);
    const pdf = await drawReportPdf({
      businessName: 'Ada Lends',
      planName: 'Custom Financial Proforma',
      preparedAt: new Date('2026-11-25T12:00:00Z'),
      statements: ['profit_loss', 'balance_sheet', 'cash_flow'],
      charts: [...CHART_NAMES],
      inputs: inputsOf(lenderSections(), 5),
      projection,
    });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    for (let n = 1; n <= document.numPages; n += 1) {
      const [, , width, height] = (await document.getPage(n)).view;
      expect(width, `page ${n}`).toBeGreaterThan(height!);
    }
    const pages = (await extractText(document, { mergePages: false })).text;
    const text = pages.join('\n');
    expect(text).toContain('5-year projection, Year 1-5');
    for (const title of [
      'Profit & Loss Statement',
      'Balance Sheet',
      'Cash Flow Statement',
      'Debt Service',
      'Scenarios',
    ]) {
      expect(text).toContain(`${title}, Year 1-5`);
    }
    // Each statement's page carries all five years of its rows.
    const pl = pages.find((page) => page.includes('Profit & Loss Statement, Year 1-5'))!;
    expect(pl).toContain('Year 5');
    for (const key of ['year1', 'year2', 'year3', 'year4', 'year5'] as const) {
      expect(pl).toContain(formatMoney(projection.profitLoss.netProfit[key]!));
    }
    const cashFlow = pages.find((page) => page.includes('Cash Flow Statement, Year 1-5'))!;
    expect(cashFlow).toContain(formatMoney(projection.cashFlow.cashEndOfYear.year5!));
    const scenarios = scenariosOf(lenderSections(), 5);
    expect(text).toContain(formatMoney(scenarios.best.revenue.year5!));
    expect(text).toContain(formatMoney(scenarios.worst.netProfit.year4!));
    expect(text).toContain(`${projection.metrics.debtServiceCoverage.year4!.toFixed(2)}×`);
    expect(pages.at(-1)).toContain('Disclaimer');
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });
});

describe('the PDF’s month-by-month tables (issue #24 item 2)', () => {
  it('print every line Years 1 and 2 have, each month adding up to its net profit and cash', async () => {
    const projection = projectionOf(bakeryWithLenderAnswers(), 3);
    const tables = monthlyTables(projection);
    expect(tables.map((table) => table.heads)).toEqual([
      ['Month 1', 'Month 2', 'Month 3', 'Month 4', 'Month 5', 'Month 6'],
      ['Month 7', 'Month 8', 'Month 9', 'Month 10', 'Month 11', 'Month 12', 'Year 1'],
      ['Month 13', 'Month 14', 'Month 15', 'Month 16', 'Month 17', 'Month 18'],
      ['Month 19', 'Month 20', 'Month 21', 'Month 22', 'Month 23', 'Month 24', 'Year 2'],
    ]);
    const labels = tables[0]!.rows.map((row) => row.label);
    for (const label of [
      'Depreciation',
      'Interest Expense',
      'Profit Before Tax',
      'Net Profit',
      'Cash at End of Month',
    ])
      expect(labels).toContain(label);
    // Each printed month, read back as dollars: net profit is its rows' sum, the year is the statement's.
    const dollars = (cell: string) => (cell.startsWith('(') ? -1 : 1) * Number(cell.replace(/[^\d]/g, ''));
    const column = (label: string, t: number, i: number) =>
      dollars(tables[t]!.rows.find((row) => row.label === label)?.cells?.[i] ?? 'NaN');
    for (const [t, count] of [
      [0, 6],
      [1, 7],
      [2, 6],
      [3, 7],
    ] as const) {
      for (let i = 0; i < count; i += 1) {
        const lines = ['Gross Margin', 'Total Expenses', 'Depreciation', 'Interest Expense', 'Income Tax'];
        const has = (label: string) => labels.includes(label);
        const [gm, te, dep, int, tax] = lines.map((label) => (has(label) ? column(label, t, i) : 0));
        expect(column('Net Profit', t, i)).toBe(gm! - te! - dep! - int! - tax!);
      }
    }
    expect(column('Net Profit', 1, 6)).toBe(projection.profitLoss.netProfit.year1);
    expect(column('Cash at End of Month', 1, 6)).toBe(projection.cashFlow.cashEndOfYear.year1);
    // Month 12's and month 24's cash are the years' end; Year 2's months add up to its net profit.
    expect(column('Cash at End of Month', 1, 5)).toBe(projection.cashFlow.cashEndOfYear.year1);
    expect(column('Net Profit', 3, 6)).toBe(projection.profitLoss.netProfit.year2);
    expect(column('Cash at End of Month', 3, 5)).toBe(projection.cashFlow.cashEndOfYear.year2);
    expect(column('Cash at End of Month', 3, 6)).toBe(projection.cashFlow.cashEndOfYear.year2);
    const pdf = await drawReportPdf({
      businessName: 'Ada Lends',
      planName: 'Complete',
      preparedAt: new Date('2026-11-25T12:00:00Z'),
      statements: ['profit_loss', 'balance_sheet', 'cash_flow'],
      charts: [],
      inputs: inputsOf(bakeryWithLenderAnswers(), 3),
      projection,
    });
    const text = (await pagesOf(pdf)).join('\n');
    expect(text).toContain('Year 1, Month by Month: Months 1-6');
    expect(text).toContain('Year 1, Month by Month: Months 7-12');
    expect(text).toContain('Year 2, Month by Month: Months 13-18');
    expect(text).toContain('Year 2, Month by Month: Months 19-24');
  });
});
