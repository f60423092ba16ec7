// Five-year plans (issue #15 items 3 and 6): the product field, every projection over the held plan's
// years, the 2^52 guard, and ETags/caches that change with the plan's years.
// One database is enough: the plan's years come from the product row admin-products.test.ts edits and reads on both.
import { normalizeQuestionnaire, project, SEASONS_TOO_UNEVEN_MESSAGE } from '@trajectory/engine';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { eq } from 'drizzle-orm';
import { prospects } from '../src/infra/db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCaller } from './helpers/admin';
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

type ProductDto = { id: number; code: string; projectionYears: number } & Record<string, unknown>;

async function productsList(): Promise<ProductDto[]> {
  return (await t.app.inject({ url: '/api/products' })).json() as ProductDto[];
}

/** The product as staff would send it back from the editor, with changes. */
function editBody(product: ProductDto, changes: Record<string, unknown>) {
  const { id: _id, ...rest } = product;
  return { ...rest, ...changes };
}

async function completedQuestionnaire(
  planCode: string,
  sections: Record<string, unknown> = bakerySections(),
) {
  const prospect = await b.createProspect(t.database.db, { selectedPlanCode: planCode, maxSubmissions: 5 });
  const res = await b.inject({
    method: 'POST',
    url: '/api/questionnaires',
    payload: { prospectId: prospect.id, ...sections, isCompleted: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { prospect, questionnaire: res.json() as { id: string } };
}

function engineProjection(years: 3 | 5, sections: unknown = bakerySections()) {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error('must normalise');
  return project({ ...normalized.inputs, projectionYears: years });
}

/** Bounds at their extremes: 100,000 dollars × 1,000,000 units a month growing 1000% a year. */
function extremeSections() {
  const sections = bakerySections() as Record<string, Record<string, unknown>>;
  return {
    ...sections,
    productsServices: { ...sections.productsServices, unitPrice: 100_000 },
    salesVolume: { ...sections.salesVolume, firstMonthSales: 1_000_000 },
    growthRate: { ...sections.growthRate, annualGrowthRate: 1000 },
  };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}

/** Every cell's text of the workbook's Profit & Loss sheet. */
async function profitLossSheetText(xlsx: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  const texts: string[] = [];
  workbook
    .getWorksheet('Profit & Loss')!
    .eachRow((row) => row.eachCell((cell) => texts.push(String(cell.text))));
  return texts.join(' | ');
}

/** Answers saved on a 3-year plan, whose prospect then holds P04 (as after a grant). */
async function tooLargeOnceFiveYears() {
  const made = await completedQuestionnaire('P02', extremeSections());
  await t.database.db
    .update(prospects)
    .set({ selectedPlanCode: 'P04' })
    .where(eq(prospects.id, made.prospect.id));
  return made;
}

describe('projectionYears, the product field', () => {
  it('is 3 for P01–P03 and 5 for P04 in GET /api/products', async () => {
    const years = Object.fromEntries((await productsList()).map((p) => [p.code, p.projectionYears]));
    expect(years).toMatchObject({ P01: 3, P02: 3, P03: 3, P04: 5 });
  });

  it('staff edit it: 3 or 5, anything else a 400 naming projectionYears; the public list changes at once', async () => {
    const p03 = (await productsList()).find((p) => p.code === 'P03')!;
    const etag = String((await t.app.inject({ url: '/api/products' })).headers.etag);
    for (const bad of [4, 0, '', 'five', 3.5, null]) {
      const res = await staff(
        'PUT',
        `/api/admin/products/${p03.id}`,
        editBody(p03, { projectionYears: bad }),
      );
      expect(res.statusCode, String(bad)).toBe(400);
      expect(JSON.stringify(res.json()), String(bad)).toContain('projectionYears');
    }
    // A refused write keeps the cached list.
    expect(
      (await t.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    const ok = await staff('PUT', `/api/admin/products/${p03.id}`, editBody(p03, { projectionYears: 5 }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().projectionYears).toBe(5);
    const after = await t.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect((after.json() as ProductDto[]).find((p) => p.code === 'P03')!.projectionYears).toBe(5);
    const admin = (await staff('GET', '/api/admin/products')).json() as ProductDto[];
    expect(admin.find((p) => p.code === 'P03')!.projectionYears).toBe(5);

    const back = await staff('PUT', `/api/admin/products/${p03.id}`, editBody(p03, { projectionYears: 3 }));
    expect(back.json().projectionYears).toBe(3);
    expect((await productsList()).find((p) => p.code === 'P03')!.projectionYears).toBe(3);
  });

  it('a new product without it projects 3 years', async () => {
    const res = await staff('POST', '/api/admin/products', { code: 'P77', name: 'Trial Plan' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().projectionYears).toBe(3);
    await staff('DELETE', `/api/admin/products/${res.json().id}`);
  });
});

describe('a questionnaire is projected over the years of the plan its prospect holds', () => {
  it('a P04 holder gets year1..year5 statements equal to the engine; a P02 holder year1..year3', async () => {
    const five = await completedQuestionnaire('P04');
    const expected = engineProjection(5);
    for (const [url, key] of [
      [`/api/profit-loss/questionnaire/${five.questionnaire.id}`, 'profitLoss'],
      [`/api/balance-sheet/questionnaire/${five.questionnaire.id}`, 'balanceSheet'],
      [`/api/cash-flow/questionnaire/${five.questionnaire.id}`, 'cashFlow'],
      [`/api/profit-loss/${five.prospect.id}`, 'profitLoss'],
    ] as const) {
      const res = await b.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expect(body.projectionYears).toBe(5);
      expect(body[key]).toEqual(expected[key]);
      expect(body.metrics).toEqual(expected.metrics);
    }
    const pl = (await b.inject({ url: `/api/profit-loss/questionnaire/${five.questionnaire.id}` })).json();
    expect(Object.keys(pl.profitLoss.totalRevenue)).toEqual(['year1', 'year2', 'year3', 'year4', 'year5']);
    expect(pl.profitLoss.totalRevenue.year5).toBeGreaterThan(pl.profitLoss.totalRevenue.year3);
    // Years 1–3 are the three-year plan's, to the dollar.
    const three = engineProjection(3);
    for (const y of ['year1', 'year2', 'year3'] as const)
      expect(pl.profitLoss.netProfit[y]).toBe(three.profitLoss.netProfit[y]);

    const p02 = await completedQuestionnaire('P02');
    const threeBody = (
      await b.inject({ url: `/api/profit-loss/questionnaire/${p02.questionnaire.id}` })
    ).json();
    expect(threeBody.projectionYears).toBe(3);
    expect(Object.keys(threeBody.profitLoss.totalRevenue)).toEqual(['year1', 'year2', 'year3']);
  });

  it('staff see what the prospect would see', async () => {
    const five = await completedQuestionnaire('P04');
    const staffView = await staff('GET', `/api/profit-loss/questionnaire/${five.questionnaire.id}`);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().projectionYears).toBe(5);
    expect(staffView.json().profitLoss.netProfit.year5).toBe(engineProjection(5).profitLoss.netProfit.year5);
  });

  it('charts draw five years for a P04 holder (trend data has five points)', async () => {
    const five = await completedQuestionnaire('P04');
    const res = await b.inject({
      url: `/api/questionnaires/${five.questionnaire.id}/charts/trend?format=json`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json().data)).toContain(
      String(engineProjection(5).profitLoss.totalRevenue.year5),
    );
  });

  it('a five-year projection whose largest yearly figure would reach 2^52 is a 400 naming annualGrowthRate', async () => {
    const sections = extremeSections();
    expect(engineProjection(3, sections).profitLoss.totalRevenue.year3).toBeLessThan(2 ** 52);
    const big = engineProjection(5, sections);
    expect(Math.abs(big.balanceSheet.equity.retainedEarnings.year5!)).toBeGreaterThanOrEqual(2 ** 52);

    const three = await completedQuestionnaire('P02', sections);
    expect(
      (await b.inject({ url: `/api/profit-loss/questionnaire/${three.questionnaire.id}` })).statusCode,
    ).toBe(200);
    // Saving them as a P04 holder is refused, on creation and on completing a draft.
    const holder = await b.createProspect(t.database.db, { selectedPlanCode: 'P04', maxSubmissions: 5 });
    const created = await b.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: { prospectId: holder.id, ...sections, isCompleted: true },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ field: 'annualGrowthRate' });
    const draft = await b.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: { prospectId: holder.id, ...sections, isCompleted: false },
    });
    expect(draft.statusCode).toBe(201);
    const completing = await b.inject({
      method: 'PUT',
      url: `/api/questionnaires/${draft.json().id}`,
      payload: { isCompleted: true },
    });
    expect(completing.statusCode).toBe(400);
    expect(completing.json()).toMatchObject({ field: 'annualGrowthRate' });

    // Saved on a three-year plan, then the plan became P04: every projection is refused the same way.
    const five = await tooLargeOnceFiveYears();
    for (const url of [
      `/api/profit-loss/questionnaire/${five.questionnaire.id}`,
      `/api/cash-flow/questionnaire/${five.questionnaire.id}`,
      `/api/questionnaires/${five.questionnaire.id}/charts/trend?format=json`,
      `/api/questionnaires/${five.questionnaire.id}/charts/trend?format=svg`,
    ]) {
      const res = await b.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field, url).toBe('annualGrowthRate');
      expect(res.json().message, url).toMatch(/too high to project five years/);
    }
  });
});

describe('seasons too uneven to project (issue #24: sales are measured against the first selling month)', () => {
  it.each([
    ['a billionth against a thousand', 1e-9],
    ['a weight so small the figures overflow', 1e-300],
  ])(
    '%s: a three-year plan is a 400 naming seasonality.monthlyWeights, and nothing is created',
    async (_, quiet) => {
      const sections = {
        ...(bakerySections() as Record<string, unknown>),
        seasonality: { monthlyWeights: [quiet, ...Array(11).fill(1000)], firstCalendarMonth: 1 },
      };
      // The same plan with a flat year fits; with these seasons its figures would pass 2^52 (or overflow).
      expect(
        engineProjection(3, { ...sections, seasonality: undefined }).profitLoss.totalRevenue.year3,
      ).toBeLessThan(2 ** 52);
      const holder = await b.createProspect(t.database.db, { selectedPlanCode: 'P02', maxSubmissions: 5 });
      const created = await b.inject({
        method: 'POST',
        url: '/api/questionnaires',
        payload: { prospectId: holder.id, ...sections, isCompleted: true },
      });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toMatchObject({
        field: 'seasonality.monthlyWeights',
        message: SEASONS_TOO_UNEVEN_MESSAGE,
      });
      const listed = await b.inject({ url: `/api/questionnaires/prospect/${holder.id}` });
      expect(listed.json()).toEqual([]);
    },
  );
});

describe('files of a five-year plan', () => {
  it('a P04 holder downloads the Excel workbook and the PDF; too-high figures are a 400 for both and the assessment', async () => {
    const five = await completedQuestionnaire('P04');
    const xlsx = await b.inject({ url: `/api/export/financial-reports/${five.prospect.id}` });
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    const pdf = await b.inject({ url: `/api/questionnaires/${five.questionnaire.id}/report.pdf` });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);

    const big = await tooLargeOnceFiveYears();
    for (const res of [
      await b.inject({ url: `/api/export/financial-reports/${big.prospect.id}` }),
      await b.inject({ url: `/api/questionnaires/${big.questionnaire.id}/report.pdf` }),
      await b.inject({
        method: 'POST',
        url: '/api/assessments',
        payload: { questionnaireId: big.questionnaire.id },
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe('annualGrowthRate');
    }
  });
});

describe('caches and ETags follow the plan’s years', () => {
  // Two PDFs, two workbooks and four charts: 2 s alone, past 30 s on the busy 2-core machine of `npm test`.
  it('same questionnaire, plan changed from P02 to P04: new chart ETag, five-year statements and chart', async () => {
    const { prospect, questionnaire } = await completedQuestionnaire('P02');
    const chartUrl = `/api/questionnaires/${questionnaire.id}/charts/trend`;
    const svgBefore = await b.inject({ url: `${chartUrl}?format=svg` });
    expect(svgBefore.statusCode).toBe(200);
    const svgEtag = String(svgBefore.headers.etag);
    const jsonBefore = await b.inject({ url: `${chartUrl}?format=json` });
    const jsonEtag = String(jsonBefore.headers.etag);
    expect(
      (await b.inject({ url: `${chartUrl}?format=svg`, headers: { 'if-none-match': svgEtag } })).statusCode,
    ).toBe(304);
    const plBefore = (await b.inject({ url: `/api/profit-loss/questionnaire/${questionnaire.id}` })).json();
    expect(plBefore.projectionYears).toBe(3);

    const pdfBefore = await b.inject({ url: `/api/questionnaires/${questionnaire.id}/report.pdf` });
    expect(pdfBefore.statusCode).toBe(200);
    expect(await pdfText(pdfBefore.rawPayload)).not.toContain('Year 5');
    const xlsxBefore = await b.inject({ url: `/api/export/financial-reports/${prospect.id}` });
    expect(await profitLossSheetText(xlsxBefore.rawPayload)).not.toContain('Year 5');

    const granted = await staff('POST', `/api/admin/prospects/${prospect.id}/grant-plan`, {
      productCode: 'P04',
      amount: '350.00',
    });
    expect(granted.statusCode, granted.body).toBe(200);

    const svgAfter = await b.inject({ url: `${chartUrl}?format=svg`, headers: { 'if-none-match': svgEtag } });
    expect(svgAfter.statusCode).toBe(200);
    expect(svgAfter.headers.etag).not.toBe(svgEtag);
    const jsonAfter = await b.inject({
      url: `${chartUrl}?format=json`,
      headers: { 'if-none-match': jsonEtag },
    });
    expect(jsonAfter.statusCode).toBe(200);
    expect(jsonAfter.headers.etag).not.toBe(jsonEtag);
    expect(Object.keys(jsonBefore.json().data.profitLoss.totalRevenue)).toHaveLength(3);
    expect(Object.keys(jsonAfter.json().data.profitLoss.totalRevenue)).toHaveLength(5);

    const plAfter = (await b.inject({ url: `/api/profit-loss/questionnaire/${questionnaire.id}` })).json();
    expect(plAfter.projectionYears).toBe(5);
    expect(plAfter.profitLoss.totalRevenue.year5).toBe(engineProjection(5).profitLoss.totalRevenue.year5);

    // The files are drawn from the held plan at each download: five years now.
    const pdfAfter = await b.inject({ url: `/api/questionnaires/${questionnaire.id}/report.pdf` });
    expect(pdfAfter.statusCode).toBe(200);
    const pdfAfterText = await pdfText(pdfAfter.rawPayload);
    expect(pdfAfterText).toContain('Year 5');
    expect(pdfAfterText).toContain('Year 1-5');
    const xlsxAfter = await b.inject({ url: `/api/export/financial-reports/${prospect.id}` });
    expect(xlsxAfter.statusCode).toBe(200);
    expect(await profitLossSheetText(xlsxAfter.rawPayload)).toContain('Year 5');

    const reports = await b.inject({ url: `/api/reports/prospect/${prospect.id}` });
    expect(reports.statusCode).toBe(200);
    const listed = reports.json() as { yearRange: string }[];
    expect(listed.length).toBeGreaterThan(0);
    for (const report of listed) expect(report.yearRange).toBe('Year 1-5');
  });
});
