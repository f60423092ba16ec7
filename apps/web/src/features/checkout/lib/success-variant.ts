// Which payment-success screen to show (purchasing.md 2.4): Expert Feedback, an upgrade, or a new purchase.
import type { TPaymentSuccessResponse } from '@trajectory/contracts/purchasing';
import { PLAN_CODES } from '@trajectory/contracts/products';

export type TransactionType = NonNullable<TPaymentSuccessResponse['transactionType']>;
export type SuccessVariant = 'expert' | 'upgrade' | 'purchase';

const TRANSACTION_TYPES: readonly string[] = ['new_purchase', 'upgrade', 'renewal'];

export function parseTransactionType(value: string | null): TransactionType | null {
  return value && TRANSACTION_TYPES.includes(value) ? (value as TransactionType) : null;
}

/** The Expert Feedback plan (also named "Expert Feedback - $59.99") gets the scheduling screen. */
export function isExpertFeedbackPlan(plan: { code: string; name: string }): boolean {
  return (
    plan.code === PLAN_CODES.consultation || plan.name.trim().toLowerCase().startsWith('expert feedback')
  );
}

export function successVariant(
  plan: { code: string; name: string },
  type: TransactionType | null,
): SuccessVariant {
  if (isExpertFeedbackPlan(plan)) return 'expert';
  return type === 'upgrade' ? 'upgrade' : 'purchase';
}

/** Where the server's answer sends the visitor, carrying the transaction type for the success page. */
export function successPath(result: Pick<TPaymentSuccessResponse, 'redirectTo' | 'transactionType'>): string {
  if (!result.transactionType) return result.redirectTo;
  const joiner = result.redirectTo.includes('?') ? '&' : '?';
  return `${result.redirectTo}${joiner}type=${result.transactionType}`;
}
