// Stripe's webhook rules: the signature is checked over the raw body, then only the intent id is taken
// from the event; the payment itself is re-read from Stripe and applied like `payment/success` — once.
import type { FastifyBaseLogger } from 'fastify';
import type { TStripeWebhookResponse } from '@trajectory/contracts/purchasing';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { CardProvider } from '../../providers/payments/types';
import { applyOrder } from './apply';
import { findOrderByProviderRef } from './repo';
import { intentPaysOrder } from './service';

export type StripeWebhookOutcome = TStripeWebhookResponse;

/** Applies the order a succeeded intent pays, after asking Stripe itself; anything else is acknowledged. */
export async function applyStripeIntent(
  db: Database,
  { cards, intentId, log }: { cards: CardProvider; intentId: string; log: FastifyBaseLogger },
): Promise<StripeWebhookOutcome> {
  const order = await findOrderByProviderRef(db, { provider: 'stripe', providerRef: intentId });
  if (!order) {
    log.info({ intentId }, 'Stripe webhook for an intent this server did not create: acknowledged, ignored');
    return { received: true, applied: false, ignored: 'unknown payment intent' };
  }
  if (order.status === 'applied') return { received: true, applied: false };
  const intent = await cards.retrieveIntent(db, intentId);
  if (!intent || !intentPaysOrder(intent, order)) {
    log.warn(
      { intentId, orderId: order.id, status: intent?.status, amountCents: intent?.amountCents },
      'Stripe webhook named an intent that Stripe does not confirm pays its order: ignored',
    );
    return { received: true, applied: false, ignored: 'payment not confirmed by Stripe' };
  }
  const result = await db.transaction((tx) =>
    applyOrder(tx, { order, paymentMethod: 'Credit Card', transactionId: intent.id }),
  );
  if (result.applied) log.info({ intentId, orderId: order.id }, 'Stripe payment applied from webhook');
  return { received: true, applied: result.applied };
}

/** The whole webhook: configured, signed, a succeeded intent; anything else is a 4xx or acknowledged. */
export async function handleStripeWebhook(
  db: Database,
  {
    cards,
    body,
    signature,
    log,
  }: { cards: CardProvider; body: unknown; signature: string | string[] | undefined; log: FastifyBaseLogger },
): Promise<StripeWebhookOutcome> {
  if (cards.name !== 'stripe' || !cards.verifyWebhook) {
    throw new AppError('NOT_FOUND', 'Stripe webhooks are not configured on this server');
  }
  if (typeof signature !== 'string' || signature.length === 0) {
    throw new AppError('INVALID_INPUT', 'The Stripe-Signature header is missing', {
      field: 'header.stripe-signature',
    });
  }
  if (!Buffer.isBuffer(body)) {
    throw new AppError('INVALID_INPUT', 'Send the Stripe event as application/json');
  }
  let event;
  try {
    event = cards.verifyWebhook(body, signature);
  } catch (error) {
    log.warn({ err: error }, 'Stripe webhook with a bad signature refused');
    throw new AppError('INVALID_INPUT', 'The Stripe signature does not match this event', {
      field: 'header.stripe-signature',
    });
  }
  if (event.type !== 'payment_intent.succeeded' || !event.objectId) {
    return { received: true, applied: false, ignored: `event ${event.type} not handled` };
  }
  return applyStripeIntent(db, { cards, intentId: event.objectId, log });
}
