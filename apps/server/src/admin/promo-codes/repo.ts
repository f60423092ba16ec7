// Staff queries on promo codes and their usage.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { products, promoCodes, promoCodeUsages, prospects } from '../../infra/db/schema/index';

export function findAllPromoCodes(db: DbOrTx) {
  return db
    .select({ promo: promoCodes, productName: products.name })
    .from(promoCodes)
    .leftJoin(products, eq(products.id, promoCodes.productId))
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

export async function findPromoCodeById(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db
    .select({ promo: promoCodes, productName: products.name })
    .from(promoCodes)
    .leftJoin(products, eq(products.id, promoCodes.productId))
    .where(eq(promoCodes.id, id))
    .limit(1);
  return row;
}

export async function insertPromoCode(db: DbOrTx, values: typeof promoCodes.$inferInsert) {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePromoCode(
  db: DbOrTx,
  { id, values }: { id: number; values: Partial<typeof promoCodes.$inferInsert> },
) {
  const [row] = await db
    .update(promoCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promoCodes.id, id))
    .returning();
  return row;
}

export async function deletePromoCode(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db.delete(promoCodes).where(eq(promoCodes.id, id)).returning();
  return row;
}

export function findUsagesOfPromoCode(db: DbOrTx, { id }: { id: number }) {
  return db
    .select({
      id: promoCodeUsages.id,
      email: prospects.email,
      businessName: prospects.businessName,
      usedAt: promoCodeUsages.usedAt,
    })
    .from(promoCodeUsages)
    .innerJoin(prospects, eq(prospects.id, promoCodeUsages.prospectId))
    .where(eq(promoCodeUsages.promoCodeId, id))
    .orderBy(desc(promoCodeUsages.usedAt));
}
