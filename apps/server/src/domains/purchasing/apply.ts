// The one function that applies a payment: plan, credits, payment record, statements — once per order.
import { centsToPrice } from '@trajectory/contracts/common';
import { planRank } from '@trajectory/contracts/products';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../infra/mail/mailer';
import { queueAssessmentIfEligible } from '../assessments/service';
import { findAllProducts, type ProductRow } from '../catalog/service';
import { findProspectForUpdate, updateProspect } from '../prospects/service';
import { findLatestCompletedQuestionnaire } from '../questionnaires/service';
import { generateReports } from '../questionnaires/reports/service';
import { receiptMail } from './receipt-mail';
import { claimOrderForApplying, insertPaymentRecord, type OrderRow } from './repo';

export type PaymentMethod = 'Credit Card' | 'PayPal' | 'Promo Code' | 'Free Plan' | 'Manual';
export type TransactionType = 'new_purchase' | 'upgrade' | 'renewal';

export function transactionTypeOf(held: ProductRow | undefined, bought: ProductRow): TransactionType {
  if (planRank(held) === 0) return 'new_purchase';
  return planRank(bought) > planRank(held) ? 'upgrade' : 'renewal';
}

export type ApplyResult =
  | { applied: true; transactionType: TransactionType; planCode: string }
  | { applied: false; transactionType: null; planCode: string };

/**
 * Applies a confirmed order inside the caller's transaction. The order row is claimed with a
 * conditional update, so a replayed call, a webhook and a success page racing each other apply it once.
 */
export async function applyOrder(
  tx: DbOrTx,
  {
    order,
    paymentMethod,
    transactionId,
    cardLast4 = null,
    mailer,
  }: {
    order: OrderRow;
    paymentMethod: PaymentMethod;
    transactionId: string | null;
    /** The paying card's last four, when the card provider reported them. */
    cardLast4?: string | null;
    /** The receipt is queued in this transaction, so it goes out exactly when the payment is applied. */
    mailer: Mailer;
  },
): Promise<ApplyResult> {
  const claimed = await claimOrderForApplying(tx, { id: order.id });
  // Locked: two payments of one prospect applied at once must both add their credits, and the plan
  // must end as the higher of the two whichever commits first.
  const prospect = await findProspectForUpdate(tx, { id: order.prospectId });
  if (!prospect) throw new AppError('NOT_FOUND', 'Prospect not found');
  if (!claimed) return { applied: false, transactionType: null, planCode: prospect.selectedPlanCode };

  const productsList = await findAllProducts(tx);
  const bought = productsList.find((p) => p.code === order.productCode);
  if (!bought) throw new AppError('NOT_FOUND', `Product ${order.productCode} no longer exists`);
  const held = productsList.find((p) => p.code === prospect.selectedPlanCode);
  const transactionType = transactionTypeOf(held, bought);
  const newPlan = planRank(bought) >= planRank(held) ? bought : held!;

  await updateProspect(tx, {
    id: prospect.id,
    values: {
      selectedPlanCode: newPlan.code,
      // The payment settles what the visitor was heading for.
      preferredPlanCode: newPlan.code,
      maxSubmissions: prospect.maxSubmissions + bought.questionnairesPerEmail,
    },
  });
  const record = await insertPaymentRecord(tx, {
    prospectId: prospect.id,
    orderId: order.id,
    prospectName: prospect.name,
    prospectEmail: prospect.email,
    planName: bought.name,
    productCode: bought.code,
    amountCents: order.amountCents,
    currency: order.currency,
    paymentMethod,
    cardLast4,
    transactionType,
    transactionId,
    previousPlan: held?.name ?? prospect.selectedPlanCode,
    status: 'completed',
    // What a refund takes back: exactly the credits this payment added.
    creditsAdded: bought.questionnairesPerEmail,
  });
  await mailer.queue(tx, {
    to: prospect.email,
    ...receiptMail({
      name: prospect.name,
      orderId: order.id,
      planName: bought.name,
      amount: centsToPrice(order.amountCents),
      currency: order.currency,
      paymentMethod,
      cardLast4,
      paidAt: record.createdAt.toISOString(),
    }),
  });
  const latest = await findLatestCompletedQuestionnaire(tx, { prospectId: prospect.id });
  if (latest) await generateReports(tx, { prospectId: prospect.id, questionnaireId: latest.id });
  if (latest) await queueAssessmentIfEligible(tx, { questionnaireId: latest.id });
  return { applied: true, transactionType, planCode: newPlan.code };
}

export async function applyOrderInTransaction(db: Database, input: Parameters<typeof applyOrder>[1]) {
  return db.transaction((tx) => applyOrder(tx, input));
}
