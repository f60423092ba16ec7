// Payment history as visitors (and staff) see it.
import { centsToPrice } from '@trajectory/contracts/common';
import { orderNumberOf } from '@trajectory/contracts/receipts';
import type { TPaymentRecord } from '@trajectory/contracts/visitor';
import type { DbOrTx } from '../../../infra/db/client';
import { findPaymentHistoryByEmail, findPaymentHistoryOfProspects } from './repo';

/** By e-mail (staff), or of the given prospects (the ones a visitor's browser holds). */
export async function listPaymentHistory(
  db: DbOrTx,
  query: { email: string } | { prospectIds: string[] },
): Promise<TPaymentRecord[]> {
  const rows =
    'email' in query
      ? await findPaymentHistoryByEmail(db, query)
      : await findPaymentHistoryOfProspects(db, query);
  return rows.map((r) => ({
    id: r.id,
    planName: r.planName,
    productCode: r.productCode,
    transactionType: r.transactionType,
    paymentMethod: r.paymentMethod,
    cardLast4: r.cardLast4,
    orderId: r.orderId,
    orderNumber: r.orderId ? orderNumberOf(r.orderId) : null,
    previousPlan: r.previousPlan,
    amount: centsToPrice(r.amountCents),
    currency: r.currency.toUpperCase(),
    status: r.status,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
