// Payment history as visitors see it.
import type { TPaymentRecord } from '@trajectory/contracts/visitor';
import type { DbOrTx } from '../../db/client';
import { formatCents } from '../products/service';
import { findPaymentHistoryByEmail } from './repo';

export async function listPaymentHistory(
  db: DbOrTx,
  { email }: { email: string },
): Promise<TPaymentRecord[]> {
  const rows = await findPaymentHistoryByEmail(db, { email });
  return rows.map((r) => ({
    id: r.id,
    planName: r.planName,
    productCode: r.productCode,
    transactionType: r.transactionType,
    paymentMethod: r.paymentMethod,
    previousPlan: r.previousPlan,
    amount: formatCents(r.amountCents),
    currency: r.currency.toUpperCase(),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}
