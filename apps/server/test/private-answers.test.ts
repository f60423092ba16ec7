// Issue #22 item 7: founder API answers send Cache-Control: private, no-store, set in one place (an onSend
// hook in app.ts) for every /api answer that does not call itself public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires } from '../src/infra/db/schema/index';
import { bakerySections, createProspect } from './helpers/factories';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createBrowser } from './helpers/visitor';

let t: TestApp;
let founder: { prospect: { id: string }; questionnaireId: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  const prospect = await createProspect(t.database.db, { selectedPlanCode: 'P03' });
  // A completed plan, inserted as the wizard leaves it.
  const [row] = await t.database.db
    .insert(questionnaires)
    .values({
      prospectId: prospect.id,
      sections: bakerySections() as never,
      isCompleted: true,
      completedAt: new Date(),
    })
    .returning();
  const { cookie } = await createBrowser(t.database.db, [prospect.id]);
  founder = { prospect, questionnaireId: row!.id, cookie };
});
afterAll(async () => t?.close());

describe('founder API answers send Cache-Control: private, no-store', () => {
  const urls = () => {
    const { prospect, questionnaireId: q } = founder;
    return {
      prospect: `/api/prospects/${prospect.id}`,
      'questionnaire by id': `/api/questionnaires/${q}`,
      "prospect's questionnaires": `/api/questionnaires/prospect/${prospect.id}`,
      'profit and loss': `/api/profit-loss/questionnaire/${q}`,
      'balance sheet': `/api/balance-sheet/${prospect.id}`,
      'cash flow': `/api/cash-flow/questionnaire/${q}`,
      'payment history': `/api/payment-history?prospectId=${prospect.id}`,
      reports: `/api/reports/prospect/${prospect.id}`,
      assessments: `/api/assessments/prospect/${prospect.id}`,
      'chart image': `/api/questionnaires/${q}/charts/revenue-profit`,
      'chart figures': `/api/questionnaires/${q}/charts/revenue-profit?format=json`,
    };
  };

  it('on every family of founder routes, to the founder and to staff', async () => {
    const staff = await loginAsStaff(t.app);
    for (const [family, url] of Object.entries(urls())) {
      for (const cookie of [founder.cookie, staff]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        // No assessment was written for this plan: its 404 is a founder's answer all the same.
        const expected = family === 'assessments' ? 404 : 200;
        expect(res.statusCode, `${family} ${url}: ${res.body.slice(0, 200)}`).toBe(expected);
        expect(res.headers['cache-control'], family).toBe('private, no-store');
      }
    }
  });

  it('on refusals too (no session, another founder)', async () => {
    const res = await t.app.inject({ method: 'GET', url: urls().prospect });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves public answers cacheable: the products list and the sample report', async () => {
    const products = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(products.headers['cache-control']).toBe('no-cache');
    const sample = await t.app.inject({ method: 'GET', url: '/api/sample-report' });
    expect(sample.headers['cache-control']).toBe('public, no-cache');
  });
});
