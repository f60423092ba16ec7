// Plan facts the dashboard needs: free or not, payment pending, and where buying a plan leads.
import type { TProspect } from '@trajectory/contracts/prospects';
import { PLAN_CODES, PLAN_KEY_BY_CODE, productRank, type TProduct } from '@trajectory/contracts/products';
import { formatPrice } from '@/lib/format';
import { checkoutHref, TALK_WITH_EXPERT_PATH } from '@/lib/paths';

const FREE_CODE = PLAN_CODES.free;
const CUSTOM_CODE = PLAN_CODES.custom;

export function isFreePlan(prospect: TProspect): boolean {
  return prospect.selectedPlanCode === FREE_CODE;
}

/**
 * A paid plan was chosen (the preferred plan) but the held plan ranks lower (contracts' planRank: by
 * price, custom above all): the payment has not been applied yet. Unknown until the products load.
 */
export function isPaymentPending(prospect: TProspect, products: readonly TProduct[] | undefined): boolean {
  const preferred = prospect.preferredPlanCode;
  if (!preferred || preferred === FREE_CODE || !products) return false;
  const rankOf = (code: string) => productRank(products.find((product) => product.code === code));
  return preferred !== prospect.selectedPlanCode && rankOf(preferred) > rankOf(prospect.selectedPlanCode);
}

/** 'Full Reports - Only $29.99', 'Expert Feedback - $59.99', "Custom Financial Proforma - Let's Talk". */
export function planChoiceLabel(product: TProduct): string {
  const price = formatPrice(product);
  return product.code === PLAN_CODES.financialStatements
    ? `${product.name} - Only ${price}`
    : `${product.name} - ${price}`;
}

/** Custom goes to the conversation with an expert; the others to checkout for this prospect. */
export function planChoiceHref(product: TProduct, prospectId: string): string {
  if (product.code === CUSTOM_CODE) return TALK_WITH_EXPERT_PATH;
  const type = PLAN_KEY_BY_CODE[product.code] ?? 'financial_statements';
  return checkoutHref(type, prospectId);
}

export function paidProducts(products: readonly TProduct[]): TProduct[] {
  return products.filter((product) => product.code !== FREE_CODE && product.type === 'Paid');
}
