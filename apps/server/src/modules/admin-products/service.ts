// Staff product rules: unique codes, prices in cents, and no deleting or recoding a product in use.
import type { TAdminProductInput } from '@trajectory/contracts/admin-products';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { FREE_PLAN_CODE } from '../products/plans';
import { findAllProducts, findProductByCode, findProductById } from '../products/service';
import { toProductDto } from '../products/service';
import { countProductReferences, deleteProduct, insertProduct, updateProduct } from './repo';

function toRow(input: TAdminProductInput) {
  const { price, ...rest } = input;
  if (rest.type === 'Free' && price !== '0.00') {
    throw new AppError('INVALID_INPUT', 'A Free product must have price 0.00', { field: 'price' });
  }
  return { ...rest, priceCents: Math.round(Number(price) * 100) };
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

export async function createProduct(db: DbOrTx, input: TAdminProductInput) {
  const row = await insertProduct(db, toRow(input));
  if (!row) throw codeTaken(input.code);
  return toProductDto(row);
}

export async function editProduct(db: Database, { id, input }: { id: number; input: TAdminProductInput }) {
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
    return toProductDto((await updateProduct(tx, { id, values }))!);
  });
}

export async function removeProduct(db: Database, { id }: { id: number }) {
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
  });
}
