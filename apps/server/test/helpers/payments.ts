// The checkout steps a founder's browser takes, shared by the payment tests (simulated card, Stripe, PayPal,
// refunds, receipts): one definition of the prospect who has something to buy, of an intent, an order, a
// card payment on the simulated form and the success call, and of the rows a test reads back.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DbOrTx } from '../../src/infra/db/client';
import { paymentHistory, prospects } from '../../src/infra/db/schema/index';
import { bakerySections } from './factories';
import type { TestBrowser } from './visitor';

type AppLike = { app: FastifyInstance; database: { db: DbOrTx } };

/** What a card checkout answers with: the provider's intent and our order. */
export type CardIntent = { paymentIntentId: string; clientSecret: string; orderId: string; amount: string };

/** The card that the simulated provider (and the Stripe emulator's tests) accept. */
export const TEST_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Ada Founder',
};

/**
 * The steps, for one test file's app (`getApp`, read on each call, so it can be declared beside `let t`)
 * and the founder's browser `b` (every prospect made here is held by it, every request carries its cookie).
 */
export function checkoutSteps(getApp: () => AppLike, b: TestBrowser) {
  const db = () => getApp().database.db;
  const post = (url: string, payload: Record<string, unknown>) => b.inject({ method: 'POST', url, payload });

  return {
    post,
    /** A free prospect who used one report credit on a completed bakery questionnaire, through the API. */
    async freeProspectWithReport() {
      const prospect = await b.createProspect(db());
      const q = await post('/api/questionnaires', {
        prospectId: prospect.id,
        ...bakerySections(),
        isCompleted: true,
      });
      expect(q.statusCode, q.body).toBe(201);
      const questionnaireId = (q.json() as { id: string }).id;
      const complete = await post('/api/questionnaire/complete', { questionnaireId });
      expect(complete.statusCode, complete.body).toBe(200);
      return { prospect, questionnaireId };
    },
    /** A card payment intent made at checkout (POST /api/stripe/create-payment-intent), priced by the server. */
    async intentFor(prospectId: string, productCode = 'P02', extra: Record<string, unknown> = {}) {
      const res = await post('/api/stripe/create-payment-intent', { prospectId, productCode, ...extra });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CardIntent;
    },
    /** A card order made at checkout (POST /api/orders), before any intent. */
    async cardOrder(prospectId: string, productType = 'P02') {
      const res = await post('/api/orders', { prospectId, productType });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    },
    /** The intent a checkout tab asks for an order (POST /api/payments/stripe/create-intent). */
    async tabIntent(orderId: string) {
      const res = await post('/api/payments/stripe/create-intent', { orderId });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { paymentIntentId: string; clientSecret: string };
    },
    /** The simulated card form's confirm, with the test card unless another number is given. */
    confirmCard(
      intent: { paymentIntentId: string; clientSecret: string },
      cardNumber = TEST_CARD.cardNumber,
    ) {
      return post('/api/payments/simulated/confirm', { ...intent, ...TEST_CARD, cardNumber });
    },
    /** The browser's call after a card payment (POST /api/payment/success). */
    paymentSuccess(prospectId: string, paymentIntentId: string, extra: Record<string, unknown> = {}) {
      return post('/api/payment/success', {
        prospectId,
        paymentMethod: 'credit_card',
        paymentIntentId,
        ...extra,
      });
    },
    /** The prospect's payment_history rows. */
    historyOf(prospectId: string) {
      return db().select().from(paymentHistory).where(eq(paymentHistory.prospectId, prospectId));
    },
    /** The prospect's row. */
    async prospectRow(id: string) {
      const [row] = await db().select().from(prospects).where(eq(prospects.id, id));
      return row!;
    },
  };
}
