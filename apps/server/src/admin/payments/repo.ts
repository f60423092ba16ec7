// Staff payment-history queries: filters, paging and the revenue summary in SQL.
import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { TAdminPaymentsFilter } from '@trajectory/contracts/admin-payments';
import type { DbOrTx } from '../../infra/db/client';
import { paymentHistory } from '../../infra/db/schema/index';
import { containsPattern, dateRangeConditions } from '../common/filters';

export type PaymentRow = typeof paymentHistory.$inferSelect;

function conditionsOf(filter: TAdminPaymentsFilter): SQL[] {
  const conditions = dateRangeConditions(paymentHistory.createdAt, filter);
  if (filter.search) {
    const p = containsPattern(filter.search);
    conditions.push(sql`(${paymentHistory.prospectName} ILIKE ${p} OR ${paymentHistory.prospectEmail} ILIKE ${p}
      OR ${paymentHistory.planName} ILIKE ${p} OR ${paymentHistory.productCode} ILIKE ${p}
      OR ${paymentHistory.transactionId} ILIKE ${p})`);
  }
  if (filter.status) conditions.push(sql`lower(${paymentHistory.status}) = lower(${filter.status})`);
  if (filter.paymentMethod) conditions.push(sql`${paymentHistory.paymentMethod} = ${filter.paymentMethod}`);
  if (filter.transactionType) {
    conditions.push(sql`${paymentHistory.transactionType} = ${filter.transactionType}`);
  }
  return conditions;
}

export function findPayments(
  db: DbOrTx,
  filter: TAdminPaymentsFilter & { limit: number; offset: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(paymentHistory)
    .where(and(...conditionsOf(filter)))
    .orderBy(desc(paymentHistory.createdAt), desc(paymentHistory.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/**
 * Revenue counts Credit Card and PayPal payments that carry a provider transaction id; a refunded payment
 * leaves every figure (revenue, manual revenue, promo uses) but stays in the list.
 */
export async function summarisePayments(db: DbOrTx, filter: TAdminPaymentsFilter) {
  const standing = sql`${paymentHistory.refundedAt} IS NULL`;
  const isRevenue = sql`${paymentHistory.paymentMethod} IN ('Credit Card', 'PayPal')
    AND ${paymentHistory.transactionId} IS NOT NULL AND ${paymentHistory.transactionId} <> '' AND ${standing}`;
  const [row] = await db
    .select({
      count: count(),
      revenueCents: sql<string>`coalesce(sum(${paymentHistory.amountCents}) FILTER (WHERE ${isRevenue}), 0)`,
      revenueCount: sql<number>`(count(*) FILTER (WHERE ${isRevenue}))::int`,
      manualCents: sql<string>`coalesce(sum(${paymentHistory.amountCents})
        FILTER (WHERE ${paymentHistory.paymentMethod} = 'Manual' AND ${standing}), 0)`,
      promoCount: sql<number>`(count(*) FILTER (WHERE ${paymentHistory.paymentMethod} = 'Promo Code'
        AND ${standing}))::int`,
    })
    .from(paymentHistory)
    .where(and(...conditionsOf(filter)));
  return {
    count: Number(row?.count ?? 0),
    revenueCents: Number(row?.revenueCents ?? 0),
    revenueCount: Number(row?.revenueCount ?? 0),
    manualCents: Number(row?.manualCents ?? 0),
    promoCount: Number(row?.promoCount ?? 0),
  };
}
