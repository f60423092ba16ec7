// Stripe's webhook rules: the signature is checked over the raw body, then only the intent id is taken
// from the event; the payment itself is re-read from Stripe and applied like `payment/success` — once.
// `charge.refunded` (a refund made here or in Stripe's dashboard) revokes the payment like a staff refund.
import type { FastifyBaseLogger } from 'fastify';
import type { TStripeWebhookResponse } from '@trajectory/contracts/purchasing';
import type { Database } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../infra/mail/mailer';
import type { CardProvider } from '../../infra/payments/types';
import { revokeRefundedStripeIntent } from './refund';
import { findOrderByIntentRef } from './repo';
import { applyPaidCardIntent, intentPaysOrder } from './service';

export type StripeWebhookOutcome = TStripeWebhookResponse;

/** Applies the order a succeeded intent pays, after asking Stripe itself; anything else is acknowledged. */
export async function applyStripeIntent(
  db: Database,
  {
    cards,
    intentId,
    log,
    mailer,
  }: { cards: CardProvider; intentId: string; log: FastifyBaseLogger; mailer: Mailer },
): Promise<StripeWebhookOutcome> {
  const found = await findOrderByIntentRef(db, { provider: 'stripe', providerRef: intentId });
  if (!found) {
    log.info({ intentId }, 'Stripe webhook for an intent this server did not create: acknowledged, ignored');
    return { received: true, applied: false, ignored: 'unknown payment intent' };
  }
  const { order } = found;
  // The intent that paid the order, replayed, or its duplicate already refunded: nothing to ask Stripe.
  if (order.status === 'applied' && found.intent.status !== 'open' && found.intent.status !== 'canceled') {
    return { received: true, applied: false };
  }
  const intent = await cards.retrieveIntent(db, intentId);
  if (!intent || !intentPaysOrder(intent, order)) {
    log.warn(
      { intentId, orderId: order.id, status: intent?.status, amountCents: intent?.amountCents },
      'Stripe webhook named an intent that Stripe does not confirm pays its order: ignored',
    );
    return { received: true, applied: false, ignored: 'payment not confirmed by Stripe' };
  }
  const result = await applyPaidCardIntent(db, {
    order,
    intent: found.intent,
    cardIntent: intent,
    cards,
    mailer,
    actor: { system: 'stripe webhook' },
  });
  if (result.applied) log.info({ intentId, orderId: order.id }, 'Stripe payment applied from webhook');
  if (result.duplicateRefunded) {
    log.warn({ intentId, orderId: order.id }, 'Second payment of an order already paid: refunded at once');
    return {
      received: true,
      applied: false,
      refunded: true,
      ignored: 'order already paid: payment refunded',
    };
  }
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
    mailer,
  }: {
    cards: CardProvider;
    body: unknown;
    signature: string | string[] | undefined;
    log: FastifyBaseLogger;
    mailer: Mailer;
  },
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
  if (event.type === 'charge.refunded' && event.paymentIntentId) {
    const outcome = await revokeRefundedStripeIntent(db, { cards, intentId: event.paymentIntentId, mailer });
    if (outcome.revoked) log.info({ intentId: event.paymentIntentId }, 'Stripe refund revoked its payment');
    return {
      received: true,
      applied: false,
      refunded: outcome.revoked,
      ...(outcome.ignored ? { ignored: outcome.ignored } : {}),
    };
  }
  if (event.type !== 'payment_intent.succeeded' || !event.objectId) {
    return { received: true, applied: false, ignored: `event ${event.type} not handled` };
  }
  return applyStripeIntent(db, { cards, intentId: event.objectId, log, mailer });
}
