// One database is enough: the charts are drawn from the projection; their reads are those statements.test.ts makes on both.
import { CHART_NAMES, formatDollars, loanBalancesOf, type ChartDataResponse } from '@trajectory/charts';
import { ENGINE_VERSION } from '@trajectory/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageCacheKey, RENDERER_VERSION } from '../src/documents/render/image-cache';
import { products } from '../src/infra/db/schema/index';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { bakerySections } from './helpers/factories';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
let freeQuestionnaire: string;
let paidQuestionnaire: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const plan of ['P01', 'P02']) {
    const prospect = await b.createProspect(t.database.db, { selectedPlanCode: plan, maxSubmissions: 5 });
    const res = await b.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: { prospectId: prospect.id, ...bakerySections(), isCompleted: true },
    });
    if (plan === 'P01') freeQuestionnaire = res.json().id;
    else paidQuestionnaire = res.json().id;
  }
});
afterAll(async () => t.close());

describe('render versions', () => {
  it('puts the engine and renderer versions in every image cache key', () => {
    const key = imageCacheKey({
      questionnaireId: 'q',
      updatedAt: new Date(0),
      chart: 'expenses',
      format: 'png',
      title: 'T',
      years: 3,
    });
    expect(JSON.parse(key)[0]).toBe(`e${ENGINE_VERSION}r${RENDERER_VERSION}`);
  });
});

describe('GET /api/questionnaires/{id}/charts/{name}', () => {
  it('serves a PNG with an ETag and answers a repeat with 304', async () => {
    const url = `/api/questionnaires/${freeQuestionnaire}/charts/expenses`;
    const res = await b.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    // The figures' and drawing's version (issue #24): a model correction never serves a stale chart.
    expect(etag).toContain(`-e${ENGINE_VERSION}r${RENDERER_VERSION}"`);
    const again = await b.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('changes the ETag when the questionnaire is edited', async () => {
    const url = `/api/questionnaires/${freeQuestionnaire}/charts/trend`;
    const before = (await b.inject({ method: 'GET', url })).headers.etag;
    await b.inject({
      method: 'PUT',
      url: `/api/questionnaires/${freeQuestionnaire}`,
      payload: { operationalCosts: { costPerItem: 5 } },
    });
    const after = await b.inject({ method: 'GET', url, headers: { 'if-none-match': before as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('serves SVG with ?format=svg, with its title and dollar axis labels', async () => {
    const res = await b.inject({
      method: 'GET',
      url: `/api/questionnaires/${paidQuestionnaire}/charts/revenue-profit?format=svg`,
    });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Revenue and Net Profit by Year');
    expect(res.body).toMatch(/\$\d{1,3}(,\d{3})+/);
  });

  it('keeps the cash-balance chart for Complete plans and staff', async () => {
    const free = await b.inject({
      method: 'GET',
      url: `/api/questionnaires/${freeQuestionnaire}/charts/cash-balance`,
    });
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toContain('Upgrade to Full Reports');
    const paid = await b.inject({
      method: 'GET',
      url: `/api/questionnaires/${paidQuestionnaire}/charts/cash-balance`,
    });
    expect(paid.statusCode).toBe(200);
    const cookie = await loginAsStaff(t.app);
    const staff = await b.inject({
      method: 'GET',
      url: `/api/questionnaires/${freeQuestionnaire}/charts/cash-balance`,
      headers: { cookie },
    });
    expect(staff.statusCode).toBe(200);
  });

  it('refuses unknown charts, bad sizes and formats with 400, unknown questionnaires with 404', async () => {
    const base = `/api/questionnaires/${paidQuestionnaire}/charts`;
    const unknown = await b.inject({ method: 'GET', url: `${base}/pie` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('path.name');
    expect((await b.inject({ method: 'GET', url: `${base}/trend?width=99999` })).statusCode).toBe(400);
    expect((await b.inject({ method: 'GET', url: `${base}/trend?format=gif` })).statusCode).toBe(400);
    expect(
      (
        await b.inject({
          method: 'GET',
          url: '/api/questionnaires/00000000-0000-4000-8000-000000000000/charts/trend',
        })
      ).statusCode,
    ).toBe(404);
    const phone = await b.inject({ method: 'GET', url: `${base}/trend?width=360&height=300` });
    expect(phone.statusCode).toBe(200);
  });

  it('gives the free plan only its two charts, in every format; paid plans and staff get all', async () => {
    const cookie = await loginAsStaff(t.app);
    for (const name of CHART_NAMES) {
      for (const format of ['png', 'json']) {
        const url = (id: string) => `/api/questionnaires/${id}/charts/${name}?format=${format}`;
        const free = await b.inject({ method: 'GET', url: url(freeQuestionnaire) });
        if (name === 'expenses' || name === 'trend') {
          expect(free.statusCode, `${name} ${format}`).toBe(200);
        } else {
          expect(free.statusCode, `${name} ${format}`).toBe(403);
          expect(free.json()).toMatchObject({ error: 'FORBIDDEN' });
          expect(free.json().message).toMatch(
            /^The .+ chart is not included in the Free Projection plan\. Upgrade to Full Reports to unlock it\.$/,
          );
        }
        const paid = await b.inject({ method: 'GET', url: url(paidQuestionnaire) });
        expect(paid.statusCode, `paid ${name} ${format}`).toBe(200);
        const staff = await b.inject({ method: 'GET', url: url(freeQuestionnaire), headers: { cookie } });
        expect(staff.statusCode, `staff ${name} ${format}`).toBe(200);
      }
    }
  });

  it("follows the plan's charts count, which staff can change", async () => {
    const url = `/api/questionnaires/${freeQuestionnaire}/charts/revenue-profit?format=json`;
    const setCount = (chartsCount: number) =>
      t.database.db.update(products).set({ chartsCount }).where(eq(products.code, 'P01'));
    try {
      await setCount(3);
      expect((await b.inject({ method: 'GET', url })).statusCode).toBe(200);
      await setCount(0);
      const none = await b.inject({
        method: 'GET',
        url: `/api/questionnaires/${freeQuestionnaire}/charts/expenses`,
      });
      expect(none.statusCode).toBe(403);
    } finally {
      await setCount(2);
    }
  });

  it('serves the figures a page draws a chart from with ?format=json, revalidated like the images', async () => {
    const url = `/api/questionnaires/${paidQuestionnaire}/charts/trend?format=json`;
    const res = await b.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as ChartDataResponse;
    expect(body.name).toBe('trend');
    expect(body.title).toBe('Ada Bakes');
    const statement = await b.inject({
      method: 'GET',
      url: `/api/profit-loss/questionnaire/${paidQuestionnaire}`,
    });
    expect(body.data.profitLoss).toMatchObject(statement.json().profitLoss);
    expect(body.data.profitLoss.totalRevenue.year1).toBeGreaterThan(0);
    // Months 13 to 36 carry the cash flow: they come only with the cash-balance chart.
    expect(body.data.roundedMonths).toHaveLength(12);
    const cash = await b.inject({
      method: 'GET',
      url: `/api/questionnaires/${paidQuestionnaire}/charts/cash-balance?format=json`,
    });
    expect((cash.json() as ChartDataResponse).data.roundedMonths).toHaveLength(36);
    const again = await b.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const png = await b.inject({
      method: 'GET',
      url: url.replace('json', 'png'),
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(png.statusCode).toBe(200);
  });

  it('draws the loan balance beside the cash when the plan borrows (issue #15)', async () => {
    const prospect = await b.createProspect(t.database.db, { selectedPlanCode: 'P02', maxSubmissions: 5 });
    const created = await b.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: {
        prospectId: prospect.id,
        ...bakerySections(),
        financing: { loans: [{ amount: 40000, annualRatePct: 8, termMonths: 48, startMonth: 0 }] },
        isCompleted: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const base = `/api/questionnaires/${created.json().id}/charts/cash-balance`;
    const json = await b.inject({ method: 'GET', url: `${base}?format=json` });
    const { data } = json.json() as ChartDataResponse;
    expect(data.projectionYears).toBe(3);
    const balances = loanBalancesOf(data.roundedMonths);
    const sheet = await b.inject({
      method: 'GET',
      url: `/api/balance-sheet/questionnaire/${created.json().id}`,
    });
    const loans = sheet.json().balanceSheet.liabilities.loans;
    expect([balances?.[11], balances?.[23], balances?.[35]]).toEqual([loans.year1, loans.year2, loans.year3]);
    const svg = await b.inject({ method: 'GET', url: `${base}?format=svg` });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('Loan balance');
    expect(svg.body).toContain(formatDollars(loans.year3));
    // The bakery without a loan: one line, no legend.
    const plain = await b.inject({
      method: 'GET',
      url: `/api/questionnaires/${paidQuestionnaire}/charts/cash-balance?format=svg`,
    });
    expect(plain.body).not.toContain('Loan balance');
  });
});

describe('charts of a plan that sells several things (issue #25)', () => {
  it('sends the streams with the figures, and draws them in the image', async () => {
    const prospect = await b.createProspect(t.database.db, { selectedPlanCode: 'P02', maxSubmissions: 5 });
    const created = await b.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: {
        prospectId: prospect.id,
        ...bakerySections(),
        revenueStreams: {
          primaryName: 'Bread',
          streams: [
            { name: 'Cakes', kind: 'units', price: 30, unitCost: 9, firstMonthVolume: 120, startMonth: 3 },
            { name: 'Coffee club', kind: 'subscription', price: 25, firstMonthVolume: 40 },
          ],
        },
        isCompleted: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const json = async (name: string) =>
      (
        await b.inject({ method: 'GET', url: `/api/questionnaires/${id}/charts/${name}?format=json` })
      ).json() as ChartDataResponse;
    const revenue = await json('revenue-profit');
    expect(revenue.data.revenueStreams?.map((stream) => stream.name)).toEqual([
      'Bread',
      'Cakes',
      'Coffee club',
    ]);
    const total = revenue.data.revenueStreams!.reduce((sum, stream) => sum + stream.revenue.year1, 0);
    expect(total).toBe(revenue.data.profitLoss.totalRevenue.year1);
    // The items sold by stream travel with their chart only, twelve months each.
    expect(revenue.data.revenueStreamMonths).toBeUndefined();
    const items = await json('items-sold-1st-year');
    expect(items.data.revenueStreamMonths?.map((stream) => stream.units.length)).toEqual([12, 12, 12]);
    const svg = await b.inject({
      method: 'GET',
      url: `/api/questionnaires/${id}/charts/revenue-profit?format=svg`,
    });
    for (const name of ['Bread', 'Cakes', 'Coffee club']) expect(svg.body).toContain(name);
  });
});
