// Plan facts the dashboard needs: free or not, payment pending, and the plan dialog's labels.
import type { TProspect } from '@trajectory/contracts/prospects';
import { isPaidPlan, PLAN_CODES, type TProduct } from '@trajectory/contracts/products';
import { formatPrice } from '@/lib/format';
import { findPlan, planRank } from '@/lib/plans';

const FREE_CODE = PLAN_CODES.free;

export function isFreePlan(prospect: TProspect): boolean {
  return prospect.selectedPlanCode === FREE_CODE;
}

/**
 * A paid plan was chosen (the preferred plan) but the held plan ranks below it: the payment has not been
 * applied yet. A preferred plan at or below the held one is not pending; unknown plans are not either.
 */
export function isPaymentPending(prospect: TProspect, products: readonly TProduct[] | undefined): boolean {
  const preferred = findPlan(products, prospect.preferredPlanCode ?? undefined);
  const held = findPlan(products, prospect.selectedPlanCode);
  if (!preferred || !held || preferred.code === FREE_CODE) return false;
  return planRank(preferred) > planRank(held);
}

/** 'Full Reports - Only $29.99', 'Expert Feedback - $59.99', "Custom Financial Proforma - Let's Talk". */
export function planChoiceLabel(product: TProduct): string {
  const price = formatPrice(product);
  return product.code === PLAN_CODES.financialStatements
    ? `${product.name} - Only ${price}`
    : `${product.name} - ${price}`;
}

export function paidProducts(products: readonly TProduct[]): TProduct[] {
  return products.filter(isPaidPlan);
}
