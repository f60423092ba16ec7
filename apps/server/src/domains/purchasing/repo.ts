// Order and payment-record queries.
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { orderIntents, orders, paymentHistory } from '../../infra/db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderIntentRow = typeof orderIntents.$inferSelect;
export type PaymentRecordRow = typeof paymentHistory.$inferSelect;

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function findOrderById(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function findOrderByProviderRef(
  db: DbOrTx,
  { provider, providerRef }: { provider: OrderRow['provider']; providerRef: string },
) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerRef, providerRef)))
    .limit(1);
  return row;
}

/** Every provider intent (card intent, PayPal order) of an order is kept: whichever is paid is recognised. */
export async function insertOrderIntent(
  db: DbOrTx,
  values: { orderId: string; provider: OrderIntentRow['provider']; providerRef: string },
) {
  const [row] = await db.insert(orderIntents).values(values).returning();
  return row!;
}

/** The order's newest intent still open with this provider, if any. */
export async function findOpenIntentOfOrder(
  db: DbOrTx,
  { orderId, provider }: { orderId: string; provider: OrderIntentRow['provider'] },
) {
  const [row] = await db
    .select()
    .from(orderIntents)
    .where(
      and(
        eq(orderIntents.orderId, orderId),
        eq(orderIntents.provider, provider),
        eq(orderIntents.status, 'open'),
      ),
    )
    .orderBy(desc(orderIntents.createdAt))
    .limit(1);
  return row;
}

/** The order a provider's id (any of the order's intents) belongs to, with that intent. */
export async function findOrderByIntentRef(
  db: DbOrTx,
  { provider, providerRef }: { provider: OrderIntentRow['provider']; providerRef: string },
): Promise<{ order: OrderRow; intent: OrderIntentRow } | undefined> {
  const [row] = await db
    .select({ order: orders, intent: orderIntents })
    .from(orderIntents)
    .innerJoin(orders, eq(orders.id, orderIntents.orderId))
    .where(and(eq(orderIntents.provider, provider), eq(orderIntents.providerRef, providerRef)))
    .limit(1);
  return row;
}

export async function findIntentById(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(orderIntents).where(eq(orderIntents.id, id)).limit(1);
  return row;
}

/** Moves an intent from one status to another; only one caller gets the row back. */
export async function moveIntentStatus(
  db: DbOrTx,
  {
    id,
    from,
    to,
    refundId,
  }: {
    id: string;
    from: OrderIntentRow['status'] | OrderIntentRow['status'][];
    to: OrderIntentRow['status'];
    refundId?: string | null;
  },
) {
  const [row] = await db
    .update(orderIntents)
    .set({ status: to, ...(refundId !== undefined ? { refundId } : {}), updatedAt: new Date() })
    .where(and(eq(orderIntents.id, id), inArray(orderIntents.status, Array.isArray(from) ? from : [from])))
    .returning();
  return row;
}

/** The order's paid intent becomes refunded (the whole payment was refunded). */
export async function markPaidIntentsRefunded(
  db: DbOrTx,
  { orderId, refundId }: { orderId: string; refundId: string | null },
) {
  await db
    .update(orderIntents)
    .set({ status: 'refunded', refundId, updatedAt: new Date() })
    .where(and(eq(orderIntents.orderId, orderId), eq(orderIntents.status, 'succeeded')));
}

export async function setIntentRefundId(
  db: DbOrTx,
  { id, refundId }: { id: string; refundId: string | null },
) {
  await db.update(orderIntents).set({ refundId, updatedAt: new Date() }).where(eq(orderIntents.id, id));
}

export async function setOrderProviderRef(
  db: DbOrTx,
  { id, providerRef }: { id: string; providerRef: string },
) {
  await db.update(orders).set({ providerRef, updatedAt: new Date() }).where(eq(orders.id, id));
}

export async function setOrderStatus(db: DbOrTx, { id, status }: { id: string; status: OrderRow['status'] }) {
  await db
    .update(orders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(orders.id, id), ne(orders.status, 'applied')));
}

/** Claims an order for applying: only one caller, ever, gets the row back. */
export async function claimOrderForApplying(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .update(orders)
    .set({ status: 'applied', appliedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, id), ne(orders.status, 'applied')))
    .returning();
  return row;
}

export async function insertPaymentRecord(db: DbOrTx, values: typeof paymentHistory.$inferInsert) {
  const [row] = await db.insert(paymentHistory).values(values).returning();
  return row!;
}

/** Whether an applied payment of the prospect covers a plan (the plan bought, or one ranked above it). */
export async function findAppliedOrdersOfProspect(db: DbOrTx, { prospectId }: { prospectId: string }) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.prospectId, prospectId), eq(orders.status, 'applied')))
    .orderBy(sql`${orders.appliedAt} desc`);
}

export async function findPaymentRecordById(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(paymentHistory).where(eq(paymentHistory.id, id)).limit(1);
  return row;
}

export async function findPaymentRecordByTransactionId(
  db: DbOrTx,
  { transactionId }: { transactionId: string },
) {
  const [row] = await db
    .select()
    .from(paymentHistory)
    .where(eq(paymentHistory.transactionId, transactionId))
    .limit(1);
  return row;
}

/** Marks a payment refunded; only one caller, ever, gets the row back (a second refund is a conflict). */
export async function claimPaymentForRefund(
  db: DbOrTx,
  { id, refundId, refundedAt }: { id: string; refundId: string | null; refundedAt: Date },
) {
  const [row] = await db
    .update(paymentHistory)
    .set({ refundedAt, refundId, status: 'refunded' })
    .where(and(eq(paymentHistory.id, id), isNull(paymentHistory.refundedAt)))
    .returning();
  return row;
}

/** The prospect's payments not refunded: what the plan after a refund is chosen from. */
export function findUnrefundedPaymentsOfProspect(db: DbOrTx, { prospectId }: { prospectId: string }) {
  return db
    .select()
    .from(paymentHistory)
    .where(and(eq(paymentHistory.prospectId, prospectId), isNull(paymentHistory.refundedAt)));
}
