// Issue #24 item 7: a founder reopens and downloads any of their receipts as a PDF from Payment History,
// with the seller's details from the contact settings; another founder's receipt is not found.
// One database is enough: the receipt is drawn from a payment row that receipts.test.ts reads on both.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberOf, receiptPdfPath } from '@trajectory/contracts/receipts';
import { contactSettings, paymentHistory } from '../src/infra/db/schema/index';
import { receiptSeller } from '../src/domains/purchasing/receipts/service';
import { staffCaller } from './helpers/admin';
import { checkoutSteps } from './helpers/payments';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
const b = lazyTestBrowser(() => t);
const other = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const { freeProspectWithReport, intentFor, confirmCard, paymentSuccess } = checkoutSteps(() => t, b);

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}

async function paidFounder() {
  const { prospect } = await freeProspectWithReport();
  const intent = await intentFor(prospect.id, 'P02');
  await confirmCard(intent, '5555 5555 5555 4444');
  expect((await paymentSuccess(prospect.id, intent.paymentIntentId, { productCode: 'P02' })).statusCode).toBe(
    200,
  );
  const history = (
    await b.inject({ method: 'GET', url: `/api/payment-history?prospectId=${prospect.id}` })
  ).json() as Array<{ id: string; orderId: string }>;
  return { prospect, payment: history[0]!, orderId: intent.orderId };
}

describe('GET /api/payment-history/:id/receipt.pdf', () => {
  it('gives the founder their receipt: the lines, who paid, and the seller from the contact settings', async () => {
    await t.database.db.update(contactSettings).set({ contactEmail: 'billing@plans.example.com' });
    const { prospect, payment, orderId } = await paidFounder();
    const res = await b.inject({ method: 'GET', url: receiptPdfPath(payment.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain(
      `filename="Trajectory_receipt_${orderNumberOf(orderId)}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    for (const expected of [
      'Trajectory',
      'billing@plans.example.com',
      'Receipt',
      prospect.email,
      '$29.99',
      orderNumberOf(orderId),
      'Full Reports',
      'Card ending in 4444',
      'Paid',
      'Quote the order number if you contact us about this payment.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the seller by the contact settings’ e-mail (else the support address) and the public address', async () => {
    const db = t.database.db;
    expect(
      await receiptSeller(db, { supportEmail: 'help@x.test', publicUrl: 'https://plans.example.com/' }),
    ).toEqual({
      name: 'Trajectory',
      email: 'billing@plans.example.com',
      website: 'https://plans.example.com',
    });
    await db.update(contactSettings).set({ contactEmail: '' });
    expect(await receiptSeller(db, { supportEmail: 'help@x.test', publicUrl: undefined })).toEqual({
      name: 'Trajectory',
      email: 'help@x.test',
      website: null,
    });
    await db.update(contactSettings).set({ contactEmail: 'billing@plans.example.com' });
  });

  it('reopens a refunded payment marked refunded, with its date', async () => {
    const { payment } = await paidFounder();
    await t.database.db
      .update(paymentHistory)
      .set({ status: 'refunded', refundedAt: new Date('2026-03-04T10:00:00Z') })
      .where(eq(paymentHistory.id, payment.id));
    const res = await b.inject({ method: 'GET', url: receiptPdfPath(payment.id) });
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Receipt (refunded)');
    expect(text).toContain('March 4, 2026');
  });

  it('answers another founder 404, no session 401, a bad id 400, and staff the PDF', async () => {
    const { payment } = await paidFounder();
    await other.createProspect(t.database.db);
    const foreign = await other.inject({ method: 'GET', url: receiptPdfPath(payment.id) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'NOT_FOUND', message: 'Payment not found', field: 'id' });
    const missing = await b.inject({
      method: 'GET',
      url: receiptPdfPath('00000000-0000-4000-8000-000000000000'),
    });
    expect(missing.json()).toEqual(foreign.json());
    const anonymous = await t.app.inject({ method: 'GET', url: receiptPdfPath(payment.id) });
    expect(anonymous.statusCode).toBe(401);
    const bad = await b.inject({ method: 'GET', url: receiptPdfPath('not-a-uuid') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'path.id' });
    const staff = staffCaller(t.app, await loginAsStaff(t.app));
    const asStaff = await staff('GET', receiptPdfPath(payment.id));
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['content-type']).toBe('application/pdf');
  });
});
