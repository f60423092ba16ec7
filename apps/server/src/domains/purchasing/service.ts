// Checkout rules: the server prices every order, creates the provider intent, and grants only what a
// stored, provider-confirmed, not-yet-applied payment of that prospect covers.
import { centsToPrice } from '@trajectory/contracts/common';
import { isPaidPlan, isSoldOnline, PLAN_KEY_BY_CODE, planRank } from '@trajectory/contracts/products';
import { paths } from '@trajectory/contracts/paths';
import type { TOrder, TPaymentSuccessResponse } from '@trajectory/contracts/purchasing';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../infra/mail/mailer';
import type { CardProvider, ProviderIntent } from '../../infra/payments/types';
import { findAllProducts, findProductByCode, matchPlan, type ProductRow } from '../catalog/service';
import { requireProspectRow, toProspectDto, updateProspect } from '../prospects/service';
import type { AuditActor } from '../audit/service';
import { applyOrder, type ApplyResult, type PaymentMethod, type TransactionType } from './apply';
import { refundDuplicateIntent } from './refund';
import {
  findAppliedOrdersOfProspect,
  findIntentById,
  findOpenIntentOfOrder,
  findOrderById,
  findOrderByIntentRef,
  findPaymentRecordByTransactionId,
  insertOrder,
  insertOrderIntent,
  moveIntentStatus,
  setOrderProviderRef,
  setOrderStatus,
  type OrderIntentRow,
  type OrderRow,
} from './repo';

// What other modules read of this one's rows: they reach it through this service (issue #13).
export { insertOrder } from './repo';
export { applyOrder } from './apply';
export { previewRefund, refundPayment } from './refund';

/** The product a checkout names, if it can be bought online. */
export async function requirePurchasableProduct(
  db: DbOrTx,
  reference: string,
  field = 'productCode',
): Promise<ProductRow> {
  const product = matchPlan(await findAllProducts(db), reference);
  if (!product || !product.isActive)
    throw new AppError('NOT_FOUND', 'Product information not available', { field });
  if (!isPaidPlan(product)) throw new AppError('INVALID_INPUT', 'The free plan needs no payment', { field });
  if (!isSoldOnline(product)) {
    throw new AppError(
      'INVALID_INPUT',
      `${product.name} is arranged with an expert, not bought online: visit ${paths.talkWithExpert()}`,
      { field },
    );
  }
  return product;
}

export function toOrderDto(order: OrderRow, product: ProductRow | undefined): TOrder {
  return {
    id: order.id,
    prospectId: order.prospectId,
    productCode: order.productCode,
    productType: PLAN_KEY_BY_CODE[order.productCode] ?? order.productCode,
    productName: product?.name ?? order.productCode,
    amount: centsToPrice(order.amountCents),
    currency: order.currency.toUpperCase(),
    paymentMethod:
      order.provider === 'paypal' ? 'paypal' : order.provider === 'promo' ? 'promo_code' : 'credit_card',
    status: order.status,
    createdAt: order.createdAt.toISOString(),
  };
}

/** Creates an order at the product's price; the product becomes the prospect's preferred plan. */
export async function createOrder(
  db: DbOrTx,
  {
    prospectId,
    productRef,
    provider,
  }: { prospectId: string; productRef: string; provider: OrderRow['provider'] },
) {
  const prospect = await requireProspectRow(db, { id: prospectId, field: 'prospectId' });
  const product = await requirePurchasableProduct(db, productRef);
  if (prospect.preferredPlanCode !== product.code) {
    await updateProspect(db, { id: prospect.id, values: { preferredPlanCode: product.code } });
  }
  const order = await insertOrder(db, {
    prospectId: prospect.id,
    productCode: product.code,
    amountCents: product.priceCents,
    provider,
  });
  return { order, product };
}

/** Intent states that can still be paid with the same client secret: reused when checkout asks again. */
const REUSABLE: ReadonlySet<ProviderIntent['status']> = new Set(['requires_payment_method', 'declined']);

/**
 * A card intent for the order: the order's open intent when the provider says it can still be paid for
 * the same amount (a second checkout tab gets the same intent), a new one otherwise. Every intent is kept,
 * so whichever one the customer pays is recognised.
 */
export async function createIntentForOrder(
  db: DbOrTx,
  { order, product, cards }: { order: OrderRow; product: ProductRow; cards: CardProvider },
) {
  if (order.status === 'applied') throw new AppError('CONFLICT', 'This order is already paid');
  let intent: ProviderIntent | undefined;
  const open = await findOpenIntentOfOrder(db, { orderId: order.id, provider: cards.name });
  if (open) {
    const existing = await cards.retrieveIntent(db, open.providerRef);
    if (existing?.status === 'succeeded' || existing?.status === 'processing') {
      throw new AppError('CONFLICT', 'This order is already paid', { field: 'orderId' });
    }
    const samePayment =
      existing !== undefined &&
      REUSABLE.has(existing.status) &&
      existing.amountCents === order.amountCents &&
      existing.currency.toLowerCase() === order.currency.toLowerCase();
    if (samePayment) intent = existing;
    else await moveIntentStatus(db, { id: open.id, from: 'open', to: 'canceled' });
  }
  if (!intent) {
    intent = await cards.createIntent(db, {
      amountCents: order.amountCents,
      currency: order.currency,
      metadata: { orderId: order.id, prospectId: order.prospectId, productCode: order.productCode },
    });
    await insertOrderIntent(db, { orderId: order.id, provider: cards.name, providerRef: intent.id });
    await setOrderProviderRef(db, { id: order.id, providerRef: intent.id });
  }
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    orderId: order.id,
    amount: centsToPrice(order.amountCents),
    currency: order.currency.toUpperCase(),
    provider: cards.name,
    publishableKey: cards.publishableKey,
    order: toOrderDto({ ...order, providerRef: intent.id }, product),
  };
}

/** The order a provider's payment id (any intent or PayPal order of it) belongs to. */
export async function findOrderOfPayment(
  db: DbOrTx,
  { provider, providerRef }: { provider: OrderIntentRow['provider']; providerRef: string },
) {
  return (await findOrderByIntentRef(db, { provider, providerRef }))?.order;
}

export type PaidIntentOutcome = ApplyResult & {
  /** This intent paid an order another intent had paid already: refunded at once. */
  duplicateRefunded: boolean;
};

/**
 * Applies the order a provider-confirmed intent paid, once. When another intent of the order was applied
 * first, this second payment is refunded through the provider at once (and audited), never applied.
 */
export async function applyPaidIntent(
  db: Database,
  {
    order,
    intent,
    paymentMethod,
    transactionId,
    cardLast4 = null,
    mailer,
    actor,
    refund,
  }: {
    order: OrderRow;
    intent: OrderIntentRow;
    paymentMethod: PaymentMethod;
    transactionId: string;
    cardLast4?: string | null;
    mailer: Mailer;
    actor: AuditActor;
    refund: () => Promise<{ refundId: string | null }>;
  },
): Promise<PaidIntentOutcome> {
  const result = await db.transaction(async (tx) => {
    const applied = await applyOrder(tx, { order, paymentMethod, transactionId, cardLast4, mailer });
    if (applied.applied) {
      await moveIntentStatus(tx, { id: intent.id, from: ['open', 'canceled'], to: 'succeeded' });
    }
    return applied;
  });
  if (result.applied) return { ...result, duplicateRefunded: false };
  const current = await findIntentById(db, { id: intent.id });
  // This intent is the one applied (a replay), or its duplicate refund was made already.
  if (!current || current.status === 'succeeded' || current.status === 'refunded') {
    return { ...result, duplicateRefunded: current?.status === 'refunded' };
  }
  if (await findPaymentRecordByTransactionId(db, { transactionId })) {
    await moveIntentStatus(db, { id: intent.id, from: ['open', 'canceled'], to: 'succeeded' });
    return { ...result, duplicateRefunded: false };
  }
  const refunded = await refundDuplicateIntent(db, { order, intent: current, refund, actor });
  return {
    ...result,
    duplicateRefunded: refunded || (await findIntentById(db, { id: intent.id }))?.status === 'refunded',
  };
}

/**
 * A card payment the card provider confirmed, applied once (applyPaidIntent): the payment success page and
 * the provider's webhook both settle a card intent this way; they differ only in who acted.
 */
export function applyPaidCardIntent(
  db: Database,
  {
    order,
    intent,
    cardIntent,
    cards,
    mailer,
    actor,
  }: {
    order: OrderRow;
    intent: OrderIntentRow;
    cardIntent: ProviderIntent;
    cards: CardProvider;
    mailer: Mailer;
    actor: AuditActor;
  },
): Promise<PaidIntentOutcome> {
  return applyPaidIntent(db, {
    order,
    intent,
    paymentMethod: 'Credit Card',
    transactionId: cardIntent.id,
    cardLast4: cardIntent.cardLast4 ?? null,
    mailer,
    actor,
    refund: () => cards.refund(db, cardIntent.id),
  });
}

export async function getOrder(db: DbOrTx, { id }: { id: string }) {
  const order = await findOrderById(db, { id });
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const product = await findProductByCode(db, { code: order.productCode });
  return { order, product };
}

const SUCCESS_MESSAGE: Record<TransactionType, string> = {
  new_purchase: 'Payment successful! Your plan is active and your complete statements are ready.',
  upgrade: 'Plan upgraded successfully! Your complete statements are ready.',
  renewal: 'Payment successful! Your report credits have been added.',
};

export const DUPLICATE_REFUNDED_MESSAGE =
  'This order was already paid, so this second payment has been refunded to you. Your plan is active.';

export async function successResponse(
  db: DbOrTx,
  {
    prospectId,
    transactionType,
    alreadyApplied,
    duplicateRefunded = false,
  }: {
    prospectId: string;
    transactionType: TransactionType | null;
    alreadyApplied: boolean;
    duplicateRefunded?: boolean;
  },
): Promise<TPaymentSuccessResponse> {
  const row = await requireProspectRow(db, { id: prospectId });
  const productsList = await findAllProducts(db);
  const prospect = await toProspectDto(db, row, productsList);
  const plan = productsList.find((p) => p.code === row.selectedPlanCode);
  return {
    success: true,
    message: duplicateRefunded
      ? DUPLICATE_REFUNDED_MESSAGE
      : transactionType
        ? SUCCESS_MESSAGE[transactionType]
        : 'This payment has already been applied.',
    requiresMeeting: plan?.canBookMeeting ?? false,
    redirectTo: paths.paymentSuccess(row.id),
    alreadyApplied,
    prospect,
    transactionType,
  };
}

/** Whether the provider's intent is a succeeded payment of exactly this order (amount and order id). */
export function intentPaysOrder(intent: ProviderIntent, order: OrderRow): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.amountCents === order.amountCents &&
    intent.currency.toLowerCase() === order.currency.toLowerCase() &&
    intent.metadata.orderId === order.id
  );
}

/**
 * `POST /api/payment/success`: applies a card payment only when the provider confirms the intent and the
 * order belongs to this prospect; a replay answers success without applying twice.
 */
export async function recordCardPayment(
  db: Database,
  {
    prospectId,
    paymentIntentId,
    cards,
    mailer,
  }: { prospectId: string; paymentIntentId: string; cards: CardProvider; mailer: Mailer },
) {
  const found = await findOrderByIntentRef(db, { provider: cards.name, providerRef: paymentIntentId });
  if (!found || found.order.prospectId !== prospectId) {
    throw new AppError('NOT_FOUND', 'No payment with this id was found for this customer', {
      field: 'paymentIntentId',
    });
  }
  const { order } = found;
  const intent = await cards.retrieveIntent(db, paymentIntentId);
  if (!intent || !intentPaysOrder(intent, order)) {
    if (order.status === 'created') await setOrderStatus(db, { id: order.id, status: 'declined' });
    throw new AppError(
      'PAYMENT_REQUIRED',
      intent?.lastError ?? 'Your payment could not be processed. Please try again.',
      {
        field: 'paymentIntentId',
      },
    );
  }
  const result = await applyPaidCardIntent(db, {
    order,
    intent: found.intent,
    cardIntent: intent,
    cards,
    mailer,
    actor: { system: 'payment success' },
  });
  return successResponse(db, {
    prospectId,
    transactionType: result.transactionType,
    alreadyApplied: !result.applied,
    duplicateRefunded: result.duplicateRefunded,
  });
}

/** After a promo code was used (which applied it), `payment/success` only confirms. */
export async function confirmPromoPayment(db: DbOrTx, { prospectId }: { prospectId: string }) {
  const applied = await findAppliedOrdersOfProspect(db, { prospectId });
  if (!applied.some((o) => o.provider === 'promo')) {
    throw new AppError('NOT_FOUND', 'No promo code has been applied for this customer', {
      field: 'paymentMethod',
    });
  }
  return successResponse(db, { prospectId, transactionType: null, alreadyApplied: true });
}

/** Never grants: answers the prospect when an applied payment already covers the plan, 403 otherwise. */
export async function upgradePlan(
  db: DbOrTx,
  { prospectId, selectedPlan }: { prospectId: string; selectedPlan: string },
) {
  const row = await requireProspectRow(db, { id: prospectId });
  const productsList = await findAllProducts(db);
  const wanted = matchPlan(productsList, selectedPlan);
  if (!wanted)
    throw new AppError('INVALID_INPUT', `Unknown plan "${selectedPlan}"`, { field: 'selectedPlan' });
  const held = productsList.find((p) => p.code === row.selectedPlanCode);
  const applied = await findAppliedOrdersOfProspect(db, { prospectId });
  const isCovered =
    planRank(held) >= planRank(wanted) && (planRank(wanted) === 0 || applied.length > 0 || isPaidPlan(held));
  if (!isCovered) {
    throw new AppError(
      'FORBIDDEN',
      `No completed payment covers the ${wanted.name} plan. Complete the checkout first.`,
    );
  }
  return toProspectDto(db, row, productsList);
}
