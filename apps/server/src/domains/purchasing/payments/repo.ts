// Payment-history queries.
import { desc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { paymentHistory } from '../../../infra/db/schema/index';

export function findPaymentHistoryByEmail(db: DbOrTx, { email }: { email: string }) {
  return db
    .select()
    .from(paymentHistory)
    .where(sql`lower(${paymentHistory.prospectEmail}) = lower(${email})`)
    .orderBy(desc(paymentHistory.createdAt));
}

export async function findPaymentHistoryOfProspects(db: DbOrTx, { prospectIds }: { prospectIds: string[] }) {
  if (prospectIds.length === 0) return [];
  return db
    .select()
    .from(paymentHistory)
    .where(inArray(paymentHistory.prospectId, prospectIds))
    .orderBy(desc(paymentHistory.createdAt));
}
