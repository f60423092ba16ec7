// Payment-history queries.
import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentHistory } from '../../db/schema/index';

export function findPaymentHistoryByEmail(db: DbOrTx, { email }: { email: string }) {
  return db
    .select()
    .from(paymentHistory)
    .where(sql`lower(${paymentHistory.prospectEmail}) = lower(${email})`)
    .orderBy(desc(paymentHistory.createdAt));
}
