import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('GET /api/questionnaires/{id}/charts/{name}', () => {
  it('serves a PNG with an ETag and answers a repeat with 304', async () => {
    const url = `/api/questionnaires/${freeQuestionnaire}/charts/expenses`;
    const res = await b.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
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
      url: `/api/questionnaires/${freeQuestionnaire}/charts/revenue-profit?format=svg`,
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
});
