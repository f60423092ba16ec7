// Product queries.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { preparedRead, type QueryParams } from '../../infra/db/prepared';
import { products } from '../../infra/db/schema/index';

export type ProductRow = typeof products.$inferSelect;

export function findActiveProducts(db: DbOrTx): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.isActive, true)).orderBy(asc(products.code));
}

const productByCode = preparedRead('product_by_code', (db, p: QueryParams<{ code: string }>) =>
  db.select().from(products).where(eq(products.code, p.code)).limit(1),
);

export async function findProductByCode(
  db: DbOrTx,
  { code }: { code: string },
): Promise<ProductRow | undefined> {
  const [row] = await productByCode(db, { code });
  return row;
}

export async function findProductById(db: DbOrTx, { id }: { id: number }): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export function findAllProducts(db: DbOrTx): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.code));
}
