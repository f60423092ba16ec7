import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeQuestionnaire, project } from '@trajectory/engine';
import { DEFAULT_SAMPLE_DATA, SAMPLE_REPORT_TYPES } from '@trajectory/contracts/admin-sample-data';
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

function engine(sections: unknown) {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  return project(normalized.inputs);
}

const edited = () => ({
  ...DEFAULT_SAMPLE_DATA,
  businessInfo: { ...DEFAULT_SAMPLE_DATA.businessInfo, name: 'Tidewater <Bikes> & Co' },
  productsServices: { type: 'Physical Products', unitPrice: 45.5 },
  salesVolume: { firstMonthSales: '120' },
  expenseInfo: { ...DEFAULT_SAMPLE_DATA.expenseInfo, monthlyRent: 2500 },
});

describe('staff only', () => {
  it('answers 401 without a session on all three routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/sample-data'],
      ['POST', '/api/admin/sample-reports'],
      ['GET', '/api/admin/sample-report/profit-loss'],
      ['GET', '/api/admin/sample-report/excel'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { sampleData: DEFAULT_SAMPLE_DATA } } : {}),
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    }
  });
});

describe('sample data and reports', () => {
  it('serves the built-in sample before anything is saved, and no reports yet', async () => {
    const res = await staff('GET', '/api/admin/sample-data');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sampleData: DEFAULT_SAMPLE_DATA,
      isDefault: true,
      updatedAt: null,
      reports: [],
    });
    const report = await staff('GET', '/api/admin/sample-report/profit-loss');
    expect(report.statusCode).toBe(404);
    expect(report.json().message).toMatch(/^No sample reports yet/);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const bad = async (payload: unknown) => {
      const res = await staff('POST', '/api/admin/sample-reports', payload);
      expect(res.statusCode).toBe(400);
      return res.json() as { field?: string; message: string };
    };
    expect(await bad({})).toMatchObject({ field: 'sampleData', message: 'sampleData is required' });
    expect(
      await bad({ sampleData: { ...DEFAULT_SAMPLE_DATA, productsServices: { unitPrice: { x: 1 } } } }),
    ).toMatchObject({ field: 'sampleData.productsServices.unitPrice' });
    expect(
      await bad({ sampleData: { ...DEFAULT_SAMPLE_DATA, productsServices: { unitPrice: -3 } } }),
    ).toEqual({
      error: 'INVALID_INPUT',
      field: 'sampleData.productsServices.unitPrice',
      message: 'Unit price cannot be negative',
    });
    expect(
      await bad({ sampleData: { ...DEFAULT_SAMPLE_DATA, salesVolume: { firstMonthSales: 0 } } }),
    ).toMatchObject({
      field: 'sampleData.salesVolume.firstMonthSales',
      message: 'First-month sales must be at least 1',
    });
    expect(
      await bad({ sampleData: { ...DEFAULT_SAMPLE_DATA, revenueInfo: { startMonth: 13 } } }),
    ).toMatchObject({ field: 'sampleData.revenueInfo.startMonth' });
    expect((await staff('GET', '/api/admin/sample-data')).json()).toMatchObject({ isDefault: true });
  });

  it('saves, returns the engine figures and round-trips', async () => {
    const sampleData = edited();
    const res = await staff('POST', '/api/admin/sample-reports', { sampleData });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const projection = engine(sampleData);
    expect(body.profitLoss).toEqual(projection.profitLoss);
    expect(body.balanceSheet).toEqual(projection.balanceSheet);
    expect(body.cashFlow).toEqual(projection.cashFlow);
    expect(body.metrics).toEqual(projection.metrics);
    expect(body.reports.map((r: { url: string }) => r.url)).toEqual(
      SAMPLE_REPORT_TYPES.map((type) => `/api/admin/sample-report/${type}`),
    );

    const read = (await staff('GET', '/api/admin/sample-data')).json();
    expect(read).toMatchObject({ sampleData, isDefault: false, updatedAt: body.updatedAt });
    expect(read.reports).toHaveLength(SAMPLE_REPORT_TYPES.length);

    // A second save replaces the first: there is one sample business.
    const again = { ...sampleData, productsServices: { unitPrice: 50 } };
    expect((await staff('POST', '/api/admin/sample-reports', { sampleData: again })).statusCode).toBe(200);
    expect((await staff('GET', '/api/admin/sample-data')).json().sampleData).toEqual(again);
    await staff('POST', '/api/admin/sample-reports', { sampleData });
  });

  it('opens each statement as an HTML page with the engine figures, escaped', async () => {
    const projection = engine(edited());
    const pl = await staff('GET', '/api/admin/sample-report/profit-loss');
    expect(pl.statusCode).toBe(200);
    expect(pl.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(pl.headers['content-disposition']).toBeUndefined();
    expect(pl.body).toContain('<h1>Tidewater &lt;Bikes&gt; &amp; Co</h1>');
    expect(pl.body).not.toContain('<Bikes>');
    for (const year of ['year1', 'year2', 'year3'] as const) {
      expect(pl.body).toContain(accountingDollars(projection.profitLoss.totalRevenue[year]));
      expect(pl.body).toContain(accountingDollars(projection.profitLoss.netProfit[year]));
    }
    const bs = await staff('GET', '/api/admin/sample-report/balance-sheet');
    expect(bs.statusCode).toBe(200);
    expect(bs.body).toContain('Total Liabilities and Equity');
    expect(bs.body).toContain(accountingDollars(projection.balanceSheet.assets.totalAssets.year3));
    const cf = await staff('GET', '/api/admin/sample-report/cash-flow');
    expect(cf.statusCode).toBe(200);
    expect(cf.body).toContain(accountingDollars(projection.cashFlow.cashEndOfYear.year2));
  });

  it('downloads the Excel workbook', async () => {
    const res = await staff('GET', '/api/admin/sample-report/excel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Trajectory_Sample_Tidewater/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers an unknown report type with 404 naming the types', async () => {
    const res = await staff('GET', '/api/admin/sample-report/pie-chart');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      "Unknown sample report type 'pie-chart'. Use one of: profit-loss, balance-sheet, cash-flow, excel.",
    );
  });
});
