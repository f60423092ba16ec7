// The staff sample business with lender answers (issue #15): POST /api/admin/sample-reports stores them,
// the statements pages and the Excel workbook carry them, bad values are a 400 naming the field.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeQuestionnaire, project } from '@trajectory/engine';
import { DEFAULT_SAMPLE_DATA, type TSampleData } from '@trajectory/contracts/admin-sample-data';
import { accountingDollars } from '../src/admin/sample-data/report-page';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { staffCaller } from './helpers/admin';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

const withLender: TSampleData = {
  ...DEFAULT_SAMPLE_DATA,
  assetInfo: { ...DEFAULT_SAMPLE_DATA.assetInfo, usefulLifeYears: 5 },
  equityInfo: { ...DEFAULT_SAMPLE_DATA.equityInfo, ownerDrawMonthly: 500, ownerDrawStartMonth: 6 },
  financing: {
    loans: [
      { amount: 40000, annualRatePct: 8, termMonths: 60, startMonth: 0 },
      { amount: 10000, annualRatePct: 6.5, termMonths: 24, startMonth: 3 },
    ],
  },
  taxInfo: { incomeTaxRatePct: 21 },
  seasonality: {
    monthlyWeights: [80, 70, 85, 90, 95, 100, 100, 105, 95, 110, 140, 210],
    firstCalendarMonth: 3,
  },
};

function engine(sections: unknown) {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  return project(normalized.inputs);
}

const YEARS = ['year1', 'year2', 'year3'] as const;

/** The values of the row labelled `label` on a sheet: Year 1..3 as the workbook caches them. */
async function workbookRow(xlsx: Buffer, sheet: string, label: string): Promise<number[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  const found: number[][] = [];
  workbook.getWorksheet(sheet)!.eachRow((row) => {
    if (String(row.getCell(1).text).trim() !== label) return;
    found.push(
      [2, 3, 4].map((c) => {
        const value = row.getCell(c).value;
        return typeof value === 'number' ? value : Number((value as { result?: unknown })?.result);
      }),
    );
  });
  expect(found, `${sheet} row ${label}`).toHaveLength(1);
  return found[0]!;
}

describe('the sample business with lender answers', () => {
  it('stores them and answers the engine figures: interest, tax, depreciation, loans, draws', async () => {
    const res = await staff('POST', '/api/admin/sample-reports', { sampleData: withLender });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const projection = engine(withLender);
    expect(body.profitLoss).toEqual(projection.profitLoss);
    expect(body.balanceSheet).toEqual(projection.balanceSheet);
    expect(body.cashFlow).toEqual(projection.cashFlow);
    // The sample stays three years, whatever the plans sell.
    expect(Object.keys(body.profitLoss.netProfit)).toEqual([...YEARS]);
    expect(body.profitLoss.interestExpense.year1).toBeGreaterThan(0);
    expect(body.profitLoss.depreciation.year1).toBe(5000);
    expect(body.cashFlow.financing.loanProceeds.year1).toBe(50000);
    expect(body.balanceSheet.liabilities.loans.year1).toBeGreaterThan(0);
    expect(body.balanceSheet.equity.ownerDraws.year1).not.toBe(0);

    const read = (await staff('GET', '/api/admin/sample-data')).json();
    expect(read.isDefault).toBe(false);
    expect(read.sampleData).toEqual(withLender);
  });

  it('opens the statements pages with the new lines and the lender answers among the assumptions', async () => {
    const projection = engine(withLender);
    const pl = (await staff('GET', '/api/admin/sample-report/profit-loss')).body;
    for (const label of ['Depreciation', 'Interest Expense', 'Profit Before Tax', 'Income Tax']) {
      expect(pl).toContain(`<th scope="row">${label}</th>`);
    }
    for (const year of YEARS) {
      expect(pl).toContain(accountingDollars(projection.profitLoss.interestExpense[year]));
      expect(pl).toContain(accountingDollars(projection.profitLoss.netProfit[year]));
    }
    expect(pl).toContain('Loan 1: $40,000 at 8% a year over 60 months, received in Month 1');
    expect(pl).toContain('Income tax 21%');
    expect(pl).toContain('depreciated straight-line over 5 years');
    expect(pl).not.toContain('no taxes, depreciation or amortization');
    expect(pl).toContain('draw $500 a month from Month 7');
    expect(pl).toContain('Seasonal sales, weights Jan 80, Feb 70');
    expect(pl).toContain('the projection opens in March');

    const bs = (await staff('GET', '/api/admin/sample-report/balance-sheet')).body;
    expect(bs).toContain('<th scope="row">Loans</th>');
    expect(bs).toContain(accountingDollars(projection.balanceSheet.liabilities.loans.year2));
    const cf = (await staff('GET', '/api/admin/sample-report/cash-flow')).body;
    expect(cf).toContain('<th scope="row">Loan Repayments</th>');
    expect(cf).toContain(accountingDollars(projection.cashFlow.financing.loanRepayments.year3));
  });

  it('downloads an Excel workbook whose loan schedule and P&L give the same figures', async () => {
    const projection = engine(withLender);
    const res = await staff('GET', '/api/admin/sample-report/excel');
    expect(res.statusCode).toBe(200);
    const xlsx = res.rawPayload;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toContain('Loan Schedule');
    expect(await workbookRow(xlsx, 'Profit & Loss', 'Interest Expense')).toEqual(
      YEARS.map((y) => projection.profitLoss.interestExpense[y]),
    );
    expect(await workbookRow(xlsx, 'Profit & Loss', 'Income Tax')).toEqual(
      YEARS.map((y) => projection.profitLoss.incomeTax[y]),
    );
  });

  it('without lender answers the pages show none of the new lines', async () => {
    expect(
      (await staff('POST', '/api/admin/sample-reports', { sampleData: DEFAULT_SAMPLE_DATA })).statusCode,
    ).toBe(200);
    const pl = (await staff('GET', '/api/admin/sample-report/profit-loss')).body;
    expect(pl).not.toContain('Interest Expense');
    expect(pl).toContain('no taxes, depreciation or amortization');
  });

  it('refuses bad lender answers with a 400 naming the field, and keeps the stored sample', async () => {
    const before = (await staff('GET', '/api/admin/sample-data')).json().sampleData;
    const cases: Array<[Partial<TSampleData>, string, RegExp]> = [
      [
        { taxInfo: { incomeTaxRatePct: 61 } },
        'sampleData.taxInfo.incomeTaxRatePct',
        /Income tax rate must be at most 60%/,
      ],
      [{ taxInfo: { incomeTaxRatePct: 'abc' } }, 'sampleData.taxInfo.incomeTaxRatePct', /must be a number/],
      [
        { financing: { loans: [{ amount: 5000, annualRatePct: 8, termMonths: 361, startMonth: 0 }] } },
        'sampleData.financing.loans[0].termMonths',
        /Loan 1 term/,
      ],
      [
        { financing: { loans: [{ amount: -1, annualRatePct: 8, termMonths: 12, startMonth: 0 }] } },
        'sampleData.financing.loans[0].amount',
        /Loan 1 amount/,
      ],
      [
        { assetInfo: { ...DEFAULT_SAMPLE_DATA.assetInfo, usefulLifeYears: 41 } },
        'sampleData.assetInfo.usefulLifeYears',
        /Useful life/,
      ],
      [
        { equityInfo: { ...DEFAULT_SAMPLE_DATA.equityInfo, ownerDrawStartMonth: 60 } },
        'sampleData.equityInfo.ownerDrawStartMonth',
        /Owner's draw first month/,
      ],
      [
        { seasonality: { monthlyWeights: Array(12).fill(0), firstCalendarMonth: 1 } },
        'sampleData.seasonality.monthlyWeights[0]',
        /Seasonality weights cannot all be 0/,
      ],
      [
        { seasonality: { firstCalendarMonth: 13 } },
        'sampleData.seasonality.firstCalendarMonth',
        /Opening month/,
      ],
    ];
    for (const [patch, field, message] of cases) {
      const res = await staff('POST', '/api/admin/sample-reports', {
        sampleData: { ...DEFAULT_SAMPLE_DATA, ...patch },
      });
      expect(res.statusCode, field).toBe(400);
      const body = res.json();
      expect(body.field.replace(/\.(\d+)(?=\.|$)/g, '[$1]'), JSON.stringify(patch)).toBe(field);
      expect(body.message).toMatch(message);
    }
    // Four loans is more than the contract holds.
    const four = await staff('POST', '/api/admin/sample-reports', {
      sampleData: {
        ...DEFAULT_SAMPLE_DATA,
        financing: {
          loans: Array(4).fill({ amount: 1000, annualRatePct: 5, termMonths: 12, startMonth: 0 }),
        },
      },
    });
    expect(four.statusCode).toBe(400);
    expect(four.json().field).toBe('sampleData.financing.loans');
    expect((await staff('GET', '/api/admin/sample-data')).json().sampleData).toEqual(before);
  });
});
