// What a product card says, derived from the product's fields (visitor.md sections 2 and 9).
import type { TProduct } from '@trajectory/contracts/products';

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

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The generated feature list of a product card. */
export function productFeatures(product: ProductFields): string[] {
  const features: string[] = [];
  if (product.statementsType === 'Simple') {
    features.push('Profit & Loss report');
  } else {
    features.push(
      'Profit & Loss, Balance Sheet and Cash Flow',
      'Three-year projections',
      'Financial summary',
    );
  }
  if (product.chartsCount > 2) {
    features.push(`Charts and analysis (${plural(product.chartsCount, 'chart')})`);
  } else if (product.chartsCount > 0) {
    features.push(`Financial graphics (${plural(product.chartsCount, 'chart')})`);
  }
  if (product.questionnairesPerEmail > 1) {
    features.push(`Up to ${product.questionnairesPerEmail} reports per email`);
  }
  if (product.hasAiAssessment) features.push('AI business assessment');
  if (product.code === 'P03') features.push('10-minute video session with an expert');
  if (product.code === 'P04') {
    features.push(
      'Custom documents',
      '90-minute expert review',
      'Five-year projections',
      'Dynamic Excel model',
    );
  }
  return features;
}

/** The card's button: 'Get it Now' for the free plan, 'Book a Session' where a meeting is booked. */
export function productActionLabel(product: ProductFields): string {
  if (product.type === 'Free') return 'Get it Now';
  if (product.canBookMeeting) return 'Book a Session';
  return 'Get Full Reports';
}

export const isMostPopular = (product: Pick<TProduct, 'code'>): boolean => product.code === 'P02';
