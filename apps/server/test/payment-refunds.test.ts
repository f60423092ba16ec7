// Issue #22 with the simulated card provider: a paid intent is never orphaned (two checkout tabs), staff
// refunds that revoke what a payment bought (once, audited, out of revenue), and a deleted founder's
// payment history going to no one.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  orderIntents,
  paymentHistory,
  promoCodes,
  prospects,
  questionnaires,
  simulatedPaymentIntents,
} from '../src/infra/db/schema/index';
import { createSimulatedCardProvider } from '../src/infra/payments/simulated';
import { staffCaller } from './helpers/admin';
import { bakerySections } from './helpers/factories';
import { checkoutSteps } from './helpers/payments';
import { createTestApp, loginAsStaff, TEST_ADMIN, type TestApp } from './helpers/test-app';
import { lazyTestBrowser, registerVisitor } from './helpers/visitor';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

const {
  post,
  cardOrder,
  tabIntent,
  confirmCard,
  paymentSuccess: success,
  historyOf,
  prospectRow,
} = checkoutSteps(() => t, b);

/**
 * A free prospect who used one report credit on a completed questionnaire. Written directly: what is under
 * test here is payments, and the questionnaire routes are covered (and changed) elsewhere.
 */
async function freeProspectWithReport(overrides: Record<string, unknown> = {}) {
  const prospect = await b.createProspect(t.database.db, overrides);
  await t.database.db.insert(questionnaires).values({
    prospectId: prospect.id,
    sections: bakerySections() as never,
    isCompleted: true,
    completedAt: new Date(),
  });
  await t.database.db.update(prospects).set({ submissionCount: 1 }).where(eq(prospects.id, prospect.id));
  return prospect;
}

/** What two tabs asking at the same instant leave: a second intent of the order, recorded like every intent. */
async function secondIntentOf(orderId: string, prospectId: string) {
  const intent = await createSimulatedCardProvider().createIntent(t.database.db, {
    amountCents: 2999,
    currency: 'usd',
    metadata: { orderId, prospectId, productCode: 'P02' },
  });
  await t.database.db.insert(orderIntents).values({ orderId, provider: 'simulated', providerRef: intent.id });
  return { paymentIntentId: intent.id, clientSecret: intent.clientSecret };
}
const pay = async (intent: { paymentIntentId: string; clientSecret: string }) =>
  expect((await confirmCard(intent)).json()).toMatchObject({ status: 'succeeded' });

async function paidByCard(productType = 'P02') {
  const prospect = await freeProspectWithReport();
  const order = await cardOrder(prospect.id, productType);
  const intent = await tabIntent(order.id);
  await pay(intent);
  expect((await success(prospect.id, intent.paymentIntentId)).statusCode).toBe(200);
  const payment = (await historyOf(prospect.id))[0]!;
  return { prospect, order, intent, payment };
}

const auditOf = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
const refund = (paymentId: string) => staff('POST', `/api/admin/payments/${paymentId}/refund`);

describe('A paid intent is never orphaned (issue #22 item 2, simulated provider)', () => {
  it('two checkout tabs, the customer pays the first: granted once', async () => {
    const prospect = await freeProspectWithReport();
    const order = await cardOrder(prospect.id);
    const first = await tabIntent(order.id);
    const second = await tabIntent(order.id);
    expect(second).toMatchObject(first);
    await pay(first);
    const res = await success(prospect.id, first.paymentIntentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alreadyApplied: false, prospect: { selectedPlan: 'Full Reports' } });
    expect((await success(prospect.id, second.paymentIntentId)).json()).toMatchObject({
      alreadyApplied: true,
    });
    expect(await historyOf(prospect.id)).toHaveLength(1);
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P02', maxSubmissions: 5 });
  });

  it('an open intent that can no longer pay this amount is not reused: a new one is made, the old one kept', async () => {
    const prospect = await freeProspectWithReport();
    const order = await cardOrder(prospect.id);
    const first = await tabIntent(order.id);
    await t.database.db
      .update(simulatedPaymentIntents)
      .set({ status: 'canceled' })
      .where(eq(simulatedPaymentIntents.id, first.paymentIntentId));
    const second = await tabIntent(order.id);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    const intents = await t.database.db.select().from(orderIntents).where(eq(orderIntents.orderId, order.id));
    expect(intents.map((i) => [i.providerRef, i.status]).sort()).toEqual(
      [
        [first.paymentIntentId, 'canceled'],
        [second.paymentIntentId, 'open'],
      ].sort(),
    );
  });

  it('two checkout tabs that both paid: one applied, the other refunded at once and audited', async () => {
    const prospect = await freeProspectWithReport();
    const order = await cardOrder(prospect.id);
    const first = await tabIntent(order.id);
    const second = await secondIntentOf(order.id, prospect.id);
    // The card form of the older tab still works: any intent of the order is the customer's.
    await pay(first);
    await pay(second);
    expect((await success(prospect.id, first.paymentIntentId)).json()).toMatchObject({
      alreadyApplied: false,
    });
    const dup = await success(prospect.id, second.paymentIntentId);
    expect(dup.statusCode).toBe(200);
    expect(dup.json()).toMatchObject({ alreadyApplied: true, message: expect.stringMatching(/refunded/) });
    expect((await success(prospect.id, second.paymentIntentId)).statusCode).toBe(200);

    const [simulated] = await t.database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, second.paymentIntentId));
    expect(simulated!.metadata.refundId).toMatch(/^re_sim_/);
    const [kept] = await t.database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, first.paymentIntentId));
    expect(kept!.metadata.refundId).toBeUndefined();
    const audit = await auditOf('payment.duplicate_refund', order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorName: 'system: payment success',
      after: { status: 'refunded', refundId: simulated!.metadata.refundId },
    });
    expect(await historyOf(prospect.id)).toHaveLength(1);
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P02', maxSubmissions: 5 });
  });
});

describe('Refunds that revoke (issue #22 item 9)', () => {
  it('staff refund a card payment: row refunded, plan back to free, credits taken back, mail, audit, out of revenue', async () => {
    const { prospect, payment } = await paidByCard();
    expect(payment.creditsAdded).toBe(3);
    const used = (await prospectRow(prospect.id)).submissionCount;

    const preview = await staff('GET', `/api/admin/payments/${payment.id}/refund`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      provider: 'simulated',
      payment: { amount: '29.99', refundedAt: null },
      before: { plan: 'Full Reports', reportLimit: 5 },
      after: { plan: 'Free Projection', planCode: 'P01', reportLimit: Math.max(used, 2) },
    });
    const summaryBefore = (await staff('GET', '/api/admin/payment-history')).json().summary;

    const res = await refund(payment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      // The simulated provider's refund is marked on its intent; no provider refund id is recorded.
      payment: { status: 'refunded', refundedAt: expect.any(String), refundId: null },
      after: { planCode: 'P01', reportLimit: Math.max(used, 2) },
    });
    const [row] = await historyOf(prospect.id);
    expect(row).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
    // The founder's payment history says so, with the refund's date.
    const history = await staff('GET', `/api/payment-history?email=${encodeURIComponent(prospect.email)}`);
    expect(history.json()[0]).toMatchObject({
      status: 'refunded',
      refundedAt: row!.refundedAt!.toISOString(),
    });
    expect(await prospectRow(prospect.id)).toMatchObject({
      selectedPlanCode: 'P01',
      maxSubmissions: Math.max(used, 2),
    });
    const [intent] = await t.database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, payment.transactionId!));
    expect(intent!.metadata.refundId).toMatch(/^re_sim_/);

    const audit = await auditOf('payment.refund', payment.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorName: TEST_ADMIN.username,
      before: { plan: 'Full Reports', reportLimit: 5 },
      after: { plan: 'Free Projection', reportLimit: Math.max(used, 2) },
    });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, prospect.email));
    const refundMail = mails.find((m) => m.subject.startsWith('Your Trajectory refund'));
    expect(refundMail?.text).toContain('This payment has been refunded ($29.99)');
    expect(refundMail?.text).toContain('Your plan now: Free Projection');

    // Revenue: the refunded card payment leaves the figures; the list and the CSV show it refunded.
    const list = (await staff('GET', '/api/admin/payment-history')).json();
    const revenue = (s: { totalRevenue: string }) => Math.round(Number(s.totalRevenue) * 100);
    expect(revenue(summaryBefore) - revenue(list.summary)).toBe(2999);
    expect(summaryBefore.revenueCount - list.summary.revenueCount).toBe(1);
    expect(list.items.find((p: { id: string }) => p.id === payment.id)).toMatchObject({ status: 'refunded' });
    const csv = await staff(
      'GET',
      `/api/admin/payment-history/export.csv?search=${encodeURIComponent(prospect.email)}`,
    );
    expect(csv.body.split('\r\n')[1]).toMatch(/,refunded$/);
    const byStatus = (await staff('GET', '/api/admin/payment-history?status=refunded')).json();
    expect(byStatus.items.map((p: { id: string }) => p.id)).toContain(payment.id);

    // Refunding twice: 409, nothing changes.
    const twice = await refund(payment.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'CONFLICT', field: 'id' });
    expect(await auditOf('payment.refund', payment.id)).toHaveLength(1);
  });

  it('a refunded founder is no longer served the files of the plan: 403 on the balance sheet and the Excel export', async () => {
    const { prospect, payment } = await paidByCard();
    const sheet = () => b.inject({ method: 'GET', url: `/api/balance-sheet/${prospect.id}` });
    const excel = () => b.inject({ method: 'GET', url: `/api/export/financial-reports/${prospect.id}` });
    expect((await sheet()).statusCode).toBe(200);
    expect((await excel()).statusCode).toBe(200);
    expect((await refund(payment.id)).statusCode).toBe(200);
    expect((await sheet()).statusCode).toBe(403);
    expect((await excel()).statusCode).toBe(403);
  });

  it('the plan becomes the highest plan among the remaining payments; a manual grant is revoked without a provider', async () => {
    const { prospect, payment: card } = await paidByCard();
    const granted = await staff('POST', `/api/admin/prospects/${prospect.id}/grant-plan`, {
      productCode: 'P03',
      amount: '350.00',
    });
    expect(granted.statusCode).toBe(200);
    const manual = (await historyOf(prospect.id)).find((p) => p.paymentMethod === 'Manual')!;
    const before = await prospectRow(prospect.id);
    expect(before.selectedPlanCode).toBe('P03');

    // The card payment refunded: the manual grant still holds the higher plan; only its credits go.
    expect((await refund(card.id)).statusCode).toBe(200);
    const afterCard = await prospectRow(prospect.id);
    expect(afterCard.selectedPlanCode).toBe('P03');
    expect(afterCard.maxSubmissions).toBe(Math.max(before.submissionCount, before.maxSubmissions - 3));

    const res = await refund(manual.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'refunded', refundId: null });
    const afterManual = await prospectRow(prospect.id);
    expect(afterManual.selectedPlanCode).toBe('P01');
    expect(afterManual.maxSubmissions).toBe(
      Math.max(before.submissionCount, afterCard.maxSubmissions - manual.creditsAdded!),
    );
  });

  it('an old row without credits_added falls back to the product credits; the limit never drops below reports used', async () => {
    const { prospect, payment } = await paidByCard();
    await t.database.db
      .update(paymentHistory)
      .set({ creditsAdded: null })
      .where(eq(paymentHistory.id, payment.id));
    await t.database.db.update(prospects).set({ submissionCount: 4 }).where(eq(prospects.id, prospect.id));
    expect((await refund(payment.id)).statusCode).toBe(200);
    // 5 − 3 = 2, but four reports were made: the limit stays at 4.
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P01', maxSubmissions: 4 });
  });

  it("a deleted founder's payment is found by its id and marked refunded; refunding it changes no one", async () => {
    const { prospect, payment } = await paidByCard();
    expect((await staff('DELETE', `/api/admin/prospects/${prospect.id}`)).statusCode).toBe(200);
    const res = await refund(payment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment: { status: 'refunded', prospectId: null }, after: null });
  });

  it('a promo code payment is revoked without a provider: plan and credits back, the promo uses leave the figures', async () => {
    const [promo] = await t.database.db
      .insert(promoCodes)
      .values({ code: `REFUND${Date.now().toString(36).toUpperCase()}`, productId: 2, maxUses: 10 })
      .returning();
    const prospect = await freeProspectWithReport();
    const used = await post('/api/promo-codes/use', { code: promo!.code, prospectId: prospect.id });
    expect(used.statusCode).toBe(200);
    const [payment] = await historyOf(prospect.id);
    expect(payment).toMatchObject({ paymentMethod: 'Promo Code', transactionId: null, creditsAdded: 3 });
    const promoUses = async () =>
      (await staff('GET', '/api/admin/payment-history')).json().summary.promoCodeCount as number;
    const before = await promoUses();

    const preview = await staff('GET', `/api/admin/payments/${payment!.id}/refund`);
    expect(preview.json()).toMatchObject({ provider: null, after: { planCode: 'P01' } });
    const res = await refund(payment!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'refunded', refundId: null, amount: '0.00' });
    expect(await prospectRow(prospect.id)).toMatchObject({ selectedPlanCode: 'P01', maxSubmissions: 2 });
    expect(await promoUses()).toBe(before - 1);
  });

  it('is staff-only, and answers 404 for an unknown payment and 400 for a malformed id', async () => {
    const { payment } = await paidByCard();
    const visitor = await b.inject({ method: 'POST', url: `/api/admin/payments/${payment.id}/refund` });
    expect(visitor.statusCode).toBe(401);
    expect((await historyOf(payment.prospectId!))[0]!.refundedAt).toBeNull();
    const unknown = await refund('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const bad = await refund('nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: expect.stringContaining('id') });
  });
});

describe("A deleted founder's history goes to no one (issue #22 item 4)", () => {
  it('a stranger who registers the e-mail of a deleted prospect reads none of the old payments; staff keep them', async () => {
    const email = `deleted-founder-${Date.now()}@example.com`;
    const founder = await freeProspectWithReport({ email });
    const order = await cardOrder(founder.id);
    const intent = await tabIntent(order.id);
    await pay(intent);
    expect((await success(founder.id, intent.paymentIntentId)).statusCode).toBe(200);
    expect((await staff('DELETE', `/api/admin/prospects/${founder.id}`)).statusCode).toBe(200);

    const stranger = await registerVisitor(t.app, { email });
    const asStranger = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: stranger.cookie } });
    const byEmail = await asStranger(`/api/payment-history?email=${encodeURIComponent(email)}`);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual([]);
    expect((await asStranger('/api/payment-history')).json()).toEqual([]);
    expect((await asStranger(`/api/payment-history?prospectId=${stranger.prospect.id}`)).json()).toEqual([]);

    const forStaff = await staff('GET', `/api/payment-history?email=${encodeURIComponent(email)}`);
    expect(forStaff.json()).toHaveLength(1);
    expect(forStaff.json()[0]).toMatchObject({ amount: '29.99', cardLast4: '4242' });
  });
});
