// Which product a checkout link means, and how checkout names products and amounts.
import type { TProspect } from '@trajectory/contracts/prospects';
import { CHECKOUT_TYPES, isSoldOnline, PLAN_CODES, type TProduct } from '@trajectory/contracts/products';

export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

/** purchasing.md 2.1: financial_statements is P02, consultation P03, custom P04; basic is the free P01. */
export const CODE_BY_TYPE: Record<CheckoutType, string> = {
  basic: PLAN_CODES.free,
  financial_statements: PLAN_CODES.financialStatements,
  consultation: PLAN_CODES.consultation,
  custom: PLAN_CODES.custom,
};

const TYPE_BY_CODE = Object.fromEntries(
  Object.entries(CODE_BY_TYPE).map(([type, code]) => [code, type as CheckoutType]),
) as Record<string, CheckoutType>;

export function isCheckoutType(value: string): value is CheckoutType {
  return (CHECKOUT_TYPES as readonly string[]).includes(value);
}

/** The checkout type of a product code ('P02' → 'financial_statements'). */
export function checkoutTypeOf(code: string): CheckoutType | undefined {
  return TYPE_BY_CODE[code];
}

/**
 * The product a checkout link sells. The spec prefers the product named by the prospect's preferred plan,
 * then the type's code; since the link's type decides what is bought (ARCHITECTURE.md, Payments), the
 * preferred plan only chooses among products of that type (a variant such as "Expert Feedback - $24").
 */
export function selectCheckoutProduct(
  products: readonly TProduct[],
  prospect: Pick<TProspect, 'preferredPlan'> | undefined,
  type: CheckoutType,
): TProduct | undefined {
  const code = CODE_BY_TYPE[type];
  const preferred = prospect?.preferredPlan?.trim().toLowerCase();
  const ofType = products.filter((product) => checkoutTypeOf(product.code) === type || product.code === code);
  return (
    (preferred ? ofType.find((product) => product.name.trim().toLowerCase() === preferred) : undefined) ??
    ofType.find((product) => product.code === code)
  );
}

/** A product with nothing to pay online: the free plan, or a paid plan arranged with an expert (no price). */
export function isFreeProduct(product: Pick<TProduct, 'code' | 'type' | 'price'>): boolean {
  return !isSoldOnline(product);
}

/** purchasing.md 2.2: the card page names the product "Financial Statements" or "1:1 Consultation". */
export function orderProductLabel(order: { productType: string; productName: string }): string {
  if (order.productType === 'financial_statements') return 'Financial Statements';
  if (order.productType === 'consultation') return '1:1 Consultation';
  return order.productName;
}

export { checkoutHref, fullStatementsHref, meetingHref } from '@/lib/paths';
