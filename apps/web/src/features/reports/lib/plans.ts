// Plan facts the dashboard needs: free or not, payment pending, and the plan dialog's labels.
import type { TProspect } from '@trajectory/contracts/prospects';
import type { TProduct } from '@trajectory/contracts/products';
import { formatPrice } from '@/lib/format';

const FREE_CODE = 'P01';

export function isFreePlan(prospect: TProspect): boolean {
  return prospect.selectedPlanCode === FREE_CODE;
}

/**
 * A paid plan was chosen (the preferred plan) but the held plan is a different, lower one: the payment
 * has not been applied yet. Codes rise with price, so a preferred plan below the held one is not pending.
 */
export function isPaymentPending(prospect: TProspect): boolean {
  const preferred = prospect.preferredPlanCode;
  if (!preferred || preferred === FREE_CODE) return false;
  return preferred !== prospect.selectedPlanCode && preferred.localeCompare(prospect.selectedPlanCode) > 0;
}

/** 'Full Reports - Only $29.99', 'Expert Feedback - $59.99', "Custom Financial Proforma - Let's Talk". */
export function planChoiceLabel(product: TProduct): string {
  const price = formatPrice(product);
  return product.code === 'P02' ? `${product.name} - Only ${price}` : `${product.name} - ${price}`;
}

export function paidProducts(products: readonly TProduct[]): TProduct[] {
  return products.filter((product) => product.code !== FREE_CODE && product.type === 'Paid');
}
