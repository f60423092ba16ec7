// The Stripe card provider: PaymentIntents created with the server's amount, re-read before every grant,
// and webhooks verified against the raw body with the endpoint's signing secret.
import Stripe from 'stripe';
import { AppError } from '../../lib/errors';
import {
  silentLogger,
  type CardProvider,
  type IntentStatus,
  type ProviderIntent,
  type ProviderLogger,
} from './types';

export type StripeProviderOptions = {
  secretKey: string;
  publishableKey: string;
  /** The endpoint's signing secret (whsec_…); without it webhooks are not accepted. */
  webhookSecret?: string;
  /** Testing overrides: where the SDK sends its API calls (a local emulator); Stripe's servers otherwise. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  log?: ProviderLogger;
};

export const PAYMENT_SETUP_FAILED = 'Payment Setup Failed - Unable to setup payment. Please try again.';
const REFUND_FAILED = 'Stripe could not refund this payment:';
const PROVIDER_UNREACHABLE =
  'We could not confirm your payment with the card provider. Please try again in a moment.';

/** Stripe's intent states, reduced to the port's: only `succeeded` pays. */
export function toIntentStatus(
  intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>,
): IntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    default:
      // requires_payment_method / requires_confirmation / requires_action: not paid; a decline leaves an error.
      return intent.last_payment_error ? 'declined' : 'requires_payment_method';
  }
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    currency: intent.currency,
    status: toIntentStatus(intent),
    lastError: intent.last_payment_error?.message ?? null,
    metadata: { ...(intent.metadata ?? {}) },
    cardLast4: cardLast4Of(intent),
  };
}

/** The paying card's last four, from the intent's latest charge when it was expanded. */
function cardLast4Of(intent: Stripe.PaymentIntent): string | null {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  return charge.payment_method_details?.card?.last4 ?? null;
}

function describe(error: unknown) {
  if (error instanceof Stripe.errors.StripeError) {
    return { type: error.type, code: error.code, statusCode: error.statusCode, message: error.message };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** Parses STRIPE_API_BASE (http://127.0.0.1:12111) into the SDK's host, port and protocol. */
export function stripeApiBase(
  url: string | undefined,
): Pick<StripeProviderOptions, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

export function createStripeCardProvider(options: StripeProviderOptions): CardProvider {
  const log = options.log ?? silentLogger;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Trajectory' },
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  const webhookSecret = options.webhookSecret;

  /** Stripe's whole refund of an intent: its succeeded or pending refunds add up to the amount paid. */
  const findRefund = async (intentId: string) => {
    try {
      const intent = await stripe.paymentIntents.retrieve(intentId);
      const refunds = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
      const live = refunds.data.filter((r) => r.status === 'succeeded' || r.status === 'pending');
      const refunded = live.reduce((sum, r) => sum + r.amount, 0);
      return live.length > 0 && refunded >= intent.amount ? { refundId: live[0]!.id } : undefined;
    } catch (error) {
      log.warn(
        { provider: 'stripe', intentId, ...describe(error) },
        'Stripe could not be asked about refunds',
      );
      throw new AppError('PAYMENT_REQUIRED', PROVIDER_UNREACHABLE);
    }
  };

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    createIntent: async (_db, { amountCents, currency, metadata }) => {
      try {
        const intent = await stripe.paymentIntents.create({
          amount: amountCents,
          currency,
          metadata,
          automatic_payment_methods: { enabled: true },
        });
        return toIntent(intent);
      } catch (error) {
        log.warn({ provider: 'stripe', ...describe(error) }, 'Stripe refused to create a PaymentIntent');
        throw new AppError('INVALID_INPUT', PAYMENT_SETUP_FAILED);
      }
    },
    retrieveIntent: async (_db, id) => {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeError &&
          (error.statusCode === 404 || error.code === 'resource_missing')
        ) {
          return undefined;
        }
        log.warn(
          { provider: 'stripe', intentId: id, ...describe(error) },
          'Stripe could not be asked about an intent',
        );
        throw new AppError('PAYMENT_REQUIRED', PROVIDER_UNREACHABLE);
      }
    },
    refund: async (_db, intentId) => {
      try {
        // The idempotency key makes a retried refund of the same intent answer the first refund.
        const refund = await stripe.refunds.create(
          { payment_intent: intentId },
          { idempotencyKey: `refund-${intentId}` },
        );
        return { refundId: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') {
          const existing = await findRefund(intentId);
          if (existing) return existing;
        }
        log.warn({ provider: 'stripe', intentId, ...describe(error) }, 'Stripe refused a refund');
        throw new AppError('PAYMENT_REQUIRED', `${REFUND_FAILED} ${describe(error).message}`);
      }
    },
    findRefund: async (_db, intentId) => findRefund(intentId),
    ...(webhookSecret
      ? {
          verifyWebhook: (rawBody: Buffer, signature: string) => {
            const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
            const object = event.data.object as { id?: unknown; payment_intent?: unknown };
            return {
              id: event.id,
              type: event.type,
              objectId: typeof object.id === 'string' ? object.id : null,
              paymentIntentId: typeof object.payment_intent === 'string' ? object.payment_intent : null,
            };
          },
        }
      : {}),
  };
}
