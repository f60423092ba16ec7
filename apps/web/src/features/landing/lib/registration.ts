// Rules of the registration dialog: its two form schemas, the default plan and the plan-limit message.
import type { z } from 'zod';
import { ZCreateProspectRequest, ZPlanReference, type TProspect } from '@trajectory/contracts/prospects';
import { PLAN_CODES } from '@trajectory/contracts/products';

/** The plan registered when the visitor picks none (the free product sets no selected product). */
export const DEFAULT_PLAN = 'Free Projection';

/** Step 1 of 2: contact details and plan, with the server's own messages. */
export const ZContactStep = ZCreateProspectRequest.pick({ email: true, name: true }).extend({
  plan: ZPlanReference,
});
export type TContactStepInput = z.input<typeof ZContactStep>;
export type TContactStep = z.output<typeof ZContactStep>;

/** Step 2 of 2: business details and consent. */
export const ZBusinessStep = ZCreateProspectRequest.pick({
  businessName: true,
  phone: true,
  consentToContact: true,
});
export type TBusinessStepInput = { businessName: string; phone: string; consentToContact: boolean };
export type TBusinessStep = z.output<typeof ZBusinessStep>;

/** Phone input keeps only digits, +, -, spaces and parentheses: anything else is blocked while typing. */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^0-9+\-\s()]/g, '');
}

/** Free plan holders are told about their two reports; other plans about their own allowance. */
export function planLimitMessage(prospect: TProspect): { title: string; description: string } {
  if (prospect.selectedPlanCode === PLAN_CODES.free) {
    return {
      title: 'Free Plan Limit Reached',
      description: 'Free plan allows 2 reports per email. Please upgrade to create more reports.',
    };
  }
  return {
    title: 'Plan Limit Reached',
    description: `You have used all ${prospect.maxSubmissions} reports for your ${prospect.selectedPlan} plan. Please upgrade to create more reports.`,
  };
}

export const hasNoReportsLeft = (prospect: TProspect): boolean => prospect.remainingReports <= 0;
