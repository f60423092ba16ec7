// What the checkout routes call, one function per endpoint: orders, card intents, the simulated card
// form and payment success. Routes parse and check who calls; the rules live here and in service.ts.
import type {
  TConfirmSimulatedRequest,
  TConfirmSimulatedResponse,
  TCreateIntentForOrderResponse,
  TCreatePaymentIntentResponse,
  TOrder,
  TPaymentSuccessRequest,
  TPaymentSuccessResponse,
} from '@trajectory/contracts/purchasing';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../infra/mail/mailer';
import type { PayPalProvider } from '../../infra/payments/paypal';
import { confirmSimulatedIntent } from '../../infra/payments/simulated';
import type { CardProvider } from '../../infra/payments/types';
import { confirmPayPalPayment } from './paypal-service';
import {
  confirmPromoPayment,
  createIntentForOrder,
  createOrder,
  getOrder,
  recordCardPayment,
  toOrderDto,
} from './service';

export const unknownPayment = () =>
  new AppError('NOT_FOUND', 'Unknown payment', { field: 'paymentIntentId' });

/** POST /api/orders: an order at the server's price, paid by card (the configured provider) or PayPal. */
export async function openOrder(
  db: DbOrTx,
  {
    prospectId,
    productRef,
    paymentMethod,
    cards,
  }: { prospectId: string; productRef: string; paymentMethod?: string; cards: CardProvider },
): Promise<TOrder> {
  const provider = paymentMethod === 'paypal' ? 'paypal' : cards.name;
  const { order, product } = await createOrder(db, { prospectId, productRef, provider });
  return toOrderDto(order, product);
}

export async function readOrder(db: DbOrTx, { id }: { id: string }): Promise<TOrder> {
  const { order, product } = await getOrder(db, { id });
  return toOrderDto(order, product);
}

/** POST /api/stripe/create-payment-intent: a new order and its card intent in one step. */
export async function createCardIntentForProduct(
  db: DbOrTx,
  { prospectId, productRef, cards }: { prospectId: string; productRef: string; cards: CardProvider },
): Promise<TCreatePaymentIntentResponse> {
  const { order, product } = await createOrder(db, { prospectId, productRef, provider: cards.name });
  const { order: _order, ...intent } = await createIntentForOrder(db, { order, product, cards });
  return intent;
}

/** POST /api/payments/stripe/create-intent: a card intent for an existing card order. */
export async function createIntentForExistingOrder(
  db: DbOrTx,
  { orderId, cards }: { orderId: string; cards: CardProvider },
): Promise<TCreateIntentForOrderResponse> {
  const { order, product } = await getOrder(db, { id: orderId });
  if (order.provider !== cards.name || !product)
    throw new AppError('INVALID_INPUT', 'This order is not a card order', { field: 'orderId' });
  return {
    ...(await createIntentForOrder(db, { order, product, cards })),
    message: 'Payment intent created',
  };
}

/** POST /api/payments/simulated/confirm: the simulated provider's card form. */
export async function confirmSimulatedCard(
  db: DbOrTx,
  { paymentIntentId, clientSecret, ...card }: TConfirmSimulatedRequest,
): Promise<TConfirmSimulatedResponse> {
  const intent = await confirmSimulatedIntent(db, { id: paymentIntentId, clientSecret, card });
  if (!intent) throw unknownPayment();
  return {
    status: intent.status,
    paymentIntentId: intent.id,
    error: intent.status === 'succeeded' ? null : intent.lastError,
  };
}

/** POST /api/payment/success: applies the payment the method names (promo code, PayPal or card), once. */
export async function confirmPayment(
  db: Database,
  {
    input,
    cards,
    paypal,
    mailer,
  }: {
    input: TPaymentSuccessRequest;
    cards: CardProvider;
    paypal: PayPalProvider | undefined;
    mailer: Mailer;
  },
): Promise<TPaymentSuccessResponse> {
  const { prospectId, paymentMethod, paymentIntentId } = input;
  if (paymentMethod === 'promo_code') return confirmPromoPayment(db, { prospectId });
  if (paymentMethod === 'paypal') {
    return confirmPayPalPayment(db, paypal, {
      prospectId,
      orderId: input.orderId,
      paypalOrderId: paymentIntentId || undefined,
      mailer,
    });
  }
  if (!paymentIntentId)
    throw new AppError('INVALID_INPUT', 'paymentIntentId is required', { field: 'paymentIntentId' });
  return recordCardPayment(db, { prospectId, paymentIntentId, cards, mailer });
}
