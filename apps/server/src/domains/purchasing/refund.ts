// Refunds: a payment refunded by staff or in the provider's dashboard revokes what it bought, once; a second
// intent of an order already paid is refunded at once. Every refund is written to the audit log.
import { centsToPrice } from '@trajectory/contracts/common';
import { orderNumberOf } from '@trajectory/contracts/receipts';
import { planRank } from '@trajectory/contracts/products';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../infra/mail/mailer';
import type { PayPalProvider } from '../../infra/payments/paypal';
import type { CardProvider } from '../../infra/payments/types';
import { recordAudit, type AuditActor } from '../audit/service';
import { findAllProducts, FREE_PLAN_CODE } from '../catalog/service';
import {
  findProspectById,
  findProspectForUpdate,
  type ProspectRow,
  updateProspect,
} from '../prospects/service';
import type { PaymentMethod } from './apply';
import { refundMail } from './receipt-mail';
import {
  claimPaymentForRefund,
  findPaymentRecordById,
  findPaymentRecordByTransactionId,
  findUnrefundedPaymentsOfProspect,
  markPaidIntentsRefunded,
  moveIntentStatus,
  setIntentRefundId,
  type OrderIntentRow,
  type OrderRow,
  type PaymentRecordRow,
} from './repo';

export const ALREADY_REFUNDED = 'This payment has already been refunded';

export const paymentNotFound = () => new AppError('NOT_FOUND', 'Payment not found', { field: 'id' });

/** The plan and report limit a refund changes, for the audit row and the answer. */
export type RevokedState = { plan: string; planCode: string; reportLimit: number; reportsUsed: number };

/**
 * Marks the payment refunded and revokes what it bought, inside the caller's transaction: the plan becomes
 * the highest-ranked plan among the founder's remaining unrefunded payments (free when none), the report
 * limit max(reports used, limit − the credits this payment added). Undefined when it was refunded before.
 */
export async function revokePayment(
  tx: DbOrTx,
  {
    payment,
    refundId,
    actor,
    mailer,
    now = new Date(),
  }: {
    payment: PaymentRecordRow;
    refundId: string | null;
    actor: AuditActor;
    mailer: Mailer;
    now?: Date;
  },
): Promise<
  { payment: PaymentRecordRow; before: RevokedState | null; after: RevokedState | null } | undefined
> {
  const claimed = await claimPaymentForRefund(tx, { id: payment.id, refundId, refundedAt: now });
  if (!claimed) return undefined;
  // The intent (card intent, PayPal order) that paid is refunded too, while the order still exists.
  if (payment.orderId) await markPaidIntentsRefunded(tx, { orderId: payment.orderId, refundId });
  const prospect = payment.prospectId
    ? await findProspectForUpdate(tx, { id: payment.prospectId })
    : undefined;
  const { before, after } = prospect
    ? await revokedStateOf(tx, { prospect, payment })
    : { before: null, after: null };
  if (prospect && after) {
    await updateProspect(tx, {
      id: prospect.id,
      values: { selectedPlanCode: after.planCode, maxSubmissions: after.reportLimit },
    });
  }
  const planNow = after?.plan ?? '';
  const amount = centsToPrice(payment.amountCents);
  await mailer.queue(tx, {
    to: payment.prospectEmail,
    ...refundMail({
      name: payment.prospectName,
      orderId: payment.orderId,
      planName: payment.planName,
      amount,
      currency: payment.currency,
      paymentMethod: payment.paymentMethod as PaymentMethod,
      cardLast4: payment.cardLast4,
      paidAt: payment.createdAt.toISOString(),
      refundedAt: now.toISOString(),
      planNow: planNow || 'No plan (the account was deleted)',
    }),
  });
  await recordAudit(tx, {
    actor,
    action: 'payment.refund',
    targetType: 'payment',
    targetId: payment.id,
    summary: `Refunded ${amount} ${payment.currency.toUpperCase()} (${payment.paymentMethod}, ${payment.planName}) of ${payment.prospectEmail}${refundId ? `, refund ${refundId}` : ''}`,
    before: before && { plan: before.plan, reportLimit: before.reportLimit, refundedAt: null },
    after: after
      ? { plan: after.plan, reportLimit: after.reportLimit, refundedAt: now.toISOString(), refundId }
      : { refundedAt: now.toISOString(), refundId },
  });
  return { payment: claimed, before, after };
}

/**
 * What refunding the payment leaves the founder with (read after the payment itself is marked refunded,
 * or with it excluded for a preview): the highest-ranked plan among the remaining unrefunded payments
 * (the free plan if none) and max(reports used, limit − the credits this payment added).
 */
async function revokedStateOf(
  db: DbOrTx,
  { prospect, payment }: { prospect: ProspectRow; payment: PaymentRecordRow },
): Promise<{ before: RevokedState; after: RevokedState }> {
  const productsList = await findAllProducts(db);
  const remaining = (await findUnrefundedPaymentsOfProspect(db, { prospectId: prospect.id })).filter(
    (r) => r.id !== payment.id,
  );
  const free = productsList.find((p) => p.code === FREE_PLAN_CODE);
  const held = remaining
    .map((r) => productsList.find((p) => p.code === r.productCode))
    .reduce((best, p) => (p && planRank(p) > planRank(best) ? p : best), free);
  const bought = productsList.find((p) => p.code === payment.productCode);
  // Rows written before refunds existed did not record their credits: the product's credits stand in.
  const credits = payment.creditsAdded ?? bought?.questionnairesPerEmail ?? 0;
  const planCode = held?.code ?? FREE_PLAN_CODE;
  const nameOf = (code: string) => productsList.find((p) => p.code === code)?.name ?? code;
  return {
    before: {
      plan: nameOf(prospect.selectedPlanCode),
      planCode: prospect.selectedPlanCode,
      reportLimit: prospect.maxSubmissions,
      reportsUsed: prospect.submissionCount,
    },
    after: {
      plan: nameOf(planCode),
      planCode,
      reportLimit: Math.max(prospect.submissionCount, prospect.maxSubmissions - credits),
      reportsUsed: prospect.submissionCount,
    },
  };
}

/** What a refund of this payment would revoke, for the staff confirmation; nothing changes. */
export async function previewRefund(db: DbOrTx, { id }: { id: string }) {
  const payment = await findPaymentRecordById(db, { id });
  if (!payment) throw paymentNotFound();
  if (payment.refundedAt) throw new AppError('CONFLICT', ALREADY_REFUNDED, { field: 'id' });
  const prospect = payment.prospectId ? await findProspectById(db, { id: payment.prospectId }) : undefined;
  const state = prospect ? await revokedStateOf(db, { prospect, payment }) : { before: null, after: null };
  return { payment, provider: providerOfPayment(payment), ...state };
}

/** How a payment is refunded at its provider: by the card provider, PayPal, or (promo, manual) not at all. */
function providerOfPayment(payment: PaymentRecordRow): 'stripe' | 'simulated' | 'paypal' | null {
  if (payment.paymentMethod === 'PayPal') return 'paypal';
  if (payment.paymentMethod === 'Credit Card') {
    return payment.transactionId?.startsWith('pi_sim_') ? 'simulated' : 'stripe';
  }
  return null;
}

/**
 * `POST /api/admin/payments/:id/refund`: refunds a payment whole through its provider (Stripe, PayPal, the
 * simulated card provider) or, for promo, manual and free-plan rows, without one; then revokes it. A second
 * refund answers 409 and calls no provider.
 */
export async function refundPayment(
  db: Database,
  {
    id,
    actor,
    cards,
    paypal,
    mailer,
  }: {
    id: string;
    actor: AuditActor;
    cards: CardProvider;
    paypal: PayPalProvider | undefined;
    mailer: Mailer;
  },
) {
  const payment = await findPaymentRecordById(db, { id });
  if (!payment) throw paymentNotFound();
  if (payment.refundedAt) throw new AppError('CONFLICT', ALREADY_REFUNDED, { field: 'id' });
  const provider = providerOfPayment(payment);
  let refundId: string | null = null;
  if (provider) {
    if (!payment.transactionId) {
      throw new AppError('CONFLICT', 'This payment has no provider transaction id to refund', {
        field: 'id',
      });
    }
    if (provider === 'paypal') {
      if (!paypal) {
        throw new AppError('CONFLICT', 'PayPal is not configured on this server: refund it in PayPal', {
          field: 'id',
        });
      }
      ({ refundId } = await paypal.refundCapture(payment.transactionId));
    } else {
      if (cards.name !== provider) {
        throw new AppError(
          'CONFLICT',
          `This card payment was made with ${provider === 'stripe' ? 'Stripe' : 'the simulated provider'}, which is not configured on this server`,
          { field: 'id' },
        );
      }
      const refunded = await cards.refund(db, payment.transactionId);
      // The simulated provider's refund is its own bookkeeping, not a provider's refund id.
      refundId = provider === 'stripe' ? refunded.refundId : null;
    }
  }
  const revoked = await db.transaction((tx) => revokePayment(tx, { payment, refundId, actor, mailer }));
  if (revoked) return revoked;
  // Refunded meanwhile: the provider's webhook for this very refund, or a second click that won the race.
  const current = await findPaymentRecordById(db, { id });
  if (current?.refundedAt && refundId && current.refundId === refundId) {
    return { payment: current, before: null, after: null };
  }
  throw new AppError('CONFLICT', ALREADY_REFUNDED, { field: 'id' });
}

/**
 * Stripe's `charge.refunded` (a refund made by us or in Stripe's dashboard): once Stripe confirms the intent
 * is refunded whole, the payment it made is revoked like a staff refund — once, whoever comes first.
 */
export async function revokeRefundedStripeIntent(
  db: Database,
  { cards, intentId, mailer }: { cards: CardProvider; intentId: string; mailer: Mailer },
): Promise<{ revoked: boolean; ignored?: string }> {
  const payment = await findPaymentRecordByTransactionId(db, { transactionId: intentId });
  if (!payment) return { revoked: false, ignored: 'no payment for this intent' };
  if (payment.refundedAt) return { revoked: false, ignored: 'already refunded' };
  const refund = await cards.findRefund(db, intentId);
  if (!refund) return { revoked: false, ignored: 'not refunded whole by Stripe' };
  const revoked = await db.transaction((tx) =>
    revokePayment(tx, {
      payment,
      refundId: refund.refundId,
      actor: { system: 'stripe webhook' },
      mailer,
    }),
  );
  return revoked ? { revoked: true } : { revoked: false, ignored: 'already refunded' };
}

/**
 * A second intent of an order already applied succeeded too (two checkout tabs, both paid): it is refunded
 * through its provider at once and written to the audit log. Claimed first, so it is refunded once however
 * many success calls and webhooks name it; a failed provider call leaves it open for the next attempt.
 */
export async function refundDuplicateIntent(
  db: Database,
  {
    order,
    intent,
    refund,
    actor,
  }: {
    order: OrderRow;
    intent: OrderIntentRow;
    refund: () => Promise<{ refundId: string | null }>;
    actor: AuditActor;
  },
): Promise<boolean> {
  const claimed = await moveIntentStatus(db, { id: intent.id, from: ['open', 'canceled'], to: 'refunded' });
  if (!claimed) return false;
  let refundId: string | null;
  try {
    ({ refundId } = await refund());
  } catch (error) {
    await moveIntentStatus(db, { id: intent.id, from: 'refunded', to: 'open' });
    throw error;
  }
  await db.transaction(async (tx) => {
    await setIntentRefundId(tx, { id: intent.id, refundId });
    await recordAudit(tx, {
      actor,
      action: 'payment.duplicate_refund',
      targetType: 'order',
      targetId: order.id,
      summary: `Second payment ${intent.providerRef} of order ${orderNumberOf(order.id)} (already paid) refunded at once: ${centsToPrice(order.amountCents)} ${order.currency.toUpperCase()}`,
      before: { intent: intent.providerRef, status: 'succeeded' },
      after: { intent: intent.providerRef, status: 'refunded', refundId },
    });
  });
  return true;
}
