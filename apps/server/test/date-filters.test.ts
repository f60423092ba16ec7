// Issue #22 item 7: startDate=0000-01-01 / endDate=9999-12-31 on staff lists and CSVs gave 500 (PostgreSQL
// has no year 0; the day after 9999-12-31 is no date). One date-filter schema (contracts/admin-common.ts)
// refuses them with a 400 naming the field on every staff list and export that takes dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAsStaff(t.app);
});
afterAll(async () => t?.close());

const DATED_ROUTES = [
  '/api/admin/questionnaires',
  '/api/admin/export/requests',
  '/api/admin/payment-history',
  '/api/admin/payment-history/export.csv',
];

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('dates out of range on staff filters and CSVs give 400 naming the field', () => {
  it.each(DATED_ROUTES)('%s', async (route) => {
    const cases = [
      { query: 'startDate=0000-01-01', field: 'startDate' },
      { query: 'endDate=9999-12-31', field: 'endDate' },
      { query: 'startDate=1899-12-31T23:59:59Z', field: 'startDate' },
      { query: 'endDate=3000-01-01', field: 'endDate' },
      { query: 'startDate=2026-01-01&endDate=9999-12-31T23:59:59.999Z', field: 'endDate' },
    ];
    for (const { query, field } of cases) {
      const res = await get(`${route}?${query}`);
      expect(res.statusCode, `${route}?${query}: ${res.body}`).toBe(400);
      expect(res.json(), query).toMatchObject({
        error: 'INVALID_INPUT',
        field: `query.${field}`,
        message: `${field} must be between 1900-01-01 and 2999-12-31`,
      });
    }
    // The edges of the range are dates like any other.
    const edges = await get(`${route}?startDate=1900-01-01&endDate=2999-12-31`);
    expect(edges.statusCode, edges.body).toBe(200);
    const notADate = await get(`${route}?startDate=yesterday`);
    expect(notADate.json()).toMatchObject({
      field: 'query.startDate',
      message: 'startDate must be a date (YYYY-MM-DD)',
    });
  });
});
