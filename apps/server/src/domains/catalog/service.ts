// Product rules: how a stored product is presented, and the lookups other modules use.
import { centsToPrice } from '@trajectory/contracts/common';
import { planProjectionYears, type TProduct } from '@trajectory/contracts/products';
import type { DbOrTx } from '../../infra/db/client';
import { findActiveProducts, type ProductRow } from './repo';

// The product queries other modules use: they reach products through this service (issue #13).
export { findAllProducts, findProductByCode, findProductById, type ProductRow } from './repo';
export { FREE_PLAN_CODE, matchPlan, resolvePlanCode } from './plans';

export function toProductDto(row: ProductRow): TProduct {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    type: row.type,
    price: centsToPrice(row.priceCents),
    questionnairesPerEmail: row.questionnairesPerEmail,
    canBookMeeting: row.canBookMeeting,
    hasAiAssessment: row.hasAiAssessment,
    statementsType: row.statementsType,
    chartsCount: row.chartsCount,
    acceptsPromoCodes: row.acceptsPromoCodes,
    projectionYears: planProjectionYears(row),
    isActive: row.isActive,
  };
}

export async function listActiveProducts(db: DbOrTx): Promise<TProduct[]> {
  return (await findActiveProducts(db)).map(toProductDto);
}
