// Staff product queries, and what still refers to a product (so it is not deleted from under it).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { orders, products, promoCodes, prospects } from '../../infra/db/schema/index';

export async function insertProduct(db: DbOrTx, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateProduct(
  db: DbOrTx,
  { id, values }: { id: number; values: Partial<typeof products.$inferInsert> },
) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function deleteProduct(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning();
  return row;
}

/** Prospects holding or heading for the plan, promo codes for it, and orders not yet applied. */
export async function countProductReferences(db: DbOrTx, { id, code }: { id: number; code: string }) {
  const [holders] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prospects)
    .where(or(eq(prospects.selectedPlanCode, code), eq(prospects.preferredPlanCode, code)));
  const [promos] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoCodes)
    .where(eq(promoCodes.productId, id));
  const [openOrders] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.productCode, code), inArray(orders.status, ['created', 'confirmed'])));
  return { prospects: holders?.n ?? 0, promoCodes: promos?.n ?? 0, orders: openOrders?.n ?? 0 };
}
