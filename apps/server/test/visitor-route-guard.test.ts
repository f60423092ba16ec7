import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTableOf } from '../src/admin/common/route-table';
import { bakerySections } from './helpers/factories';
import { routeClass } from './helpers/route-classes';
import { createTestApp, type TestApp } from './helpers/test-app';
import { registerVisitor } from './helpers/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Ids = {
  prospectId: string;
  email: string;
  questionnaireId: string;
  reportId: string;
  orderId: string;
  paymentIntentId: string;
};

/** A founder with a completed questionnaire, a report and a card order, made through the API by their browser. */
async function founder(): Promise<Ids & { cookie: string }> {
  const { prospect, cookie } = await registerVisitor(t.app);
  const call = async (method: 'POST' | 'GET', url: string, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const questionnaire = await call('POST', '/api/questionnaires', {
    prospectId: prospect.id,
    isCompleted: true,
    ...bakerySections(),
  });
  const generated = await call('POST', '/api/reports/generate', {
    prospectId: prospect.id,
    questionnaireId: questionnaire.id,
  });
  const intent = await call('POST', '/api/stripe/create-payment-intent', {
    prospectId: prospect.id,
    productCode: 'P02',
  });
  const orders = await call('POST', '/api/orders', { prospectId: prospect.id, productType: 'P02' });
  return {
    cookie,
    prospectId: prospect.id,
    email: prospect.email,
    questionnaireId: questionnaire.id,
    reportId: generated.reports[0].id,
    orderId: orders.id,
    paymentIntentId: intent.paymentIntentId,
  };
}

function urlFor(url: string, ids: Ids): string {
  const byParam: Record<string, string> = {
    prospectId: ids.prospectId,
    questionnaireId: ids.questionnaireId,
    reportId: ids.reportId,
    email: encodeURIComponent(ids.email),
    orderId: ids.paymentIntentId,
    name: 'trend',
    number: '1',
    // No link of the owner's: a link id is refused by the questionnaire it is asked under first.
    linkId: '00000000-0000-4000-8000-000000000000',
    // Likewise a question id: refused by the questionnaire it is answered under first.
    questionId: '00000000-0000-4000-8000-000000000000',
  };
  const filled = url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (name !== 'id') return byParam[name]!;
    if (url.includes('questionnaire')) return ids.questionnaireId;
    if (url.startsWith('/api/orders')) return ids.orderId;
    return ids.prospectId;
  });
  if (url === '/api/payment-history') return `${filled}?prospectId=${ids.prospectId}`;
  if (url.startsWith('/api/export/')) return `${filled}?questionnaireId=${ids.questionnaireId}`;
  if (url.endsWith('/versions/compare')) return `${filled}?a=1&b=1`;
  return filled;
}

/** A body every visitor route's contract accepts, naming the founder's resources. */
function bodyFor(ids: Ids) {
  return {
    prospectId: ids.prospectId,
    questionnaireId: ids.questionnaireId,
    orderId: ids.orderId,
    paymentIntentId: ids.paymentIntentId,
    clientSecret: 'secret',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
    name: 'Ada Founder',
    productType: 'P02',
    productCode: 'P02',
    paymentMethod: 'credit_card',
    preferredPlan: 'P02',
    selectedPlan: 'P02',
    code: 'NO-SUCH-CODE',
    isCompleted: false,
    wereYours: true,
    label: 'First Bank',
    expiresInDays: 30,
    body: 'Rent rises 5% a year with the lease.',
  };
}

describe('the route table', () => {
  it('classifies every route as public, visitor or staff', () => {
    const routes = routeTableOf(t.app).filter((r) => r.method !== 'HEAD');
    const unclassified = routes.filter((r) => !routeClass(r)).map((r) => `${r.method} ${r.url}`);
    expect(unclassified).toEqual([]);
    expect(routes.filter((r) => routeClass(r) === 'visitor').length).toBeGreaterThanOrEqual(34);
  });

  it('answers 401 ACCESS_REQUIRED to a stranger on every visitor route, whatever it sends', async () => {
    const ids = await founder();
    const routes = routeTableOf(t.app).filter((r) => r.method !== 'HEAD' && routeClass(r) === 'visitor');
    for (const route of routes) {
      for (const url of [route.url.replace(/:[A-Za-z]+/g, 'junk') + '?page=-1', urlFor(route.url, ids)]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' ? {} : { payload: { junk: true, ...bodyFor(ids) } }),
        });
        expect(res.statusCode, `${route.method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ error: 'ACCESS_REQUIRED', message: expect.any(String) });
      }
    }
  });

  it("answers 404 to another founder's browser on every visitor route, like a missing resource", async () => {
    const owner = await founder();
    const other = await registerVisitor(t.app);
    const routes = routeTableOf(t.app).filter((r) => r.method !== 'HEAD' && routeClass(r) === 'visitor');
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlFor(route.url, owner),
        headers: { cookie: other.cookie },
        ...(route.method === 'GET' ? {} : { payload: bodyFor(owner) }),
      });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
    // The owner's own browser still opens them (a sample of reads).
    for (const url of [
      '/api/prospects/:id',
      '/api/questionnaires/:id',
      '/api/reports/download-pdf/:reportId',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: urlFor(url, owner),
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
