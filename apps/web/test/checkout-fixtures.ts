// Canned API answers for the purchasing pages: a prospect, its questionnaires, intents, orders, payments.
import type { TProspect } from '@trajectory/contracts/prospects';
import { products } from './fixtures';
import { jsonResponse } from './utils';

export const PROSPECT_ID = '11111111-1111-4111-8111-111111111111';
export const ORDER_ID = '22222222-2222-4222-8222-222222222222';
export const OLD_Q = '33333333-3333-4333-8333-333333333333';
export const NEW_Q = '44444444-4444-4444-8444-444444444444';
export const EMAIL = 'ada@example.com';

export function prospect(overrides: Partial<TProspect> = {}): TProspect {
  return {
    id: PROSPECT_ID,
    name: 'Ada Founder',
    email: EMAIL,
    businessName: 'Ada Bakes',
    selectedPlan: 'Free Projection',
    selectedPlanCode: 'P01',
    preferredPlan: null,
    preferredPlanCode: null,
    statementsType: 'Simple',
    submissionCount: 1,
    maxSubmissions: 2,
    remainingReports: 1,
    reportCount: 1,
    createdAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function paidProspect(code: 'P02' | 'P03' = 'P02'): TProspect {
  const plan = products.find((p) => p.code === code)!;
  return prospect({ selectedPlan: plan.name, selectedPlanCode: code, statementsType: 'Complete' });
}

export const config = (payments = 'simulated', schedulingUrl: string | null = null) => ({
  schedulingUrl,
  supportEmail: 'help@trajectory.test',
  payments,
});

export const intent = {
  clientSecret: 'pi_sim_1_secret_abc',
  paymentIntentId: 'pi_sim_1',
  orderId: ORDER_ID,
  amount: '29.99',
  currency: 'USD',
  provider: 'simulated',
  publishableKey: null,
};

export function paymentSuccess(
  transactionType: 'new_purchase' | 'upgrade' | 'renewal' | null = 'new_purchase',
) {
  return {
    success: true,
    message: 'Payment successful! Your plan is active and your complete statements are ready.',
    requiresMeeting: false,
    redirectTo: `/payment-success/${PROSPECT_ID}`,
    alreadyApplied: transactionType === null,
    prospect: paidProspect(),
    transactionType,
  };
}

export function order(overrides: Record<string, unknown> = {}) {
  return {
    id: ORDER_ID,
    prospectId: PROSPECT_ID,
    productCode: 'P02',
    productType: 'financial_statements',
    productName: 'Full Reports',
    amount: '29.99',
    currency: 'USD',
    paymentMethod: 'credit_card',
    status: 'created',
    createdAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function questionnaire(id: string, isCompleted: boolean) {
  return {
    id,
    prospectId: PROSPECT_ID,
    isCompleted,
    statementType: 'Simple',
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    completedAt: isCompleted ? '2025-01-05T10:00:00.000Z' : null,
  };
}

/** The base answers of the checkout page; `extra` replaces or adds answers by URL. */
export function checkoutApi(
  extra: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>> = {},
  who: TProspect = prospect(),
) {
  return {
    [`/api/prospects/${PROSPECT_ID}`]: () => jsonResponse(who),
    '/api/products': () => jsonResponse(products),
    '/api/public-config': () => jsonResponse(config()),
    ...extra,
  };
}

/** The JSON body a mocked call was sent with. */
export function sentBody(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}
