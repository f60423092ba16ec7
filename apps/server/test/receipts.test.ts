// Receipts (issue #14 item 4): every applied payment records its method (the card's last four) and
// queues one receipt e-mail through the mail port; the payment history carries the order number.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberOf } from '@trajectory/contracts/receipts';
import { mailOutbox, promoCodes } from '../src/infra/db/schema/index';
import { checkoutSteps } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const { post, freeProspectWithReport, intentFor, confirmCard, paymentSuccess } = checkoutSteps(() => t, b);

async function payByCard(prospectId: string, cardNumber: string) {
  const intent = await intentFor(prospectId, 'P02');
  expect((await confirmCard(intent, cardNumber)).json()).toMatchObject({ status: 'succeeded' });
  const success = () => paymentSuccess(prospectId, intent.paymentIntentId, { productCode: 'P02' });
  return { orderId: intent.orderId, success };
}

const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

async function historyOf(prospectId: string) {
  const res = await b.inject({ method: 'GET', url: `/api/payment-history?prospectId=${prospectId}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<Record<string, unknown>>;
}

describe('a card payment', () => {
  it('records the last four and the order number, and queues one receipt', async () => {
    const { prospect } = await freeProspectWithReport();
    const before = (await mailsTo(prospect.email)).length;
    const { orderId, success } = await payByCard(prospect.id, '5555 5555 5555 4444');
    expect((await success()).statusCode).toBe(200);

    const [record] = await historyOf(prospect.id);
    expect(record).toMatchObject({
      cardLast4: '4444',
      paymentMethod: 'Credit Card',
      orderId,
      orderNumber: orderNumberOf(orderId),
      amount: '29.99',
    });

    const receipts = (await mailsTo(prospect.email)).slice(before);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt!.status).toBe('queued');
    expect(receipt!.subject).toBe(`Your Trajectory receipt ${orderNumberOf(orderId)}`);
    expect(receipt!.text).toContain('Amount: $29.99');
    expect(receipt!.text).toContain(`Order number: ${orderNumberOf(orderId)}`);
    expect(receipt!.text).toContain('Plan: Full Reports');
    expect(receipt!.text).toContain('Payment method: Card ending in 4444');
    expect(receipt!.html).toContain('Card ending in 4444');

    // A replayed success applies nothing and sends no second receipt.
    expect((await success()).json()).toMatchObject({ alreadyApplied: true });
    expect((await mailsTo(prospect.email)).slice(before)).toHaveLength(1);
  });

  it('never keeps more of the card than its last four digits', async () => {
    const { prospect } = await freeProspectWithReport();
    const { success } = await payByCard(prospect.id, '4242 4242 4242 4242');
    await success();
    const [record] = await historyOf(prospect.id);
    expect(JSON.stringify(record)).not.toContain('42424242');
    const text = (await mailsTo(prospect.email)).map((m) => m.text).join('\n');
    expect(text).not.toContain('42424242');
    expect(text).toContain('Card ending in 4242');
  });
});

describe('a promo code', () => {
  it('queues a receipt naming the promo code as the method, for $0.00', async () => {
    const { prospect } = await freeProspectWithReport();
    const [promo] = await t.database.db
      .insert(promoCodes)
      .values({ code: `RCPT${Date.now().toString(36).toUpperCase()}`, productId: 2, maxUses: 5 })
      .returning();
    const used = await post('/api/promo-codes/use', { code: promo!.code, prospectId: prospect.id });
    expect(used.statusCode).toBe(200);
    const [record] = await historyOf(prospect.id);
    expect(record).toMatchObject({ paymentMethod: 'Promo Code', cardLast4: null, amount: '0.00' });
    const receipts = await mailsTo(prospect.email);
    const receipt = receipts.find((m) => m.subject.startsWith('Your Trajectory receipt'));
    expect(receipt?.text).toContain('Payment method: Promo code');
    expect(receipt?.text).toContain('Amount: $0.00');
    expect(receipt?.subject).toContain(record!.orderNumber as string);
  });
});
