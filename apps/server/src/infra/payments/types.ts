// The card-payment port: the server creates intents with its own amount and re-reads their status.
import type { DbOrTx } from '../db/client';

export type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled' | 'declined';

export type ProviderIntent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  /** The provider's message for the last failed attempt, shown to the visitor. */
  lastError: string | null;
  metadata: Record<string, string>;
  /** The last four digits of the card that paid, when the provider reports them (for the receipt). */
  cardLast4?: string | null;
};

export type CardProvider = {
  name: 'simulated' | 'stripe';
  /** For the browser: Stripe's publishable key; null for the simulated provider. */
  publishableKey: string | null;
  createIntent: (
    db: DbOrTx,
    input: { amountCents: number; currency: string; metadata: Record<string, string> },
  ) => Promise<ProviderIntent>;
  /** The provider's current truth about an intent; undefined when the provider does not know it. */
  retrieveIntent: (db: DbOrTx, id: string) => Promise<ProviderIntent | undefined>;
  /**
   * Refunds a succeeded intent whole and returns the provider's refund id. Idempotent per intent: asked
   * again (a retry, a crash between the call and our write) it answers the same refund.
   */
  refund: (db: DbOrTx, intentId: string) => Promise<{ refundId: string }>;
  /** The whole refund of an intent when the provider holds one (made by us or in its dashboard). */
  findRefund: (db: DbOrTx, intentId: string) => Promise<{ refundId: string } | undefined>;
  /**
   * Verifies a webhook's signature over its raw body and returns only what identifies the event; throws
   * when the signature is missing or wrong. Absent when the provider takes no webhooks (simulated, or
   * Stripe without STRIPE_WEBHOOK_SECRET).
   */
  verifyWebhook?: (rawBody: Buffer, signature: string) => CardWebhookEvent;
};

/** A verified webhook, reduced to ids: the handler re-reads the truth from the provider. */
export type CardWebhookEvent = {
  id: string;
  type: string;
  objectId: string | null;
  /** The payment intent a charge event (`charge.refunded`) belongs to; null for other objects. */
  paymentIntentId: string | null;
};

/** Where providers report what they swallowed or refused (Fastify's logger fits). */
export type ProviderLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export const silentLogger: ProviderLogger = { info: () => {}, warn: () => {} };
