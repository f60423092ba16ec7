// PayPal checkout rules: the server creates the PayPal order at its own price, captures it itself, and
// applies only a COMPLETED capture of exactly that order's amount — once, however often it is asked.
import type { TPayPalSetupResponse } from '@trajectory/contracts/paypal';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { PayPalOrder, PayPalProvider } from '../../providers/payments/paypal';
import { formatCents } from '../products/service';
import { applyOrder } from './apply';
import {
  findAppliedOrdersOfProspect,
  findOrderById,
  findOrderByProviderRef,
  setOrderProviderRef,
  setOrderStatus,
  type OrderRow,
} from './repo';
import { createOrder, getOrder, successResponse } from './service';

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
  const paypalOrder = await paypal.createOrder({
    orderId: order.id,
    amountCents: order.amountCents,
    currency: order.currency,
    description: productName,
  });
  await setOrderProviderRef(db, { id: order.id, providerRef: paypalOrder.id });
  return {
    id: paypalOrder.id,
    status: paypalOrder.status,
    orderId: order.id,
    amount: formatCents(order.amountCents),
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
  { order, paypalOrder }: { order: OrderRow; paypalOrder: PayPalOrder },
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
  const result = await db.transaction((tx) =>
    applyOrder(tx, { order, paymentMethod: 'PayPal', transactionId: paypalOrder.capture!.id }),
  );
  return successResponse(db, {
    prospectId: order.prospectId,
    transactionType: result.transactionType,
    alreadyApplied: !result.applied,
  });
}

/**
 * `POST /api/payments/paypal/capture/{orderId}`: captures the approved PayPal order and applies it. A second
 * call (or a replay) answers success without applying twice; a declined capture grants nothing.
 */
export async function capturePayPalOrder(
  db: Database,
  paypal: PayPalProvider | undefined,
  { paypalOrderId, prospectId }: { paypalOrderId: string; prospectId?: string },
) {
  const order = await findOrderByProviderRef(db, { provider: 'paypal', providerRef: paypalOrderId });
  if (!order || (prospectId && order.prospectId !== prospectId)) throw unknownPayPalPayment();
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
  const response = await applyPayPalOrder(db, { order, paypalOrder: captured });
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
  { prospectId, orderId, paypalOrderId }: { prospectId: string; orderId?: string; paypalOrderId?: string },
) {
  let order: OrderRow | undefined;
  if (orderId) order = await findOrderById(db, { id: orderId });
  else if (paypalOrderId) {
    order = await findOrderByProviderRef(db, { provider: 'paypal', providerRef: paypalOrderId });
  } else {
    order = (await findAppliedOrdersOfProspect(db, { prospectId })).find((o) => o.provider === 'paypal');
  }
  if (!order || order.provider !== 'paypal' || order.prospectId !== prospectId) throw unknownPayPalPayment();
  if (order.status === 'applied') {
    return successResponse(db, { prospectId, transactionType: null, alreadyApplied: true });
  }
  const provider = requirePayPal(paypal);
  const paypalOrder = order.providerRef ? await provider.getOrder(order.providerRef) : undefined;
  if (!paypalOrder || paypalOrder.status !== 'COMPLETED') {
    throw new AppError(
      'PAYMENT_REQUIRED',
      'This PayPal payment has not been completed. Approve it in PayPal first.',
      { field: 'orderId' },
    );
  }
  return applyPayPalOrder(db, { order, paypalOrder });
}
