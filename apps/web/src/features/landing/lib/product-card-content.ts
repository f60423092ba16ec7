// What a product card says, derived from the product's fields (visitor.md sections 2 and 9).
import type { TProduct } from '@trajectory/contracts/products';
import { PLAN_CODES } from '@trajectory/contracts/products';

type ProductFields = Pick<
  TProduct,
  | 'code'
  | 'type'
  | 'statementsType'
  | 'chartsCount'
  | 'questionnairesPerEmail'
  | 'hasAiAssessment'
  | 'canBookMeeting'
>;

export { productFeatures } from '@/lib/product-features';

/** The card's button: 'Get it Now' for the free plan, 'Book a Session' where a meeting is booked. */
export function productActionLabel(product: ProductFields): string {
  if (product.type === 'Free') return 'Get it Now';
  if (product.canBookMeeting) return 'Book a Session';
  return 'Get Full Reports';
}

export const isMostPopular = (product: Pick<TProduct, 'code'>): boolean =>
  product.code === PLAN_CODES.financialStatements;
