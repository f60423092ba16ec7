// PayPal through the official SDK, with PayPal's sandbox API intercepted at the HTTP layer (nock): orders
// at the server's price, server-side capture applied once, declines and replays granting nothing.
import { eq } from 'drizzle-orm';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/infra/config';
import { auditLog, mailOutbox, orderIntents, orders } from '../src/infra/db/schema/index';
import { checkoutSteps } from './helpers/payments';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

const PAYPAL = 'https://api-m.sandbox.paypal.com';
const DECLINED =
  "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.";

type PurchaseUnitBody = {
  reference_id?: string;
  custom_id?: string;
  amount: { currency_code: string; value: string };
};
type CreateBody = { intent: string; purchase_units: PurchaseUnitBody[] };

let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
let orderCounter = 0;

beforeAll(async () => {
  nock.disableNetConnect();
  // app.inject needs no network; the PostgreSQL run's pg client talks to 127.0.0.1.
  nock.enableNetConnect('127.0.0.1');
  nock(PAYPAL)
    .persist()
    .post('/v1/oauth2/token')
    .reply(200, { access_token: 'A21_test_token', token_type: 'Bearer', expires_in: 32400, scope: 'openid' });
  t = await createTestApp({ PAYPAL_CLIENT_ID: 'paypal-client-id', PAYPAL_CLIENT_SECRET: 'paypal-secret' });
});
afterEach(() => {
  // Every PayPal call a test announced was made, and no test left one behind for the next.
  const pending = nock.pendingMocks().filter((m) => !m.includes('/v1/oauth2/token'));
  expect(pending).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  nock.cleanAll();
  nock.enableNetConnect();
});

const post = (url: string, payload?: Record<string, unknown>) =>
  b.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

/** Expects one order creation; PayPal answers with the purchase unit it was sent. */
function expectCreate() {
  const id = `5O190127TN${String(++orderCounter).padStart(6, '0')}`;
  const seen: CreateBody[] = [];
  nock(PAYPAL)
    .post('/v2/checkout/orders', (body: CreateBody) => {
      seen.push(body);
      return true;
    })
    .reply(201, () => ({
      id,
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: seen.at(-1)!.purchase_units,
      links: [
        { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
      ],
    }));
  return { id, seen };
}

function completedOrder(id: string, ourOrderId: string, value = '29.99') {
  return {
    id,
    intent: 'CAPTURE',
    status: 'COMPLETED',
    purchase_units: [
      {
        reference_id: ourOrderId,
        amount: { currency_code: 'USD', value },
        payments: {
          captures: [
            {
              id: `CAP-${id}`,
              status: 'COMPLETED',
              amount: { currency_code: 'USD', value },
              custom_id: ourOrderId,
              final_capture: true,
            },
          ],
        },
      },
    ],
  };
}

async function createPayPalOrder(prospectId: string) {
  const create = expectCreate();
  const res = await post('/api/payments/paypal/order', {
    prospectId,
    productCode: 'financial_statements',
    // All ignored: the server decides.
    amount: '0.01',
    currency: 'EUR',
    intent: 'AUTHORIZE',
  });
  expect(res.statusCode).toBe(200);
  return { ...(res.json() as { id: string; orderId: string; amount: string }), seen: create.seen };
}

const { freeProspectWithReport, historyOf, prospectRow } = checkoutSteps(() => t, b);

describe('PayPal payments', () => {
  it('gives the browser the client id and reports PayPal as configured', async () => {
    const setup = await b.inject({ method: 'GET', url: '/api/payments/paypal/setup' });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toEqual({
      clientId: 'paypal-client-id',
      environment: 'sandbox',
      currency: 'USD',
      intent: 'capture',
    });
    expect((await b.inject({ method: 'GET', url: '/api/health' })).json().payments).toBe('paypal');
  });

  it("creates the PayPal order at the server's price, whatever the browser sent", async () => {
    const { prospect } = await freeProspectWithReport();
    const created = await createPayPalOrder(prospect.id);
    expect(created).toMatchObject({ amount: '29.99', currency: 'USD', status: 'CREATED' });
    const body = created.seen[0]!;
    expect(body.intent).toBe('CAPTURE');
    expect(body.purchase_units).toHaveLength(1);
    expect(body.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'USD', value: '29.99' },
      custom_id: created.orderId,
      reference_id: created.orderId,
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(order).toMatchObject({ provider: 'paypal', providerRef: created.id, amountCents: 2999 });
    expect((await prospectRow(prospect.id)).preferredPlanCode).toBe('P02');
  });

  it('creates the PayPal order for an order made earlier with POST /api/orders', async () => {
    const { prospect } = await freeProspectWithReport();
    const ours = await post('/api/orders', {
      prospectId: prospect.id,
      productType: 'consultation',
      paymentMethod: 'paypal',
      amount: '1.00',
    });
    expect(ours.json()).toMatchObject({ paymentMethod: 'paypal', amount: '59.99' });
    const create = expectCreate();
    const res = await post('/api/payments/paypal/order', { orderId: ours.json().id, amount: '1.00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderId: ours.json().id, amount: '59.99' });
    expect(create.seen[0]!.purchase_units[0]!.amount.value).toBe('59.99');
  });

  it('captures a completed payment and applies it once; a second capture only confirms', async () => {
    const { prospect } = await freeProspectWithReport();
    const created = await createPayPalOrder(prospect.id);
    nock(PAYPAL)
      .post(`/v2/checkout/orders/${created.id}/capture`)
      .reply(201, completedOrder(created.id, created.orderId));

    const capture = await post(`/api/payments/paypal/capture/${created.id}`);
    expect(capture.statusCode).toBe(200);
    expect(capture.json()).toMatchObject({
      success: true,
      alreadyApplied: false,
      transactionType: 'new_purchase',
      paypalOrderId: created.id,
      status: 'COMPLETED',
      prospect: { selectedPlan: 'Full Reports', maxSubmissions: 5 },
    });

    // No PayPal call is announced: a replay must not capture again.
    const again = await post(`/api/payments/paypal/capture/${created.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, alreadyApplied: true });

    const success = await post('/api/payment/success', {
      prospectId: prospect.id,
      paymentMethod: 'paypal',
      paymentIntentId: created.id,
    });
    expect(success.statusCode).toBe(200);
    expect(success.json()).toMatchObject({ success: true, alreadyApplied: true });
    const byOrder = await post('/api/payment/success', {
      prospectId: prospect.id,
      paymentMethod: 'paypal',
      orderId: created.orderId,
    });
    expect(byOrder.json()).toMatchObject({ success: true, alreadyApplied: true });

    const history = await historyOf(prospect.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      paymentMethod: 'PayPal',
      transactionId: `CAP-${created.id}`,
      amountCents: 2999,
      transactionType: 'new_purchase',
    });
    expect((await prospectRow(prospect.id)).maxSubmissions).toBe(5);
    // One receipt for the one applied payment, naming PayPal as the method.
    const receipts = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, prospect.email))
    ).filter((mail) => mail.subject.startsWith('Your Trajectory receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Payment method: PayPal');
  });

  it("answers a declined capture with a 4xx and PayPal's message, granting nothing", async () => {
    const { prospect } = await freeProspectWithReport();
    const created = await createPayPalOrder(prospect.id);
    nock(PAYPAL)
      .post(`/v2/checkout/orders/${created.id}/capture`)
      .reply(422, {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'INSTRUMENT_DECLINED', description: DECLINED }],
        message:
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
        debug_id: 'f1e2d3c4b5a69',
        links: [
          {
            href: 'https://developer.paypal.com/docs/api/orders/v2/#error-INSTRUMENT_DECLINED',
            rel: 'information_link',
            method: 'GET',
          },
        ],
      });
    const capture = await post(`/api/payments/paypal/capture/${created.id}`);
    expect(capture.statusCode).toBe(402);
    expect(capture.json()).toMatchObject({ error: 'PAYMENT_REQUIRED', message: DECLINED });

    // The success page cannot claim it either: PayPal says the order is not completed.
    nock(PAYPAL)
      .get(`/v2/checkout/orders/${created.id}`)
      .reply(200, { id: created.id, intent: 'CAPTURE', status: 'APPROVED' });
    const success = await post('/api/payment/success', {
      prospectId: prospect.id,
      paymentMethod: 'paypal',
      paymentIntentId: created.id,
    });
    expect(success.statusCode).toBe(402);

    expect(await historyOf(prospect.id)).toHaveLength(0);
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P01', maxSubmissions: 2 });
  });

  it('refuses a capture for another amount, a foreign prospect or an unknown order', async () => {
    const { prospect } = await freeProspectWithReport();
    const created = await createPayPalOrder(prospect.id);
    nock(PAYPAL)
      .post(`/v2/checkout/orders/${created.id}/capture`)
      .reply(201, completedOrder(created.id, created.orderId, '0.01'));
    expect((await post(`/api/payments/paypal/capture/${created.id}`)).statusCode).toBe(402);

    const { prospect: other } = await freeProspectWithReport();
    const foreign = await post('/api/payment/success', {
      prospectId: other.id,
      paymentMethod: 'paypal',
      paymentIntentId: created.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await post(`/api/payments/paypal/capture/${created.id}`, { prospectId: other.id })).statusCode,
    ).toBe(404);
    expect((await post('/api/payments/paypal/capture/UNKNOWN123')).statusCode).toBe(404);
    expect(
      (await post('/api/payment/success', { prospectId: other.id, paymentMethod: 'paypal' })).statusCode,
    ).toBe(404);

    expect(await historyOf(prospect.id)).toHaveLength(0);
    expect(await historyOf(other.id)).toHaveLength(0);
  });

  it('applies an order PayPal already captured when the first answer was lost', async () => {
    const { prospect } = await freeProspectWithReport();
    const created = await createPayPalOrder(prospect.id);
    nock(PAYPAL)
      .post(`/v2/checkout/orders/${created.id}/capture`)
      .reply(422, {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }],
        message:
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
        debug_id: 'a1b2c3',
      })
      .get(`/v2/checkout/orders/${created.id}`)
      .reply(200, completedOrder(created.id, created.orderId));
    const capture = await post(`/api/payments/paypal/capture/${created.id}`);
    expect(capture.statusCode).toBe(200);
    expect(capture.json()).toMatchObject({ alreadyApplied: false, transactionType: 'new_purchase' });
    expect(await historyOf(prospect.id)).toHaveLength(1);
  });

  it('validates the order request and never answers 5xx when PayPal is unreachable', async () => {
    const { prospect } = await freeProspectWithReport();
    const missing = await post('/api/payments/paypal/order', { prospectId: prospect.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'productCode' });

    nock(PAYPAL).post('/v2/checkout/orders').replyWithError('socket hang up');
    const down = await post('/api/payments/paypal/order', { prospectId: prospect.id, productCode: 'P02' });
    expect(down.statusCode).toBe(400);
    expect(down.json().message).toBe('Failed to start PayPal payment. Please try again.');
  });

  it("answers 404 'PayPal is not configured' without PayPal keys", async () => {
    const bare = await buildApp({
      config: testConfig(),
      database: t.database,
      webDistDir: null,
      version: '0.0.0-test',
    });
    try {
      const prospect = await b.createProspect(t.database.db);
      const cookie = await b.cookie();
      const responses = await Promise.all([
        bare.inject({ method: 'GET', url: '/api/payments/paypal/setup' }),
        bare.inject({
          method: 'POST',
          url: '/api/payments/paypal/order',
          headers: { cookie },
          payload: { prospectId: prospect.id, productCode: 'P02' },
        }),
        bare.inject({ method: 'POST', url: '/api/payments/paypal/capture/ABC123', headers: { cookie } }),
      ]);
      for (const res of responses) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('PayPal is not configured');
      }
    } finally {
      await bare.close();
    }
  });
});

describe('PayPal orders of one order, and refunds (issue #22 items 2 and 9)', () => {
  it('two checkout tabs get the same open PayPal order; paying it is recognised and applied once', async () => {
    const { prospect } = await freeProspectWithReport();
    const ours = await post('/api/orders', {
      prospectId: prospect.id,
      productType: 'P02',
      paymentMethod: 'paypal',
    });
    const create = expectCreate();
    const first = await post('/api/payments/paypal/order', { orderId: ours.json().id });
    expect(first.statusCode).toBe(200);
    // The second tab: PayPal still holds the first order at this amount, so it is handed out again.
    nock(PAYPAL).get(`/v2/checkout/orders/${create.id}`).reply(200, {
      id: create.id,
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: create.seen[0]!.purchase_units,
    });
    const second = await post('/api/payments/paypal/order', { orderId: ours.json().id });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const intents = await t.database.db
      .select()
      .from(orderIntents)
      .where(eq(orderIntents.orderId, ours.json().id));
    expect(intents).toHaveLength(1);
  });

  it('staff refund a PayPal payment through PayPal: the capture is refunded and the plan revoked, once', async () => {
    const { prospect } = await freeProspectWithReport();
    const created = await createPayPalOrder(prospect.id);
    nock(PAYPAL)
      .post(`/v2/checkout/orders/${created.id}/capture`)
      .reply(201, completedOrder(created.id, created.orderId));
    expect((await post(`/api/payments/paypal/capture/${created.id}`)).statusCode).toBe(200);
    const [payment] = await historyOf(prospect.id);
    expect(payment).toMatchObject({ transactionId: `CAP-${created.id}`, creditsAdded: 3 });

    // Retried, PayPal answers the same refund: the request id is the capture's.
    nock(PAYPAL)
      .post(`/v2/payments/captures/CAP-${created.id}/refund`)
      .matchHeader('paypal-request-id', `refund-CAP-${created.id}`)
      .reply(201, { id: 'REF-1', status: 'COMPLETED' });
    const staff = await loginAsStaff(t.app);
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${payment!.id}/refund`,
        headers: { cookie: staff },
      });
    const res = await refund();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'refunded', refundId: 'REF-1' });
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P01' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, payment!.id));
    expect(audit).toMatchObject([{ action: 'payment.refund' }]);
    // Twice: 409, and PayPal is not called (no call is announced).
    expect((await refund()).statusCode).toBe(409);
  });
});
