// PayPal checkout rules: the server creates the PayPal order at its own price, captures it itself, and
// applies only a COMPLETED capture of exactly that order's amount — once, however often it is asked.
import { centsToPrice } from '@trajectory/contracts/common';
import type { TPayPalSetupResponse } from '@trajectory/contracts/paypal';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../infra/mail/mailer';
import type { PayPalOrder, PayPalProvider } from '../../infra/payments/paypal';
import type { AuditActor } from '../audit/service';
import {
  findAppliedOrdersOfProspect,
  findOpenIntentOfOrder,
  findOrderById,
  findOrderByIntentRef,
  insertOrderIntent,
  moveIntentStatus,
  setOrderProviderRef,
  setOrderStatus,
  type OrderIntentRow,
  type OrderRow,
} from './repo';
import { applyPaidIntent, createOrder, getOrder, successResponse } from './service';

export const PAYPAL_NOT_CONFIGURED = 'PayPal is not configured';

export function requirePayPal(paypal: PayPalProvider | undefined): PayPalProvider {
  if (!paypal) throw new AppError('NOT_FOUND', PAYPAL_NOT_CONFIGURED);
  return paypal;
}

/** What the browser's PayPal SDK needs: the public client id, the environment, USD and capture. */
export function paypalSetup(paypal: PayPalProvider): TPayPalSetupResponse {
  return { clientId: paypal.clientId, environment: paypal.environment, currency: 'USD', intent: 'capture' };
}

export const unknownPayPalPayment = () =>
  new AppError('NOT_FOUND', 'No PayPal payment with this id was found for this customer', {
    field: 'orderId',
  });

/**
 * `POST /api/payments/paypal/order`: our order (new from prospectId + productCode, or an existing PayPal
 * order of ours by orderId) and a PayPal order for the server's amount; any amount sent is ignored.
 */
export async function createPayPalOrder(
  db: DbOrTx,
  paypal: PayPalProvider,
  input: { prospectId?: string; productCode?: string; orderId?: string },
) {
  let order: OrderRow;
  let productName: string;
  if (input.orderId) {
    const found = await getOrder(db, { id: input.orderId });
    if (input.prospectId && found.order.prospectId !== input.prospectId) {
      throw new AppError('NOT_FOUND', 'Order not found', { field: 'orderId' });
    }
    if (found.order.provider !== 'paypal') {
      throw new AppError('INVALID_INPUT', 'This order is not a PayPal order', { field: 'orderId' });
    }
    if (found.order.status === 'applied') throw new AppError('CONFLICT', 'This order is already paid');
    order = found.order;
    productName = found.product?.name ?? order.productCode;
  } else {
    const created = await createOrder(db, {
      prospectId: input.prospectId!,
      productRef: input.productCode!,
      provider: 'paypal',
    });
    order = created.order;
    productName = created.product.name;
  }
  // A second checkout tab gets the order's open PayPal order while PayPal can still approve it at this amount.
  let paypalOrder: PayPalOrder | undefined;
  const open = await findOpenIntentOfOrder(db, { orderId: order.id, provider: 'paypal' });
  if (open) {
    const existing = await paypal.getOrder(open.providerRef);
    const reusable =
      existing !== undefined &&
      (existing.status === 'CREATED' || existing.status === 'APPROVED') &&
      existing.amountCents === order.amountCents &&
      existing.currency?.toLowerCase() === order.currency.toLowerCase();
    if (reusable) paypalOrder = existing;
    else await moveIntentStatus(db, { id: open.id, from: 'open', to: 'canceled' });
  }
  if (!paypalOrder) {
    paypalOrder = await paypal.createOrder({
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      description: productName,
    });
    await insertOrderIntent(db, { orderId: order.id, provider: 'paypal', providerRef: paypalOrder.id });
    await setOrderProviderRef(db, { id: order.id, providerRef: paypalOrder.id });
  }
  return {
    id: paypalOrder.id,
    status: paypalOrder.status,
    orderId: order.id,
    amount: centsToPrice(order.amountCents),
    currency: order.currency.toUpperCase(),
  };
}

/** Whether PayPal's order is a completed capture of exactly this order of ours. */
export function paypalOrderPays(paypalOrder: PayPalOrder, order: OrderRow): boolean {
  const capture = paypalOrder.capture;
  if (paypalOrder.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') return false;
  const amount = capture.amountCents ?? paypalOrder.amountCents;
  const currency = capture.currency ?? paypalOrder.currency;
  return (
    amount === order.amountCents &&
    currency?.toLowerCase() === order.currency.toLowerCase() &&
    (paypalOrder.reference === null || paypalOrder.reference === order.id)
  );
}

async function applyPayPalOrder(
  db: Database,
  {
    order,
    intent,
    paypal,
    paypalOrder,
    mailer,
    actor,
  }: {
    order: OrderRow;
    intent: OrderIntentRow;
    paypal: PayPalProvider;
    paypalOrder: PayPalOrder;
    mailer: Mailer;
    actor: AuditActor;
  },
) {
  if (!paypalOrderPays(paypalOrder, order)) {
    if (order.status === 'created') await setOrderStatus(db, { id: order.id, status: 'declined' });
    const pending = paypalOrder.capture?.status === 'PENDING';
    throw new AppError(
      'PAYMENT_REQUIRED',
      pending
        ? 'PayPal is still processing this payment; your plan is activated once PayPal completes it.'
        : 'Payment could not be processed. Please try again.',
      { field: 'orderId' },
    );
  }
  const captureId = paypalOrder.capture!.id;
  const result = await applyPaidIntent(db, {
    order,
    intent,
    paymentMethod: 'PayPal',
    transactionId: captureId,
    mailer,
    actor,
    refund: () => paypal.refundCapture(captureId),
  });
  return successResponse(db, {
    prospectId: order.prospectId,
    transactionType: result.transactionType,
    alreadyApplied: !result.applied,
    duplicateRefunded: result.duplicateRefunded,
  });
}

/**
 * `POST /api/payments/paypal/capture/{orderId}`: captures the approved PayPal order and applies it. A second
 * call (or a replay) answers success without applying twice; a declined capture grants nothing.
 */
export async function capturePayPalOrder(
  db: Database,
  paypal: PayPalProvider | undefined,
  { paypalOrderId, prospectId, mailer }: { paypalOrderId: string; prospectId?: string; mailer: Mailer },
) {
  const found = await findOrderByIntentRef(db, { provider: 'paypal', providerRef: paypalOrderId });
  if (!found || (prospectId && found.order.prospectId !== prospectId)) throw unknownPayPalPayment();
  const { order, intent } = found;
  // Paid already (by this PayPal order or another of the same order): this one is never captured.
  if (order.status === 'applied') {
    const response = await successResponse(db, {
      prospectId: order.prospectId,
      transactionType: null,
      alreadyApplied: true,
    });
    return { ...response, paypalOrderId, status: 'COMPLETED' };
  }
  const provider = requirePayPal(paypal);
  let captured: PayPalOrder;
  try {
    captured = await provider.captureOrder(paypalOrderId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_REQUIRED' && order.status === 'created') {
      await setOrderStatus(db, { id: order.id, status: 'declined' });
    }
    throw error;
  }
  const response = await applyPayPalOrder(db, {
    order,
    intent,
    paypal: provider,
    paypalOrder: captured,
    mailer,
    actor: { system: 'paypal capture' },
  });
  return { ...response, paypalOrderId, status: captured.status };
}

/**
 * `POST /api/payment/success` with paymentMethod paypal: answers for a PayPal order of this prospect — by our
 * order id, by PayPal's order id, or the prospect's latest applied PayPal payment. A completed capture that
 * was not applied yet (the capture call's answer was lost) is applied now; anything unpaid gets 402.
 */
export async function confirmPayPalPayment(
  db: Database,
  paypal: PayPalProvider | undefined,
  {
    prospectId,
    orderId,
    paypalOrderId,
    mailer,
  }: { prospectId: string; orderId?: string; paypalOrderId?: string; mailer: Mailer },
) {
  let order: OrderRow | undefined;
  let ref = paypalOrderId;
  if (orderId) order = await findOrderById(db, { id: orderId });
  else if (paypalOrderId) {
    order = (await findOrderByIntentRef(db, { provider: 'paypal', providerRef: paypalOrderId }))?.order;
  } else {
    order = (await findAppliedOrdersOfProspect(db, { prospectId })).find((o) => o.provider === 'paypal');
  }
  if (!order || order.provider !== 'paypal' || order.prospectId !== prospectId) throw unknownPayPalPayment();
  if (order.status === 'applied') {
    return successResponse(db, { prospectId, transactionType: null, alreadyApplied: true });
  }
  const provider = requirePayPal(paypal);
  ref ??= order.providerRef ?? undefined;
  const found = ref ? await findOrderByIntentRef(db, { provider: 'paypal', providerRef: ref }) : undefined;
  const paypalOrder = found?.order.id === order.id ? await provider.getOrder(ref!) : undefined;
  if (!found || !paypalOrder || paypalOrder.status !== 'COMPLETED') {
    throw new AppError(
      'PAYMENT_REQUIRED',
      'This PayPal payment has not been completed. Approve it in PayPal first.',
      { field: 'orderId' },
    );
  }
  return applyPayPalOrder(db, {
    order,
    intent: found.intent,
    paypal: provider,
    paypalOrder,
    mailer,
    actor: { system: 'payment success' },
  });
}
