// Promo code queries; uses are counted with a conditional update so parallel uses never pass maxUses.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { promoCodes, promoCodeUsages } from '../../../infra/db/schema/index';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export async function findPromoCodeByCode(db: DbOrTx, { code }: { code: string }) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${code})`)
    .limit(1);
  return row;
}

export async function findUsage(
  db: DbOrTx,
  { promoCodeId, prospectId }: { promoCodeId: number; prospectId: string },
) {
  const [row] = await db
    .select()
    .from(promoCodeUsages)
    .where(and(eq(promoCodeUsages.promoCodeId, promoCodeId), eq(promoCodeUsages.prospectId, prospectId)))
    .limit(1);
  return row;
}

/** Takes one use if the code is active, unexpired and has uses left; undefined otherwise. */
export async function takePromoUse(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db
    .update(promoCodes)
    .set({ currentUses: sql`${promoCodes.currentUses} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(promoCodes.id, id),
        eq(promoCodes.isActive, true),
        lt(promoCodes.currentUses, promoCodes.maxUses),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, new Date())),
      ),
    )
    .returning();
  return row;
}

/** Records a use; undefined when this prospect already used this code. */
export async function insertUsage(db: DbOrTx, values: typeof promoCodeUsages.$inferInsert) {
  const [row] = await db.insert(promoCodeUsages).values(values).onConflictDoNothing().returning();
  return row;
}
