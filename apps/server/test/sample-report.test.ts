// The public sample report (issue #14 item 8): the sample staff saved, read-only, to anyone.
// One database is enough: the sample is drawn from the settings row admin-sample-data.test.ts writes and reads on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeQuestionnaire, project } from '@trajectory/engine';
import { DEFAULT_SAMPLE_DATA } from '@trajectory/contracts/admin-sample-data';
import { ZBalanceSheet, ZCashFlow, ZMetrics, ZProfitLoss } from '@trajectory/contracts/statements';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { staffCaller } from './helpers/admin';
import { renderPool } from '../src/documents/render/pool';

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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('GET /api/sample-report', () => {
  it('shows the built-in example to a visitor with no cookie before staff save one', async () => {
    const res = await t.app.inject({ url: '/api/sample-report' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const projection = engine(DEFAULT_SAMPLE_DATA);
    expect(body).toMatchObject({
      businessName: 'Harbor Coffee Roasters',
      description: DEFAULT_SAMPLE_DATA.businessInfo?.description,
      updatedAt: null,
    });
    expect(body.profitLoss).toEqual(ZProfitLoss.parse(projection.profitLoss));
    expect(body.balanceSheet).toEqual(ZBalanceSheet.parse(projection.balanceSheet));
  });

  it('shows what staff saved, with its statements, as soon as it is saved', async () => {
    const sampleData = {
      ...DEFAULT_SAMPLE_DATA,
      businessInfo: { ...DEFAULT_SAMPLE_DATA.businessInfo, name: 'Tidewater Bikes' },
      productsServices: { type: 'Physical Products', unitPrice: 45.5 },
      salesVolume: { firstMonthSales: 120 },
    };
    const saved = await staff('POST', '/api/admin/sample-reports', { sampleData });
    expect(saved.statusCode).toBe(200);

    const res = await t.app.inject({ url: '/api/sample-report' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const projection = engine(sampleData);
    expect(body.businessName).toBe('Tidewater Bikes');
    expect(body.updatedAt).toBe(saved.json().updatedAt);
    expect(body.profitLoss).toEqual(ZProfitLoss.parse(projection.profitLoss));
    expect(body.revenueStreams).toEqual(projection.revenueStreams);
    expect(body.balanceSheet).toEqual(ZBalanceSheet.parse(projection.balanceSheet));
    expect(body.cashFlow).toEqual(ZCashFlow.parse(projection.cashFlow));
    expect(body.metrics).toEqual(ZMetrics.parse(projection.metrics));
  });

  it('is read-only: no method but GET reaches it', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/sample-report', payload: {} });
      expect(res.statusCode, method).toBe(404);
    }
  });
});

describe('GET /api/sample-report/charts/:name', () => {
  it('draws the two charts as PNG, and SVG on request, with an ETag that answers 304', async () => {
    for (const name of ['expenses', 'trend']) {
      const res = await t.app.inject({ url: `/api/sample-report/charts/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
      const again = await t.app.inject({
        url: `/api/sample-report/charts/${name}`,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const svg = await t.app.inject({
      url: '/api/sample-report/charts/trend?format=svg&width=360&height=300',
    });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('Tidewater Bikes');
  });

  it('refuses other charts and bad sizes with a 400 naming the field', async () => {
    const other = await t.app.inject({ url: '/api/sample-report/charts/cash-balance' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'INVALID_INPUT', message: expect.stringContaining('name') });
    const big = await t.app.inject({ url: '/api/sample-report/charts/trend?width=99999' });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ error: 'INVALID_INPUT', message: expect.stringContaining('width') });
  });
});

describe('anonymous rendering has a budget', () => {
  it('snaps sizes to the allowed few: two sizes asked, one drawing (one cache entry, one ETag)', async () => {
    const from = { remoteAddress: '198.51.100.31' };
    const first = await t.app.inject({
      url: '/api/sample-report/charts/expenses?width=2399&height=2311',
      ...from,
    });
    expect(first.statusCode).toBe(200);
    const drawn = renderPool().stats().completed;
    const second = await t.app.inject({
      url: '/api/sample-report/charts/expenses?width=2400&height=2400',
      ...from,
    });
    expect(second.statusCode).toBe(200);
    expect(renderPool().stats().completed).toBe(drawn);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Drawn at the largest allowed size (1600 × 800 units, PNG at twice that), not 2400 × 2400.
    expect(first.rawPayload.readUInt32BE(16)).toBe(3200);
    expect(first.rawPayload.readUInt32BE(20)).toBe(1600);
    // A phone's size is one of the allowed ones and stays as asked.
    const phone = await t.app.inject({
      url: '/api/sample-report/charts/expenses?width=360&height=300',
      ...from,
    });
    expect(phone.rawPayload.readUInt32BE(16)).toBe(720);
  });

  it('draws the same image asked for many times at once only once', async () => {
    const drawn = renderPool().stats().completed;
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({
          url: '/api/sample-report/charts/trend?width=1200&height=600',
          remoteAddress: `198.51.100.${40 + i}`,
        }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(renderPool().stats().completed).toBe(drawn + 1);
  });

  it('limits the public chart images per address: 60 a minute, then 429 with Retry-After', async () => {
    const ask = (remoteAddress: string) =>
      t.app.inject({ url: '/api/sample-report/charts/trend?format=svg', remoteAddress });
    const statuses: number[] = [];
    let last = await ask('198.51.100.60');
    statuses.push(last.statusCode);
    for (let i = 1; i <= 60; i++) {
      last = await ask('198.51.100.60');
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    expect(last.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await ask('198.51.100.61')).statusCode).toBe(200);
  });
});
