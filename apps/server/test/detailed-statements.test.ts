// The detailed model's lines on the statements API (issue #25 item 3): a founder with product lines, a team,
// a start-up list and customers who pay later gets the engine's figures for the answers as stored; a
// founder with none of it gets exactly today's figures, the new lines all 0.
import { formatMoney, normalizeQuestionnaire, project } from '@trajectory/engine';
import { extractText, getDocumentProxy } from 'unpdf';
import { ASSESSMENT_SECTION_KEYS, type TAssessment } from '@trajectory/contracts/assessments';
import { drawReportPdf } from '../src/documents/pdf/pdf-document';
import { renderAssessmentDocx } from '../src/documents/word/assessment-word';
import { docxText, readZipEntry } from './assessments-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires } from '../src/infra/db/schema/index';
import { bakerySections } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DETAILED = {
  revenueStreams: {
    streams: [
      {
        name: 'Coffee club',
        kind: 'subscription',
        price: 25,
        unitCost: 6,
        firstMonthVolume: 40,
        monthlyChurnPct: 5,
      },
    ],
  },
  staff: {
    roles: [
      { title: 'Baker', headcount: 2, monthlySalary: 3200 },
      { title: 'Counter assistant', headcount: 1, monthlySalary: 2400, startMonth: 5 },
    ],
    payrollBurdenPct: 10,
  },
  startupItems: {
    items: [
      { name: 'Oven', amount: 12_000, kind: 'asset' },
      { name: 'Launch fee', amount: 1500, kind: 'expense' },
    ],
  },
  workingCapital: { receivableDays: 30 },
  // The start-up list sets the one-time purchases answer: its asset total.
  assetInfo: { oneTimePurchases: 12_000 },
};

async function completed(extra: Record<string, unknown>) {
  const prospect = await b.createProspect(t.database.db, { selectedPlanCode: 'P02', maxSubmissions: 5 });
  const res = await b.inject({
    method: 'POST',
    url: '/api/questionnaires',
    payload: { prospectId: prospect.id, ...bakerySections(), ...extra, isCompleted: true },
  });
  expect(res.statusCode).toBe(201);
  const id = (res.json() as { id: string }).id;
  const [row] = await t.database.db.select().from(questionnaires).where(eq(questionnaires.id, id));
  const normalized = normalizeQuestionnaire(row!.sections, { completed: true });
  if (!normalized.ok) throw new Error('the stored answers must normalise');
  return { id, inputs: normalized.inputs, expected: project(normalized.inputs) };
}

async function statementsOf(id: string) {
  const get = async (kind: string) => {
    const res = await b.inject({ method: 'GET', url: `/api/${kind}/questionnaire/${id}` });
    expect(res.statusCode, kind).toBe(200);
    return res.json();
  };
  return { pl: await get('profit-loss'), bs: await get('balance-sheet'), cf: await get('cash-flow') };
}

const years = (v: Record<string, number>) => [v.year1, v.year2, v.year3];

describe('the detailed lines on the statements API', () => {
  it("gives a detailed founder the engine's figures: streams, team, start-up expenses, receivables", async () => {
    const { id, expected } = await completed(DETAILED);
    const { pl, bs, cf } = await statementsOf(id);
    expect(pl.profitLoss).toEqual(expected.profitLoss);
    expect(pl.revenueStreams).toEqual(expected.revenueStreams);
    expect(bs.balanceSheet).toEqual(expected.balanceSheet);
    expect(cf.cashFlow).toEqual(expected.cashFlow);
    expect(pl.months).toEqual(expected.displayedMonths);
    expect(bs.sourcesAndUses).toEqual(expected.sourcesAndUses);

    // Revenue by stream: the product first, the coffee club second; they add up to the revenue line.
    expect(pl.revenueStreams.map((s: { name: string; kind: string }) => [s.name, s.kind])).toEqual([
      [expect.any(String), 'units'],
      ['Coffee club', 'subscription'],
    ]);
    const sum = (key: 'revenue' | 'cost', year: 'year1' | 'year2' | 'year3') =>
      pl.revenueStreams.reduce(
        (total: number, s: Record<string, Record<string, number>>) => total + s[key]![year]!,
        0,
      );
    for (const year of ['year1', 'year2', 'year3'] as const) {
      expect(sum('revenue', year)).toBe(pl.profitLoss.productServiceRevenue[year]);
      expect(sum('cost', year)).toBe(pl.profitLoss.productServiceCost[year]);
    }
    // The team: two bakers all year (2 × 3,200 × 12 = 76,800) and an assistant from month 6 (7 × 2,400 = 16,800).
    expect(pl.profitLoss.staffWages.year1).toBe(93_600);
    expect(pl.profitLoss.payrollTaxesBenefits.year1).toBe(9360);
    // The launch fee is a year-1 expense; the oven is the start-up cost.
    expect(years(pl.profitLoss.startupExpenses)).toEqual([1500, 0, 0]);
    expect(bs.balanceSheet.assets.fixedAssets.year1).toBe(12_000);
    // 30 days to be paid: a month's sales are owed at every year's end, and the cash flow takes the rise.
    expect(bs.balanceSheet.assets.accountsReceivable.year1).toBe(Math.round(expected.months[11]!.revenue));
    expect(cf.cashFlow.operations.changeInReceivables.year1).toBe(
      -bs.balanceSheet.assets.accountsReceivable.year1,
    );
    expect(bs.sourcesAndUses.uses.slice(0, 2)).toEqual([
      { name: 'Oven', kind: 'asset', amount: 12_000 },
      { name: 'Launch fee', kind: 'expense', amount: 1500 },
    ]);
    // Months 12 and 24 show the year-end cash.
    expect(pl.months[11].cash).toBe(cf.cashFlow.cashEndOfYear.year1);
    expect(pl.months[23].cash).toBe(cf.cashFlow.cashEndOfYear.year2);
  });

  it("gives a founder with none of it exactly today's figures, the new lines all 0", async () => {
    const { id, expected } = await completed({});
    const { pl, bs, cf } = await statementsOf(id);
    expect(pl.profitLoss).toEqual(expected.profitLoss);
    expect(bs.balanceSheet).toEqual(expected.balanceSheet);
    expect(cf.cashFlow).toEqual(expected.cashFlow);
    for (const key of ['staffWages', 'payrollTaxesBenefits', 'startupExpenses'] as const) {
      expect(years(pl.profitLoss[key]), key).toEqual([0, 0, 0]);
    }
    expect(years(bs.balanceSheet.assets.accountsReceivable)).toEqual([0, 0, 0]);
    expect(years(bs.balanceSheet.assets.inventory)).toEqual([0, 0, 0]);
    expect(years(bs.balanceSheet.liabilities.accountsPayable)).toEqual([0, 0, 0]);
    for (const key of ['changeInReceivables', 'changeInInventory', 'changeInPayables'] as const) {
      expect(years(cf.cashFlow.operations[key]), key).toEqual([0, 0, 0]);
    }
    // One stream, today's revenue and cost lines.
    expect(pl.revenueStreams).toHaveLength(1);
    expect(pl.revenueStreams[0].revenue).toEqual(pl.profitLoss.productServiceRevenue);
    expect(pl.revenueStreams[0].cost).toEqual(pl.profitLoss.productServiceCost);
    // Today's bakery, to the dollar (recorded before the detailed model; the engine's baseline digests pin the rest).
    expect(years(pl.profitLoss.totalRevenue)).toEqual(RECORDED.totalRevenue);
    expect(years(pl.profitLoss.netProfit)).toEqual(RECORDED.netProfit);
    expect(years(cf.cashFlow.cashEndOfYear)).toEqual(RECORDED.cashEndOfYear);
  });

  it('prints the streams by name, the team, start-up expenses, receivables and two years of months in the PDF', async () => {
    const { inputs, expected } = await completed(DETAILED);
    const pdf = await drawReportPdf({
      businessName: 'Ada Bakes',
      planName: 'Complete',
      preparedAt: new Date('2026-11-27T12:00:00Z'),
      statements: ['profit_loss', 'balance_sheet', 'cash_flow'],
      charts: [],
      inputs,
      projection: expected,
    });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const text = (await extractText(document, { mergePages: true })).text;
    const coffee = expected.revenueStreams[1]!;
    for (const line of [
      `Coffee club ${formatMoney(coffee.revenue.year1)} ${formatMoney(coffee.revenue.year2)}`,
      `Coffee club ${formatMoney(coffee.cost.year1)}`,
      `Staff Wages ${formatMoney(93_600)}`,
      `Payroll Taxes and Benefits ${formatMoney(9360)}`,
      `Start-up Expenses ${formatMoney(1500)}`,
      `Accounts Receivable ${formatMoney(expected.balanceSheet.assets.accountsReceivable.year1)}`,
      'Change in Accounts Receivable',
      'Sources and Uses',
      'Year 2, Month by Month: Months 19-24',
    ])
      expect(text).toContain(line);
  });

  it("lists the team's cost and the start-up expenses in the Word document's key figures, only when not 0", async () => {
    const lines = async (extra: Record<string, unknown>) => {
      const { expected } = await completed(extra);
      const docx = await renderAssessmentDocx({
        businessName: 'Ada Bakes',
        assessment: {
          id: 'x',
          ...Object.fromEntries(ASSESSMENT_SECTION_KEYS.map((key) => [key, 'Text.'])),
        } as unknown as TAssessment,
        projection: expected,
        date: new Date('2026-11-27T12:00:00Z'),
      });
      return docxText(readZipEntry(docx, 'word/document.xml')!).split('\n');
    };
    const detailed = await lines(DETAILED);
    const row = (label: string) => detailed.slice(detailed.indexOf(label), detailed.indexOf(label) + 2);
    expect(row('Of which staff wages')).toEqual(['Of which staff wages', formatMoney(93_600)]);
    expect(row('Of which payroll taxes and benefits')).toEqual([
      'Of which payroll taxes and benefits',
      formatMoney(9360),
    ]);
    expect(row('Of which start-up expenses')).toEqual(['Of which start-up expenses', formatMoney(1500)]);
    const plain = await lines({});
    expect(plain.some((line) => line.startsWith('Of which'))).toBe(false);
  });
});

const RECORDED = {
  totalRevenue: [78_383, 94_059, 112_871],
  netProfit: [6655, 15_306, 25_971],
  cashEndOfYear: [11_655, 26_961, 52_932],
};
