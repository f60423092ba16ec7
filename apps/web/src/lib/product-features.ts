// The generated feature list of a plan (purchasing.md section 5, visitor.md section 9), shared by the
// landing cards and the checkout pages.
import type { TProduct } from '@trajectory/contracts/products';
import { PLAN_CODES } from '@trajectory/contracts/products';

export type FeatureFields = Pick<
  TProduct,
  'code' | 'statementsType' | 'chartsCount' | 'questionnairesPerEmail' | 'hasAiAssessment'
>;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Simple plans list only the P&L; the others all three statements, with charts, credits and extras. */
export function productFeatures(product: FeatureFields): string[] {
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
  if (product.code === PLAN_CODES.consultation) features.push('10-minute video session with an expert');
  if (product.code === PLAN_CODES.custom) {
    features.push(
      'Custom documents',
      '90-minute expert review',
      'Five-year projections',
      'Dynamic Excel model',
    );
  }
  return features;
}
