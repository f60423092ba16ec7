// The Stripe card provider against a local emulator of the few Stripe API calls it makes, and the signed
// webhook: the server's amount, only succeeded intents pay, declines, replays and races apply once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/infra/config';
import { auditLog, orderIntents, orders } from '../src/infra/db/schema/index';
import { checkoutSteps } from './helpers/payments';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

type EmulatedIntent = {
  id: string;
  object: 'payment_intent';
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string; type: string } | null;
};

type EmulatedRefund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: string;
};

/**
 * Answers POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/refunds (idempotent per
 * Idempotency-Key) and GET /v1/refunds?payment_intent= as Stripe would.
 */
function startStripeEmulator() {
  const intents = new Map<string, EmulatedIntent>();
  const created: URLSearchParams[] = [];
  const refunds: EmulatedRefund[] = [];
  const refundRequests: { intentId: string; idempotencyKey: string | undefined }[] = [];
  const refundByKey = new Map<string, EmulatedRefund>();
  let refuseNextCreate = false;
  let counter = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        res.end(JSON.stringify(body));
      };
      const notFound = (id: string) =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${id}'`,
          },
        });
      if (req.headers.authorization !== 'Bearer sk_test_x') {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        created.push(form);
        if (refuseNextCreate) {
          refuseNextCreate = false;
          return send(400, { error: { type: 'invalid_request_error', message: 'Amount must be positive.' } });
        }
        const id = `pi_emu_${++counter}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const m = /^metadata\[(.+)\]$/.exec(key);
          if (m) metadata[m[1]!] = value;
        }
        const intent: EmulatedIntent = {
          id,
          object: 'payment_intent',
          client_secret: `${id}_secret_${counter}`,
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          metadata,
          last_payment_error: null,
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const intentId = form.get('payment_intent') ?? '';
        const key = req.headers['idempotency-key'] as string | undefined;
        refundRequests.push({ intentId, idempotencyKey: key });
        if (key && refundByKey.has(key)) return send(200, refundByKey.get(key));
        const intent = intents.get(intentId);
        if (!intent) return notFound(intentId);
        if (refunds.some((r) => r.payment_intent === intentId)) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge ch_${intentId} has already been refunded.`,
            },
          });
        }
        const refund: EmulatedRefund = {
          id: `re_emu_${++counter}`,
          object: 'refund',
          amount: intent.amount,
          payment_intent: intentId,
          status: 'succeeded',
        };
        refunds.push(refund);
        if (key) refundByKey.set(key, refund);
        return send(200, refund);
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const intentId = url.searchParams.get('payment_intent');
        const data = refunds.filter((r) => !intentId || r.payment_intent === intentId);
        return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const intent = intents.get(decodeURIComponent(one[1]!));
        if (!intent) return notFound(one[1]!);
        // Asked to expand the latest charge (for the receipt's last four), Stripe returns the charge object.
        const expandsCharge = [...url.searchParams.values()].includes('latest_charge');
        if (!expandsCharge || intent.status !== 'succeeded') return send(200, intent);
        const charge = {
          id: `ch_${intent.id}`,
          object: 'charge',
          payment_method_details: { card: { last4: '4242' } },
        };
        return send(200, { ...intent, latest_charge: charge });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } });
    });
  });
  return {
    server,
    intents,
    created,
    refunds,
    refundRequests,
    /** A refund made in Stripe's dashboard (not through the server). */
    refundInDashboard: (intentId: string) => {
      const refund: EmulatedRefund = {
        id: `re_dash_${++counter}`,
        object: 'refund',
        amount: intents.get(intentId)!.amount,
        payment_intent: intentId,
        status: 'succeeded',
      };
      refunds.push(refund);
      return refund;
    },
    refuseNextCreate: () => {
      refuseNextCreate = true;
    },
    succeed: (id: string) => {
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      intent.last_payment_error = null;
    },
    decline: (id: string) => {
      const intent = intents.get(id)!;
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        message: 'Your card was declined.',
        code: 'card_declined',
        type: 'card_error',
      };
    },
  };
}

const WEBHOOK_SECRET = 'whsec_test';
const signer = new Stripe('sk_test_signer');
let emulator: ReturnType<typeof startStripeEmulator>;
let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);

beforeAll(async () => {
  emulator = startStripeEmulator();
  await new Promise<void>((resolve) => emulator.server.listen(0, '127.0.0.1', resolve));
  const { port } = emulator.server.address() as AddressInfo;
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => emulator.server.close(resolve));
});

const {
  post,
  freeProspectWithReport,
  intentFor,
  paymentSuccess,
  historyOf,
  prospectRow,
  cardOrder,
  tabIntent,
} = checkoutSteps(() => t, b);

function sendWebhook(event: Record<string, unknown>, signature?: string) {
  const payload = JSON.stringify(event);
  return b.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      // Webhooks come from Stripe's servers: the Origin check does not apply to them.
      origin: 'https://hooks.stripe.example',
      ...(signature !== undefined
        ? { 'stripe-signature': signature }
        : {
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          }),
    },
  });
}

const succeededEvent = (intentId: string, id = `evt_${intentId}`) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  // Only the id is used; the amount here is a lie the server must not believe.
  data: { object: { id: intentId, object: 'payment_intent', amount: 1, status: 'succeeded' } },
});

describe('Stripe card payments', () => {
  it('reports Stripe as the payment mode', async () => {
    const res = await b.inject({ method: 'GET', url: '/api/health' });
    expect(res.json().payments).toBe('stripe');
  });

  it("creates the PaymentIntent with the server's amount, whatever the browser sends", async () => {
    const { prospect } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id, 'P02', { amount: '0.01' });
    expect(intent).toMatchObject({ amount: '29.99', provider: 'stripe', publishableKey: 'pk_test_x' });
    expect(intent.paymentIntentId).toMatch(/^pi_emu_/);
    const sent = emulator.created.at(-1)!;
    expect(sent.get('amount')).toBe('2999');
    expect(sent.get('currency')).toBe('usd');
    expect(sent.get('metadata[orderId]')).toBe(intent.orderId);
    expect(sent.get('automatic_payment_methods[enabled]')).toBe('true');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, intent.orderId));
    expect(order).toMatchObject({
      provider: 'stripe',
      providerRef: intent.paymentIntentId,
      amountCents: 2999,
    });
  });

  it('turns a provider refusal into a 4xx, never a 5xx', async () => {
    const { prospect } = await freeProspectWithReport();
    emulator.refuseNextCreate();
    const res = await post('/api/stripe/create-payment-intent', {
      prospectId: prospect.id,
      productCode: 'P02',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment Setup Failed - Unable to setup payment. Please try again.');
  });

  it('payment/success applies only a succeeded intent, once', async () => {
    const { prospect } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id);
    expect((await paymentSuccess(prospect.id, intent.paymentIntentId)).statusCode).toBe(402);

    emulator.succeed(intent.paymentIntentId);
    const success = await paymentSuccess(prospect.id, intent.paymentIntentId);
    expect(success.statusCode).toBe(200);
    expect(success.json()).toMatchObject({
      alreadyApplied: false,
      transactionType: 'new_purchase',
      prospect: { selectedPlan: 'Full Reports', maxSubmissions: 5 },
    });
    const replay = await paymentSuccess(prospect.id, intent.paymentIntentId);
    expect(replay.json()).toMatchObject({ success: true, alreadyApplied: true });
    const history = await historyOf(prospect.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      paymentMethod: 'Credit Card',
      transactionId: intent.paymentIntentId,
      amountCents: 2999,
      // Read from Stripe's charge, for the receipt.
      cardLast4: '4242',
    });
  });

  it("answers a decline with 402 and the provider's message, granting nothing", async () => {
    const { prospect } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id);
    emulator.decline(intent.paymentIntentId);
    const res = await paymentSuccess(prospect.id, intent.paymentIntentId);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    // A signed webhook claiming success does not override what Stripe itself says.
    const hook = await sendWebhook(succeededEvent(intent.paymentIntentId));
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toMatchObject({ applied: false });
    expect(await historyOf(prospect.id)).toHaveLength(0);
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P01', maxSubmissions: 2 });
  });

  it('applies a signed webhook once; replayed twice it applies nothing more', async () => {
    const { prospect } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id);
    emulator.succeed(intent.paymentIntentId);

    const first = await sendWebhook(succeededEvent(intent.paymentIntentId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ received: true, applied: true });
    for (let i = 0; i < 2; i++) {
      const replay = await sendWebhook(succeededEvent(intent.paymentIntentId));
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ received: true, applied: false });
    }
    const history = await historyOf(prospect.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ paymentMethod: 'Credit Card', transactionId: intent.paymentIntentId });
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P02', maxSubmissions: 5 });

    // The success page arriving after the webhook only confirms.
    const success = await paymentSuccess(prospect.id, intent.paymentIntentId);
    expect(success.json()).toMatchObject({ success: true, alreadyApplied: true });
    expect(await historyOf(prospect.id)).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { prospect } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id);
    emulator.succeed(intent.paymentIntentId);
    const payload = JSON.stringify(succeededEvent(intent.paymentIntentId));

    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect((await sendWebhook(succeededEvent(intent.paymentIntentId), wrongSecret)).statusCode).toBe(400);
    expect((await sendWebhook(succeededEvent(intent.paymentIntentId), 't=1,v1=deadbeef')).statusCode).toBe(
      400,
    );
    const unsigned = await b.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed for one body, sent with another.
    const tampered = await b.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: payload.replace('"amount":1', '"amount":2'),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
    expect(tampered.statusCode).toBe(400);

    expect(await historyOf(prospect.id)).toHaveLength(0);
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P01', maxSubmissions: 2 });
  });

  it('answers any unsigned garbage with a 4xx naming the problem, never a 5xx, applying nothing', async () => {
    const { prospect } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id);
    emulator.succeed(intent.paymentIntentId);
    const real = JSON.stringify(succeededEvent(intent.paymentIntentId));
    const body = fc.oneof(
      fc.constant(real),
      fc.string({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
      fc.json({ maxDepth: 4 }),
    );
    const signature = fc.option(
      fc.oneof(
        fc.string({ maxLength: 80 }),
        fc
          .tuple(fc.integer(), fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }))
          .map(([ts, v1]) => `t=${ts},v1=${v1}`),
        fc.constant(`t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`),
      ),
      { nil: undefined },
    );
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/octet-stream');
    await fc.assert(
      fc.asyncProperty(body, signature, contentType, async (payload, sig, type) => {
        const res = await b.inject({
          method: 'POST',
          url: '/api/webhooks/stripe',
          payload,
          headers: { 'content-type': type, ...(sig !== undefined ? { 'stripe-signature': sig } : {}) },
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().message).toMatch(/\w+ \w+/);
      }),
      { numRuns: 150 },
    );
    expect(await historyOf(prospect.id)).toHaveLength(0);
  });

  it('acknowledges unknown intents and other events without applying anything', async () => {
    const unknown = await sendWebhook(succeededEvent('pi_not_ours'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ received: true, applied: false });
    const other = await sendWebhook({
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    expect(other.statusCode).toBe(200);
  });

  it('applies once when the webhook and payment/success race', async () => {
    const { prospect } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id);
    emulator.succeed(intent.paymentIntentId);
    const [hook, success, hookAgain] = await Promise.all([
      sendWebhook(succeededEvent(intent.paymentIntentId)),
      paymentSuccess(prospect.id, intent.paymentIntentId),
      sendWebhook(succeededEvent(intent.paymentIntentId)),
    ]);
    expect([hook.statusCode, success.statusCode, hookAgain.statusCode]).toEqual([200, 200, 200]);
    const applied = [hook.json().applied, hookAgain.json().applied, !success.json().alreadyApplied];
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await historyOf(prospect.id)).toHaveLength(1);
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P02', maxSubmissions: 5 });
  });

  it('answers 404 for the webhook when Stripe is not configured', async () => {
    const simulated = await buildApp({
      config: testConfig(),
      database: t.database,
      webDistDir: null,
      version: '0.0.0-test',
    });
    try {
      const payload = JSON.stringify(succeededEvent('pi_x'));
      const res = await simulated.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
      });
      expect(res.statusCode).toBe(404);
      // Outside the webhook plugin JSON bodies are still parsed as JSON.
      const other = await simulated.inject({
        method: 'POST',
        url: '/api/payment/success',
        headers: { cookie: await b.cookie() },
        payload: { prospectId: 'not-a-uuid', paymentMethod: 'credit_card' },
      });
      expect(other.statusCode).toBe(400);
    } finally {
      await simulated.close();
    }
  });
});

/**
 * A second intent of the order, as two tabs asking at the same instant leave one (each found no open
 * intent before the other's was stored): made at Stripe and recorded as the server records every intent.
 */
async function secondIntentOf(orderId: string, prospectId: string) {
  const { port } = emulator.server.address() as AddressInfo;
  const stripe = new Stripe('sk_test_x', { host: '127.0.0.1', port, protocol: 'http' });
  const intent = await stripe.paymentIntents.create({
    amount: 2999,
    currency: 'usd',
    metadata: { orderId, prospectId, productCode: 'P02' },
  });
  await t.database.db.insert(orderIntents).values({ orderId, provider: 'stripe', providerRef: intent.id });
  return intent.id;
}
const auditOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const chargeRefunded = (intentId: string, id = `evt_refund_${intentId}`) => ({
  id,
  object: 'event',
  type: 'charge.refunded',
  data: { object: { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId, refunded: true } },
});

describe('A paid Stripe intent is never orphaned (issue #22 item 2)', () => {
  it('two checkout tabs, the customer pays the first: recognised by payment/success and the webhook, granted once', async () => {
    const { prospect } = await freeProspectWithReport();
    const order = await cardOrder(prospect.id);
    const first = await tabIntent(order.id);
    const createdBefore = emulator.created.length;
    const second = await tabIntent(order.id);
    // The open intent is reused: the same payment, no second intent at Stripe.
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(emulator.created.length).toBe(createdBefore);

    emulator.succeed(first.paymentIntentId);
    const success = await paymentSuccess(prospect.id, first.paymentIntentId);
    expect(success.statusCode).toBe(200);
    expect(success.json()).toMatchObject({
      alreadyApplied: false,
      prospect: { selectedPlan: 'Full Reports' },
    });
    const hook = await sendWebhook(succeededEvent(first.paymentIntentId));
    expect(hook.json()).toEqual({ received: true, applied: false });
    expect(await historyOf(prospect.id)).toHaveLength(1);
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P02', maxSubmissions: 5 });
  });

  it('an older intent of the order (paid in the first tab after the second made a new one) is recognised by the webhook', async () => {
    const { prospect } = await freeProspectWithReport();
    const order = await cardOrder(prospect.id);
    const first = await tabIntent(order.id);
    const later = await secondIntentOf(order.id, prospect.id);
    expect(later).not.toBe(first.paymentIntentId);
    emulator.succeed(first.paymentIntentId);
    const hook = await sendWebhook(succeededEvent(first.paymentIntentId));
    expect(hook.json()).toEqual({ received: true, applied: true });
    expect(await historyOf(prospect.id)).toMatchObject([{ transactionId: first.paymentIntentId }]);
  });

  it('two checkout tabs that both paid: one applied, the other refunded through Stripe at once and audited', async () => {
    const { prospect } = await freeProspectWithReport();
    const order = await cardOrder(prospect.id);
    const first = await tabIntent(order.id);
    const second = await secondIntentOf(order.id, prospect.id);
    emulator.succeed(first.paymentIntentId);
    emulator.succeed(second);

    expect((await paymentSuccess(prospect.id, first.paymentIntentId)).json()).toMatchObject({
      alreadyApplied: false,
    });
    const hook = await sendWebhook(succeededEvent(second));
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toMatchObject({ received: true, applied: false, refunded: true });
    // Replays of the webhook and the success page refund nothing more.
    const again = await sendWebhook(succeededEvent(second, 'evt_again'));
    expect(again.json()).toMatchObject({ applied: false });
    const successAgain = await paymentSuccess(prospect.id, second);
    expect(successAgain.statusCode).toBe(200);
    expect(successAgain.json()).toMatchObject({
      alreadyApplied: true,
      message: expect.stringMatching(/refunded/),
    });

    expect(emulator.refunds.filter((r) => r.payment_intent === second)).toHaveLength(1);
    expect(emulator.refunds.filter((r) => r.payment_intent === first.paymentIntentId)).toHaveLength(0);
    expect(emulator.refundRequests.find((r) => r.intentId === second)?.idempotencyKey).toBe(
      `refund-${second}`,
    );
    const intents = await t.database.db.select().from(orderIntents).where(eq(orderIntents.orderId, order.id));
    expect(intents.find((i) => i.providerRef === second)).toMatchObject({
      status: 'refunded',
      refundId: expect.stringMatching(/^re_emu_/),
    });
    expect(intents.find((i) => i.providerRef === first.paymentIntentId)).toMatchObject({
      status: 'succeeded',
    });
    const audit = (await auditOf('payment.duplicate_refund')).filter((a) => a.targetId === order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorName: 'system: stripe webhook', targetType: 'order' });
    expect(audit[0]!.summary).toContain(second);
    expect(await historyOf(prospect.id)).toHaveLength(1);
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P02', maxSubmissions: 5 });
  });
});

describe('A paid Stripe intent is never orphaned: tabs asking at the same instant (issue #22 item 2)', () => {
  it('however many intents three simultaneous tabs get, paying every one applies once and refunds the rest', async () => {
    const { prospect } = await freeProspectWithReport();
    const order = await cardOrder(prospect.id);
    const tabs = await Promise.all([tabIntent(order.id), tabIntent(order.id), tabIntent(order.id)]);
    const paid = [...new Set(tabs.map((tab) => tab.paymentIntentId))];
    for (const id of paid) emulator.succeed(id);
    const answers = await Promise.all(paid.map((id) => paymentSuccess(prospect.id, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(paid.map(() => 200));
    expect(answers.filter((a) => a.json().alreadyApplied === false)).toHaveLength(1);
    expect(await historyOf(prospect.id)).toHaveLength(1);
    const refunded = emulator.refunds.filter((r) => paid.includes(r.payment_intent));
    expect(refunded).toHaveLength(paid.length - 1);
    expect((await auditOf('payment.duplicate_refund')).filter((a) => a.targetId === order.id)).toHaveLength(
      paid.length - 1,
    );
  });
});

describe('Refunds that revoke, through Stripe (issue #22 item 9)', () => {
  async function paidByCard() {
    const { prospect } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id);
    emulator.succeed(intent.paymentIntentId);
    expect((await paymentSuccess(prospect.id, intent.paymentIntentId)).statusCode).toBe(200);
    const [payment] = await historyOf(prospect.id);
    return { prospect, intent, payment: payment! };
  }

  it("a staff refund goes through Stripe's refunds API and revokes once, though charge.refunded arrives too", async () => {
    const { prospect, intent, payment } = await paidByCard();
    const staff = await loginAsStaff(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/refund`,
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(200);
    const refund = emulator.refunds.find((r) => r.payment_intent === intent.paymentIntentId)!;
    expect(res.json().payment).toMatchObject({ status: 'refunded', refundId: refund.id });
    expect(res.json().after).toMatchObject({ planCode: 'P01' });
    const hook = await sendWebhook(chargeRefunded(intent.paymentIntentId));
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toMatchObject({ received: true, refunded: false, ignored: 'already refunded' });
    expect((await historyOf(prospect.id))[0]).toMatchObject({ refundId: refund.id, status: 'refunded' });
    expect((await auditOf('payment.refund')).filter((a) => a.targetId === payment.id)).toHaveLength(1);
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P01', maxSubmissions: 2 });
  });

  it("a refund made in Stripe's dashboard revokes the same way when charge.refunded arrives, once", async () => {
    const { prospect, intent, payment } = await paidByCard();
    // Unconfirmed by Stripe: a forged refund event revokes nothing.
    const early = await sendWebhook(chargeRefunded(intent.paymentIntentId, 'evt_early'));
    expect(early.json()).toMatchObject({ refunded: false, ignored: 'not refunded whole by Stripe' });
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P02' });

    const refund = emulator.refundInDashboard(intent.paymentIntentId);
    const [hook, replay] = await Promise.all([
      sendWebhook(chargeRefunded(intent.paymentIntentId)),
      sendWebhook(chargeRefunded(intent.paymentIntentId, 'evt_replay')),
    ]);
    expect([hook.json().refunded, replay.json().refunded].filter(Boolean)).toHaveLength(1);
    expect((await historyOf(prospect.id))[0]).toMatchObject({ refundId: refund.id, status: 'refunded' });
    const audit = (await auditOf('payment.refund')).filter((a) => a.targetId === payment.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorName: 'system: stripe webhook',
      before: { plan: 'Full Reports', reportLimit: 5 },
      after: { plan: 'Free Projection', reportLimit: 2 },
    });
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P01', maxSubmissions: 2 });
    // Staff refunding it afterwards: 409, and Stripe is not asked again.
    const before = emulator.refundRequests.length;
    const staff = await loginAsStaff(t.app);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/refund`,
      headers: { cookie: staff },
    });
    expect(twice.statusCode).toBe(409);
    expect(emulator.refundRequests.length).toBe(before);
  });
});
