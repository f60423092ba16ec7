// Plan facts several pages need: a plan's rank, the bigger plans on offer, what one adds over another, and
// where choosing it leads (issue #14 items 2 and 3).
import { PLAN_CODES, PLAN_KEY_BY_CODE, productRank, type TProduct } from '@trajectory/contracts/products';
import { checkoutHref, TALK_WITH_EXPERT_PATH } from './paths';
import { reportCreditsFeature } from './product-features';

export const isCustomPlan = (product: Pick<TProduct, 'code'>) => product.code === PLAN_CODES.custom;

/** A plan's place in the order of plans: the contracts' one rule (by price, the custom plan above all). */
export const planRank = productRank;

export function findPlan(products: readonly TProduct[] | undefined, code: string | undefined) {
  return code ? products?.find((product) => product.code === code) : undefined;
}

export function hasCompleteStatements(plan: Pick<TProduct, 'statementsType'> | undefined): boolean {
  return plan?.statementsType === 'Complete';
}

/** The paid plans ranked above the held one, smallest first; all paid plans when the held one is unknown. */
export function biggerPlans(products: readonly TProduct[], heldCode: string | undefined): TProduct[] {
  const held = findPlan(products, heldCode);
  const heldRank = held ? planRank(held) : 0;
  return products
    .filter((product) => product.type === 'Paid' && product.isActive && planRank(product) > heldRank)
    .sort((a, b) => planRank(a) - planRank(b));
}

/** What choosing `target` gives beyond `held`, in the words of the plan cards. */
export function planAdditions(held: TProduct | undefined, target: TProduct): string[] {
  const adds: string[] = [];
  if (hasCompleteStatements(target) && !hasCompleteStatements(held)) {
    adds.push('Balance sheet and cash flow statements', 'Excel workbook of your statements');
  }
  const heldCharts = held?.chartsCount ?? 0;
  if (target.chartsCount > heldCharts) {
    adds.push(
      heldCharts > 0
        ? `${target.chartsCount} charts instead of ${heldCharts}`
        : `${target.chartsCount} charts`,
    );
  }
  if (target.hasAiAssessment && !held?.hasAiAssessment) adds.push('AI business assessment, with a Word copy');
  if (target.code === PLAN_CODES.consultation) adds.push('10-minute video session with an expert');
  if (isCustomPlan(target)) {
    adds.push('90-minute expert review', 'Custom documents and five-year projections');
  }
  const credits = reportCreditsFeature(target);
  if (credits) adds.push(credits);
  return adds;
}

/** The custom plan starts with a conversation (ARCHITECTURE.md); the others at checkout for this prospect. */
export function upgradeHref(product: Pick<TProduct, 'code'>, prospectId: string): string {
  if (isCustomPlan(product)) return TALK_WITH_EXPERT_PATH;
  return checkoutHref(PLAN_KEY_BY_CODE[product.code] ?? 'financial_statements', prospectId);
}
