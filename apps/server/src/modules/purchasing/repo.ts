// Order and payment-record queries.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, paymentHistory } from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;

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
