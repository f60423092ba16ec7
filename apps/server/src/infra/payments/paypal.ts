// The PayPal provider: orders created with the server's amount and captured by the server through the
// official @paypal/paypal-server-sdk; every answer is reduced to the few facts the purchasing rules check.
import { centsToPrice, priceToCents } from '@trajectory/contracts/common';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type Order,
} from '@paypal/paypal-server-sdk';
import { AppError } from '../../lib/errors';
import { silentLogger, type ProviderLogger } from './types';

export type PayPalCapture = {
  id: string;
  /** COMPLETED, PENDING, DECLINED, … — only COMPLETED pays. */
  status: string;
  amountCents: number | null;
  currency: string | null;
};

export type PayPalOrder = {
  id: string;
  /** CREATED, APPROVED, COMPLETED, VOIDED, PAYER_ACTION_REQUIRED. */
  status: string;
  amountCents: number | null;
  currency: string | null;
  /** Our order id, as we sent it in custom_id / reference_id. */
  reference: string | null;
  capture: PayPalCapture | null;
};

export type PayPalProvider = {
  /** For the browser's JS SDK (`client-id`). */
  clientId: string;
  environment: 'sandbox' | 'production';
  createOrder: (input: {
    orderId: string;
    amountCents: number;
    currency: string;
    description: string;
  }) => Promise<PayPalOrder>;
  /**
   * Captures an approved order. A refusal (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, …) throws a 402 AppError
   * with PayPal's message; an order captured before answers with its current state.
   */
  captureOrder: (id: string) => Promise<PayPalOrder>;
  /** PayPal's current truth about an order; undefined when PayPal does not know it. */
  getOrder: (id: string) => Promise<PayPalOrder | undefined>;
  /**
   * Refunds a capture whole; retried, PayPal answers the same refund (request id per capture). A capture
   * refunded before (in PayPal's dashboard) answers `refundId: null`.
   */
  refundCapture: (captureId: string) => Promise<{ refundId: string | null }>;
};

export type PayPalProviderOptions = {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  log?: ProviderLogger;
};

export const PAYPAL_SETUP_FAILED = 'Failed to start PayPal payment. Please try again.';
const PAYPAL_UNREACHABLE =
  'PayPal could not be reached to confirm your payment. Please try again in a moment.';

export function payPalValueToCents(value: string | undefined): number | null {
  const trimmed = value?.trim();
  return trimmed && /^\d+(?:\.\d{1,2})?$/.test(trimmed) ? priceToCents(trimmed) : null;
}

function toPayPalOrder(order: Order): PayPalOrder {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    id: order.id ?? '',
    status: order.status ?? 'UNKNOWN',
    amountCents: payPalValueToCents(unit?.amount?.value),
    currency: unit?.amount?.currencyCode ?? null,
    reference: capture?.customId ?? unit?.customId ?? unit?.referenceId ?? null,
    capture: capture?.id
      ? {
          id: capture.id,
          status: capture.status ?? 'UNKNOWN',
          amountCents: payPalValueToCents(capture.amount?.value),
          currency: capture.amount?.currencyCode ?? null,
        }
      : null,
  };
}

type PayPalErrorBody = {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
};

/** PayPal's own words for a refusal: the first issue's description, else the error's message. */
function payPalError(error: unknown): {
  statusCode: number | null;
  issue: string | null;
  message: string | null;
} {
  if (!(error instanceof ApiError)) return { statusCode: null, issue: null, message: null };
  const body = (error.result ?? {}) as PayPalErrorBody;
  const detail = body.details?.[0];
  return {
    statusCode: error.statusCode,
    issue: detail?.issue ?? body.name ?? null,
    message: detail?.description ?? body.message ?? null,
  };
}

function describe(error: unknown) {
  const known = payPalError(error);
  return {
    provider: 'paypal',
    statusCode: known.statusCode,
    issue: known.issue,
    message: known.message ?? (error instanceof Error ? error.message : String(error)),
  };
}

export function createPayPalProvider(options: PayPalProviderOptions): PayPalProvider {
  const log = options.log ?? silentLogger;
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: options.clientId,
      oAuthClientSecret: options.clientSecret,
    },
    environment: options.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);

  const getOrder = async (id: string) => {
    try {
      const { result } = await orders.getOrder({ id });
      return toPayPalOrder(result);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return undefined;
      log.warn({ ...describe(error), paypalOrderId: id }, 'PayPal could not be asked about an order');
      throw new AppError('PAYMENT_REQUIRED', PAYPAL_UNREACHABLE);
    }
  };

  return {
    clientId: options.clientId,
    environment: options.environment,
    createOrder: async ({ orderId, amountCents, currency, description }) => {
      try {
        const { result } = await orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: orderId,
                customId: orderId,
                description: description.slice(0, 127),
                amount: { currencyCode: currency.toUpperCase(), value: centsToPrice(amountCents) },
              },
            ],
          },
          prefer: 'return=representation',
        });
        return toPayPalOrder(result);
      } catch (error) {
        log.warn({ ...describe(error), orderId }, 'PayPal refused to create an order');
        throw new AppError('INVALID_INPUT', PAYPAL_SETUP_FAILED);
      }
    },
    captureOrder: async (id) => {
      try {
        const { result } = await orders.captureOrder({
          id,
          // Makes a retried capture idempotent on PayPal's side.
          paypalRequestId: `capture-${id}`,
          prefer: 'return=representation',
        });
        return toPayPalOrder(result);
      } catch (error) {
        const known = payPalError(error);
        if (known.issue === 'ORDER_ALREADY_CAPTURED') {
          const current = await getOrder(id);
          if (current) return current;
        }
        if (known.statusCode === 404) {
          throw new AppError('NOT_FOUND', 'PayPal does not know this order', { field: 'orderId' });
        }
        log.warn({ ...describe(error), paypalOrderId: id }, 'PayPal refused to capture an order');
        if (known.statusCode !== null && known.statusCode >= 400 && known.statusCode < 500) {
          throw new AppError(
            'PAYMENT_REQUIRED',
            known.message ?? 'Payment could not be processed. Please try again.',
            { field: 'orderId' },
          );
        }
        throw new AppError('PAYMENT_REQUIRED', PAYPAL_UNREACHABLE, { field: 'orderId' });
      }
    },
    getOrder,
    refundCapture: async (captureId) => {
      try {
        const { result } = await payments.refundCapturedPayment({
          captureId,
          paypalRequestId: `refund-${captureId}`,
          prefer: 'return=representation',
        });
        return { refundId: result.id ?? null };
      } catch (error) {
        const known = payPalError(error);
        if (known.issue === 'CAPTURE_FULLY_REFUNDED') return { refundId: null };
        log.warn({ ...describe(error), captureId }, 'PayPal refused a refund');
        throw new AppError(
          'PAYMENT_REQUIRED',
          `PayPal could not refund this payment: ${known.message ?? PAYPAL_UNREACHABLE}`,
        );
      }
    },
  };
}
