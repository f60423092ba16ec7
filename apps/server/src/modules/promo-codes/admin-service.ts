// Staff rules for promo codes: codes are unique whatever their case and tied to an existing product.
import type { TAdminPromoCode, TAdminPromoCodeInput } from '@trajectory/contracts/admin-promo-codes';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findProductById } from '../products/service';
import {
  deletePromoCode,
  findAllPromoCodes,
  findPromoCodeById,
  findUsagesOfPromoCode,
  insertPromoCode,
  updatePromoCode,
} from './admin-repo';
import { findPromoCodeByCode, type PromoCodeRow } from './repo';

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

const toDate = (value: string | null) => (value === null ? null : new Date(value));

export async function listPromoCodes(db: DbOrTx) {
  return (await findAllPromoCodes(db)).map((r) => toDto(r.promo, r.productName));
}

export async function createPromoCode(db: DbOrTx, input: TAdminPromoCodeInput) {
  const product = await requireProduct(db, input.productId);
  const row = await insertPromoCode(db, { ...input, expiresAt: toDate(input.expiresAt) });
  if (!row) throw new AppError('CONFLICT', `A promo code ${input.code} already exists`, { field: 'code' });
  return toDto(row, product.name);
}

export async function editPromoCode(db: DbOrTx, { id, input }: { id: number; input: TAdminPromoCodeInput }) {
  const existing = await findPromoCodeById(db, { id });
  if (!existing) throw new AppError('NOT_FOUND', 'Promo code not found');
  const product = await requireProduct(db, input.productId);
  const clash = await findPromoCodeByCode(db, { code: input.code });
  if (clash && clash.id !== id)
    throw new AppError('CONFLICT', `A promo code ${input.code} already exists`, { field: 'code' });
  const row = await updatePromoCode(db, { id, values: { ...input, expiresAt: toDate(input.expiresAt) } });
  return toDto(row!, product.name);
}

export async function removePromoCode(db: DbOrTx, { id }: { id: number }) {
  if (!(await deletePromoCode(db, { id }))) throw new AppError('NOT_FOUND', 'Promo code not found');
}

export async function listPromoUsages(db: DbOrTx, { id }: { id: number }) {
  if (!(await findPromoCodeById(db, { id }))) throw new AppError('NOT_FOUND', 'Promo code not found');
  return (await findUsagesOfPromoCode(db, { id })).map((u) => ({ ...u, usedAt: u.usedAt.toISOString() }));
}
