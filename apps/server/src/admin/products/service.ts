// Staff product rules: unique codes, prices in cents, and no deleting or recoding a product in use.
import { priceToCents } from '@trajectory/contracts/common';
import type { TAdminProductInput } from '@trajectory/contracts/admin-products';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { auditDiff, describeChange, recordAudit, type AuditActor } from '../../domains/audit/service';
import {
  findAllProducts,
  findProductByCode,
  findProductById,
  FREE_PLAN_CODE,
} from '../../domains/catalog/service';
import { toProductDto } from '../../domains/catalog/service';
import { countProductReferences, deleteProduct, insertProduct, updateProduct } from './repo';

function toRow(input: TAdminProductInput) {
  const { price, ...rest } = input;
  if (rest.type === 'Free' && price !== '0.00') {
    throw new AppError('INVALID_INPUT', 'A Free product must have price 0.00', { field: 'price' });
  }
  return { ...rest, priceCents: priceToCents(price) };
}

const codeTaken = (code: string) =>
  new AppError('CONFLICT', `A product with code ${code} already exists`, { field: 'code' });

function describeReferences(refs: { prospects: number; promoCodes: number; orders: number }): string | null {
  const parts = [
    refs.prospects ? `${refs.prospects} prospect${refs.prospects === 1 ? '' : 's'} hold or chose it` : '',
    refs.promoCodes ? `${refs.promoCodes} promo code${refs.promoCodes === 1 ? '' : 's'} refer to it` : '',
    refs.orders ? `${refs.orders} open order${refs.orders === 1 ? '' : 's'} are for it` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export async function listAllProducts(db: DbOrTx) {
  return (await findAllProducts(db)).map(toProductDto);
}

export async function createProduct(db: Database, input: TAdminProductInput, actor: AuditActor) {
  const values = toRow(input);
  return db.transaction(async (tx) => {
    const row = await insertProduct(tx, values);
    if (!row) throw codeTaken(input.code);
    const product = toProductDto(row);
    await recordAudit(tx, {
      actor,
      action: 'product.create',
      targetType: 'product',
      targetId: row.id,
      summary: `Created product ${row.name} (${row.code}) at ${product.price}`,
      after: product,
    });
    return product;
  });
}

export async function editProduct(
  db: Database,
  { id, input }: { id: number; input: TAdminProductInput },
  actor: AuditActor,
) {
  const values = toRow(input);
  return db.transaction(async (tx) => {
    const existing = await findProductById(tx, { id });
    if (!existing) throw new AppError('NOT_FOUND', 'Product not found');
    if (values.code !== existing.code) {
      const clash = await findProductByCode(tx, { code: values.code });
      if (clash) throw codeTaken(values.code);
      const inUse = describeReferences(await countProductReferences(tx, existing));
      if (inUse || existing.code === FREE_PLAN_CODE) {
        throw new AppError(
          'CONFLICT',
          `The code of ${existing.name} cannot change while ${inUse ?? 'it is the free plan'}`,
          { field: 'code' },
        );
      }
    }
    const was = toProductDto(existing);
    const now = toProductDto((await updateProduct(tx, { id, values }))!);
    const diff = auditDiff(was, now);
    await recordAudit(tx, {
      actor,
      action: 'product.update',
      targetType: 'product',
      targetId: id,
      summary: `Changed product ${now.name} (${now.code})${describeChange(diff)}`,
      ...diff,
    });
    return now;
  });
}

export async function removeProduct(db: Database, { id }: { id: number }, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const existing = await findProductById(tx, { id });
    if (!existing) throw new AppError('NOT_FOUND', 'Product not found');
    if (existing.code === FREE_PLAN_CODE) {
      throw new AppError('CONFLICT', 'The free plan cannot be deleted; deactivate it instead');
    }
    const inUse = describeReferences(await countProductReferences(tx, existing));
    if (inUse) {
      throw new AppError(
        'CONFLICT',
        `${existing.name} cannot be deleted because ${inUse}. Deactivate it instead (set isActive to false).`,
      );
    }
    await deleteProduct(tx, { id });
    await recordAudit(tx, {
      actor,
      action: 'product.delete',
      targetType: 'product',
      targetId: id,
      summary: `Deleted product ${existing.name} (${existing.code})`,
      before: toProductDto(existing),
    });
  });
}
