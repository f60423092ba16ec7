// Staff rules for promo codes: codes are unique whatever their case and tied to an existing product that
// takes codes (sold at checkout, "Accepts promo codes" on: issue #24), so every code made can be used.
import type { TAdminPromoCode, TAdminPromoCodeInput } from '@trajectory/contracts/admin-promo-codes';
import { isSoldOnline } from '@trajectory/contracts/products';
import type { Database, DbOrTx } from '../../infra/db/client';
import { auditDiff, describeChange, recordAudit, type AuditActor } from '../../domains/audit/service';
import { AppError } from '../../lib/errors';
import { findProductById } from '../../domains/catalog/service';
import {
  deletePromoCode,
  findAllPromoCodes,
  findPromoCodeById,
  findUsagesOfPromoCode,
  insertPromoCode,
  updatePromoCode,
} from './repo';
import { findPromoCodeByCode, type PromoCodeRow } from '../../domains/purchasing/promo-codes/service';

function toDto(promo: PromoCodeRow, productName: string | null): TAdminPromoCode {
  return {
    id: promo.id,
    code: promo.code,
    productId: promo.productId,
    product: productName ? { name: productName } : null,
    maxUses: promo.maxUses,
    currentUses: promo.currentUses,
    usedCount: promo.currentUses,
    expiresAt: promo.expiresAt?.toISOString() ?? null,
    isActive: promo.isActive,
    createdAt: promo.createdAt.toISOString(),
  };
}

async function requireProduct(db: DbOrTx, productId: number) {
  const product = await findProductById(db, { id: productId });
  if (!product)
    throw new AppError('INVALID_INPUT', `Product ${productId} does not exist`, { field: 'productId' });
  return product;
}

/** A product a new code may be for: bought at checkout (not the free plan) and accepting promo codes. */
async function requireProductTakingCodes(db: DbOrTx, productId: number) {
  const product = await requireProduct(db, productId);
  if (!isSoldOnline(product)) {
    const why = product.type === 'Free' ? 'is free' : 'is not bought at checkout';
    throw new AppError('INVALID_INPUT', `${product.name} ${why}, so a promo code cannot be made for it`, {
      field: 'productId',
    });
  }
  if (!product.acceptsPromoCodes) {
    throw new AppError(
      'INVALID_INPUT',
      `${product.name} accepts no promo codes: turn on "Accepts promo codes" in Products first`,
      { field: 'productId' },
    );
  }
  return product;
}

const toDate = (value: string | null) => (value === null ? null : new Date(value));

export async function listPromoCodes(db: DbOrTx) {
  return (await findAllPromoCodes(db)).map((r) => toDto(r.promo, r.productName));
}

export async function createPromoCode(db: Database, input: TAdminPromoCodeInput, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const product = await requireProductTakingCodes(tx, input.productId);
    const row = await insertPromoCode(tx, { ...input, expiresAt: toDate(input.expiresAt) });
    if (!row) throw new AppError('CONFLICT', `A promo code ${input.code} already exists`, { field: 'code' });
    const promo = toDto(row, product.name);
    await recordAudit(tx, {
      actor,
      action: 'promo_code.create',
      targetType: 'promo_code',
      targetId: row.id,
      summary: `Created promo code ${row.code} for ${product.name}`,
      after: promo,
    });
    return promo;
  });
}

export async function editPromoCode(
  db: Database,
  { id, input }: { id: number; input: TAdminPromoCodeInput },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const existing = await findPromoCodeById(tx, { id });
    if (!existing) throw new AppError('NOT_FOUND', 'Promo code not found');
    // A code keeps its product when edited (staff may still deactivate a code whose product stopped taking
    // codes); moved to another product, that one must take codes.
    const product =
      input.productId === existing.promo.productId
        ? await requireProduct(tx, input.productId)
        : await requireProductTakingCodes(tx, input.productId);
    const clash = await findPromoCodeByCode(tx, { code: input.code });
    if (clash && clash.id !== id)
      throw new AppError('CONFLICT', `A promo code ${input.code} already exists`, { field: 'code' });
    const row = await updatePromoCode(tx, { id, values: { ...input, expiresAt: toDate(input.expiresAt) } });
    const promo = toDto(row!, product.name);
    const diff = auditDiff(toDto(existing.promo, existing.productName), promo);
    await recordAudit(tx, {
      actor,
      action: 'promo_code.update',
      targetType: 'promo_code',
      targetId: id,
      summary: `Changed promo code ${promo.code}${describeChange(diff)}`,
      ...diff,
    });
    return promo;
  });
}

export async function removePromoCode(db: Database, { id }: { id: number }, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const existing = await findPromoCodeById(tx, { id });
    if (!existing || !(await deletePromoCode(tx, { id })))
      throw new AppError('NOT_FOUND', 'Promo code not found');
    await recordAudit(tx, {
      actor,
      action: 'promo_code.delete',
      targetType: 'promo_code',
      targetId: id,
      summary: `Deleted promo code ${existing.promo.code}`,
      before: toDto(existing.promo, existing.productName),
    });
  });
}

export async function listPromoUsages(db: DbOrTx, { id }: { id: number }) {
  if (!(await findPromoCodeById(db, { id }))) throw new AppError('NOT_FOUND', 'Promo code not found');
  return (await findUsagesOfPromoCode(db, { id })).map((u) => ({ ...u, usedAt: u.usedAt.toISOString() }));
}
