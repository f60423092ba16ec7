import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentHistory, reports } from '../src/infra/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { checkoutSteps } from './helpers/payments';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const {
  post,
  freeProspectWithReport,
  intentFor,
  confirmCard: confirm,
  prospectRow,
} = checkoutSteps(() => t, b);

describe('card checkout (simulated provider)', () => {
  it('prices the intent itself, ignoring the amount sent, and records the preferred plan', async () => {
    const { prospect } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id, 'financial_statements', { amount: '0.01' });
    expect(intent.amount).toBe('29.99');
    expect(intent.clientSecret).toContain(intent.paymentIntentId);
    expect((await prospectRow(prospect.id)).preferredPlanCode).toBe('P02');
  });

  it('applies a confirmed payment once: plan, credits, payment record and the complete statements', async () => {
    const { prospect, questionnaireId } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id, 'P02');
    expect((await confirm(intent)).json()).toMatchObject({ status: 'succeeded', error: null });

    const success = await post('/api/payment/success', {
      prospectId: prospect.id,
      productCode: 'P02',
      paymentMethod: 'credit_card',
      paymentIntentId: intent.paymentIntentId,
    });
    expect(success.statusCode).toBe(200);
    expect(success.json()).toMatchObject({
      success: true,
      alreadyApplied: false,
      transactionType: 'new_purchase',
      requiresMeeting: false,
      redirectTo: `/payment-success/${prospect.id}`,
      prospect: { selectedPlan: 'Full Reports', submissionCount: 1, maxSubmissions: 5 },
    });
    const types = (
      await t.database.db.select().from(reports).where(eq(reports.questionnaireId, questionnaireId))
    )
      .map((r) => r.reportType)
      .sort();
    expect(types).toEqual(['balance_sheet', 'cash_flow', 'profit_loss']);
    const history = await t.database.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.prospectId, prospect.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      amountCents: 2999,
      paymentMethod: 'Credit Card',
      transactionType: 'new_purchase',
      transactionId: intent.paymentIntentId,
      previousPlan: 'Free Projection',
      planName: 'Full Reports',
    });

    const replay = await post('/api/payment/success', {
      prospectId: prospect.id,
      paymentMethod: 'credit_card',
      paymentIntentId: intent.paymentIntentId,
    });
    expect(replay.json()).toMatchObject({ success: true, alreadyApplied: true });
    expect(
      await t.database.db.select().from(paymentHistory).where(eq(paymentHistory.prospectId, prospect.id)),
    ).toHaveLength(1);
    expect((await prospectRow(prospect.id)).maxSubmissions).toBe(5);
  });

  it('grants nothing for a declined card, an unconfirmed intent, a foreign or an unknown id', async () => {
    const { prospect } = await freeProspectWithReport();
    const declined = await intentFor(prospect.id, 'P02');
    const confirmRes = await confirm(declined, '4000 0000 0000 0002');
    expect(confirmRes.json()).toMatchObject({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    const afterDecline = await post('/api/payment/success', {
      prospectId: prospect.id,
      paymentMethod: 'credit_card',
      paymentIntentId: declined.paymentIntentId,
    });
    expect(afterDecline.statusCode).toBe(402);
    expect(afterDecline.json().message).toBe('Your card was declined.');

    const unconfirmed = await intentFor(prospect.id, 'P02');
    expect(
      (
        await post('/api/payment/success', {
          prospectId: prospect.id,
          paymentMethod: 'credit_card',
          paymentIntentId: unconfirmed.paymentIntentId,
        })
      ).statusCode,
    ).toBe(402);

    const other = await freeProspectWithReport();
    const othersIntent = await intentFor(other.prospect.id, 'P02');
    await confirm(othersIntent);
    const foreign = await post('/api/payment/success', {
      prospectId: prospect.id,
      paymentMethod: 'credit_card',
      paymentIntentId: othersIntent.paymentIntentId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await post('/api/payment/success', {
          prospectId: prospect.id,
          paymentMethod: 'credit_card',
          paymentIntentId: 'pi_made_up',
        })
      ).statusCode,
    ).toBe(404);

    const row = await prospectRow(prospect.id);
    expect(row.selectedPlanCode).toBe('P01');
    expect(row.maxSubmissions).toBe(2);
    expect(
      await t.database.db.select().from(paymentHistory).where(eq(paymentHistory.prospectId, prospect.id)),
    ).toHaveLength(0);
  });

  it('refuses a wrong client secret and bad cards with the provider wording', async () => {
    const { prospect } = await freeProspectWithReport();
    const intent = await intentFor(prospect.id, 'P02');
    expect((await confirm({ ...intent, clientSecret: 'nope' })).statusCode).toBe(404);
    expect((await confirm(intent, '4242 4242 4242 4241')).json().error).toBe(
      'Your card number is incorrect.',
    );
    const expired = await post('/api/payments/simulated/confirm', {
      ...intent,
      cardNumber: '4242424242424242',
      expiry: '01/20',
      cvc: '123',
      name: 'A',
    });
    expect(expired.json().error).toBe("Your card's expiration year is in the past.");
  });

  it('does not sell the free or the custom plan online', async () => {
    const { prospect } = await freeProspectWithReport();
    const custom = await post('/api/stripe/create-payment-intent', {
      prospectId: prospect.id,
      productCode: 'custom',
    });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().message).toContain('/talk-with-expert');
    expect(
      (await post('/api/stripe/create-payment-intent', { prospectId: prospect.id, productCode: 'basic' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/stripe/create-payment-intent', { prospectId: prospect.id, productCode: 'P99' }))
        .statusCode,
    ).toBe(404);
  });

  it('records an upgrade, then a renewal, each adding its credits; upgrade-plan never grants', async () => {
    const { prospect } = await freeProspectWithReport();
    const refused = await post(`/api/prospects/${prospect.id}/upgrade-plan`, {
      selectedPlan: 'Full Reports',
    });
    expect(refused.statusCode).toBe(403);

    const buy = async (code: string) => {
      const intent = await intentFor(prospect.id, code);
      await confirm(intent);
      return (
        await post('/api/payment/success', {
          prospectId: prospect.id,
          paymentMethod: 'credit_card',
          paymentIntentId: intent.paymentIntentId,
        })
      ).json();
    };
    expect((await buy('P02')).transactionType).toBe('new_purchase');
    expect(
      (await post(`/api/prospects/${prospect.id}/upgrade-plan`, { selectedPlan: 'Full Reports' })).statusCode,
    ).toBe(200);
    const upgrade = await buy('P03');
    expect(upgrade).toMatchObject({
      transactionType: 'upgrade',
      requiresMeeting: true,
      prospect: { selectedPlan: 'Expert Feedback', maxSubmissions: 10 },
    });
    const renewal = await buy('P02');
    // Buying a cheaper plan keeps the better one held, and adds the credits.
    expect(renewal).toMatchObject({
      transactionType: 'renewal',
      prospect: { selectedPlan: 'Expert Feedback', maxSubmissions: 13 },
    });
    const history = await t.database.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.prospectId, prospect.id));
    expect(history.map((h) => [h.transactionType, h.previousPlan]).sort()).toEqual([
      ['new_purchase', 'Free Projection'],
      ['renewal', 'Expert Feedback'],
      ['upgrade', 'Full Reports'],
    ]);
  });

  it('orders: created at the server price, readable, and an intent can be made for them', async () => {
    const { prospect } = await freeProspectWithReport();
    const order = await post('/api/orders', {
      prospectId: prospect.id,
      productType: 'consultation',
      amount: '1.00',
      paymentMethod: 'credit_card',
    });
    expect(order.statusCode).toBe(201);
    expect(order.json()).toMatchObject({
      amount: '59.99',
      productCode: 'P03',
      productName: 'Expert Feedback',
      status: 'created',
    });
    const read = await b.inject({ method: 'GET', url: `/api/orders/${order.json().id}` });
    expect(read.json().id).toBe(order.json().id);
    const intent = await post('/api/payments/stripe/create-intent', { orderId: order.json().id });
    expect(intent.json()).toMatchObject({ amount: '59.99', order: { id: order.json().id } });
    expect(
      (await b.inject({ method: 'GET', url: '/api/orders/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });
});
