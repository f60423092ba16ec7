// Promo code rules: active, unexpired, for a product that accepts codes, uses left, one use per prospect.
// A code makes its product free (discount 100%).
import type { Database, DbOrTx } from '../../../infra/db/client';
import type { Mailer } from '../../../infra/mail/mailer';
import { AppError } from '../../../lib/errors';
import { findProductById } from '../../catalog/service';
import { requireProspectRow } from '../../prospects/service';
import { applyOrder } from '../apply';
import { findQuestionnaireById } from '../../questionnaires/service';
import { insertOrder } from '../service';
import { findPromoCodeByCode, findUsage, insertUsage, takePromoUse, type PromoCodeRow } from './repo';

// What the staff's promo-code screen reads of this one's rows.
export { findPromoCodeByCode, type PromoCodeRow };

type Verdict = { valid: true; promo: PromoCodeRow } | { valid: false; reason: string };

async function judgePromo(
  db: DbOrTx,
  { code, productId }: { code: string; productId?: number },
): Promise<Verdict> {
  const promo = await findPromoCodeByCode(db, { code });
  if (!promo || !promo.isActive) return { valid: false, reason: 'Invalid promo code' };
  if (promo.expiresAt && promo.expiresAt.getTime() <= Date.now())
    return { valid: false, reason: 'This promo code has expired' };
  if (promo.currentUses >= promo.maxUses)
    return { valid: false, reason: 'This promo code has reached its usage limit' };
  const product = await findProductById(db, { id: promo.productId });
  if (!product || !product.acceptsPromoCodes || !product.isActive) {
    return { valid: false, reason: 'This promo code cannot be used for this product' };
  }
  if (productId !== undefined && productId !== promo.productId) {
    return { valid: false, reason: `This promo code is only valid for ${product.name}` };
  }
  return { valid: true, promo };
}

export async function validatePromo(db: DbOrTx, { code, productId }: { code: string; productId: number }) {
  const verdict = await judgePromo(db, { code, productId });
  return verdict.valid
    ? { valid: true, reason: 'Promo code applied: your reports are free.', discount: 100 }
    : { valid: false, reason: verdict.reason, discount: 0 };
}

/** Validates and consumes one use, records it and a zero-amount payment, and applies it: one transaction. */
export async function usePromo(
  db: Database,
  {
    code,
    prospectId,
    questionnaireId,
    mailer,
  }: { code: string; prospectId: string; questionnaireId?: string | null; mailer: Mailer },
) {
  return db.transaction(async (tx) => {
    const prospect = await requireProspectRow(tx, { id: prospectId, field: 'prospectId' });
    // The usage row references the questionnaire: an unknown or someone else's id is the caller's mistake.
    if (questionnaireId) {
      const questionnaire = await findQuestionnaireById(tx, { id: questionnaireId });
      if (questionnaire?.prospectId !== prospectId) {
        throw new AppError('NOT_FOUND', 'Questionnaire not found', { field: 'questionnaireId' });
      }
    }
    const verdict = await judgePromo(tx, { code });
    if (!verdict.valid) throw new AppError('INVALID_INPUT', verdict.reason, { field: 'code' });
    if (await findUsage(tx, { promoCodeId: verdict.promo.id, prospectId })) {
      throw new AppError('CONFLICT', 'You have already used this promo code', { field: 'code' });
    }
    const taken = await takePromoUse(tx, { id: verdict.promo.id });
    if (!taken)
      throw new AppError('INVALID_INPUT', 'This promo code has reached its usage limit', { field: 'code' });
    const usage = await insertUsage(tx, {
      promoCodeId: taken.id,
      prospectId,
      questionnaireId: questionnaireId ?? null,
    });
    // A parallel request of the same prospect won the unique (code, prospect) row: undo this use.
    if (!usage) throw new AppError('CONFLICT', 'You have already used this promo code', { field: 'code' });
    const product = (await findProductById(tx, { id: taken.productId }))!;
    const order = await insertOrder(tx, {
      prospectId: prospect.id,
      productCode: product.code,
      amountCents: 0,
      provider: 'promo',
      providerRef: `promo-usage-${usage.id}`,
      status: 'confirmed',
    });
    await applyOrder(tx, { order, paymentMethod: 'Promo Code', transactionId: null, mailer });
    return {
      success: true as const,
      message: `Promo code ${taken.code.toUpperCase()} applied: ${product.name} is yours.`,
    };
  });
}
