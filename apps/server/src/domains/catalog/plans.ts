// Plan names: prospects hold product codes; the API shows names and accepts a name, a code or a plan key.
import { PLAN_CODES, PLAN_KEY_BY_CODE } from '@trajectory/contracts/products';
import type { DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { findAllProducts, type ProductRow } from './repo';

export const FREE_PLAN_CODE = PLAN_CODES.free;

const normalise = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Finds the product a plan reference names; "Full Report", "Full Reports - $29.99" and "basic" included. */
export function matchPlan(productsList: ProductRow[], reference: string): ProductRow | undefined {
  const ref = normalise(reference);
  const withoutPrice = ref.replace(/\s*[-–(]?\s*(only\s*)?\$[\d.,]+\)?\s*$/, '').trim();
  return productsList.find((p) => {
    const name = normalise(p.name);
    const key = PLAN_KEY_BY_CODE[p.code];
    return (
      ref === p.code.toLowerCase() ||
      ref === key ||
      (ref === 'basic' && p.code === FREE_PLAN_CODE) ||
      withoutPrice === name ||
      // "Full Report" and "Full Reports" name the same plan.
      withoutPrice.replace(/s$/, '') === name.replace(/s$/, '')
    );
  });
}

export async function resolvePlanCode(
  db: DbOrTx,
  reference: string,
  field = 'selectedPlan',
): Promise<string> {
  const product = matchPlan(await findAllProducts(db), reference);
  if (!product) throw new AppError('INVALID_INPUT', `Unknown plan "${reference}"`, { field });
  return product.code;
}
