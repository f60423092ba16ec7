// Where the questionnaire sends people: the reports dashboard, checkout, or a server-given path.
import { PLAN_CODES, PLAN_KEY_BY_CODE } from '@trajectory/contracts/products';
import type { TProspect } from '@trajectory/contracts/prospects';
import { checkoutHref } from '@/lib/paths';

export function checkoutPath(productCode: string, prospectId: string): string {
  return checkoutHref(PLAN_KEY_BY_CODE[productCode] ?? 'financial_statements', prospectId);
}

/** The product the completion is for: a free holder's paid preferred plan, else the held plan. */
export function completionProductCode(prospect: TProspect): string {
  if (prospect.selectedPlanCode === PLAN_CODES.free && prospect.preferredPlanCode)
    return prospect.preferredPlanCode;
  return prospect.selectedPlanCode || PLAN_CODES.free;
}

/** The Custom plan adds the booking step, whether held or chosen at registration. */
export const isCustomPlan = (prospect: TProspect): boolean =>
  prospect.selectedPlanCode === PLAN_CODES.custom || prospect.preferredPlanCode === PLAN_CODES.custom;

export function planLimitTitle(prospect: TProspect): string {
  return prospect.selectedPlanCode === PLAN_CODES.free ? 'Free Plan Limit Reached' : 'Plan Limit Reached';
}
