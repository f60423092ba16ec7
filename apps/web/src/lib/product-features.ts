// The generated feature list of a plan (purchasing.md section 5, visitor.md section 9), shared by the
// landing cards and the checkout pages.
import type { TProduct } from '@trajectory/contracts/products';
import { PLAN_CODES } from '@trajectory/contracts/products';
import { yearsInWords } from '@trajectory/contracts/statements';

export type FeatureFields = Pick<
  TProduct,
  'code' | 'statementsType' | 'chartsCount' | 'questionnairesPerEmail' | 'hasAiAssessment'
> &
  Partial<Pick<TProduct, 'type' | 'projectionYears'>>;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What "reports" count, said the same way on the plan cards, at checkout and on the dashboard (issue #14):
 * a report is one completed questionnaire, and a bought plan's reports add to the ones already held
 * (ARCHITECTURE.md "Plans and credits": Free's 2 + Full Reports' 3 = 5).
 */
export const REPORT_CREDITS_NOTE =
  'Each completed questionnaire uses one report; every plan you buy adds its reports to the ones you have.';

/** The free plan's allowance per e-mail; a paid plan's reports as what it adds. */
export function reportCreditsFeature(product: FeatureFields): string | null {
  const n = product.questionnairesPerEmail;
  if (product.type === 'Paid') return `${plural(n, 'more report')}, added to the ones you have`;
  return n > 1 ? `Up to ${n} reports per email` : null;
}

/**
 * Simple plans list only the P&L; the others all three statements over the plan's years (three, or five
 * for a plan whose product says so: never both), with charts, credits and extras.
 */
export function productFeatures(product: FeatureFields): string[] {
  const features: string[] = [];
  if (product.statementsType === 'Simple') {
    features.push('Profit & Loss report');
  } else {
    features.push(
      'Profit & Loss, Balance Sheet and Cash Flow',
      `${yearsInWords(product, { title: true })}-year projections`,
      'Financial summary',
    );
  }
  if (product.chartsCount > 2) {
    features.push(`Charts and analysis (${plural(product.chartsCount, 'chart')})`);
  } else if (product.chartsCount > 0) {
    features.push(`Financial graphics (${plural(product.chartsCount, 'chart')})`);
  }
  const credits = reportCreditsFeature(product);
  if (credits) features.push(credits);
  if (product.hasAiAssessment) features.push('AI business assessment');
  if (product.code === PLAN_CODES.consultation) features.push('10-minute video session with an expert');
  if (product.code === PLAN_CODES.custom) {
    features.push('Custom documents', '90-minute expert review', 'Dynamic Excel model');
  }
  return features;
}
