// The smallest extra loan that brings the funding gap to zero, which "add a loan" offers to prefill.

import { project } from './project';
import type { LoanInput, ProjectionInputs } from './types';

/** The largest loan the model accepts, and so the largest this search tries. */
export const MAX_LOAN_AMOUNT = 1_000_000_000;

export type LoanTerms = { annualRatePct?: number; termMonths?: number; startMonth?: number };

export type LoanToCloseGap =
  | { amount: number; loan: LoanInput }
  /** No loan up to MAX_LOAN_AMOUNT on these terms keeps the bank balance at or above zero. */
  | { amount: null; reason: string };

/**
 * The smallest whole-dollar amount of one more loan (8% over 60 months from the opening unless told
 * otherwise) that brings fundingGap to 0, found by bisection; 0 when there is no gap. Repayments can
 * open a later gap, so the amounts that close it form a range; when 1,000,000,000 itself does not
 * close it, powers of two find a closing amount to bisect below, or there is none.
 */
export function loanToCloseGap(inputs: ProjectionInputs, terms: LoanTerms = {}): LoanToCloseGap {
  const annualRatePct = terms.annualRatePct ?? 8;
  const termMonths = terms.termMonths ?? 60;
  const startMonth = terms.startMonth ?? 0;
  const loanOf = (amount: number): LoanInput => ({ amount, annualRatePct, termMonths, startMonth });
  const closes = (amount: number): boolean =>
    project({ ...inputs, loans: [...(inputs.loans ?? []), loanOf(amount)] }).metrics.fundingGap === 0;
  if (project(inputs).metrics.fundingGap === 0) return { amount: 0, loan: loanOf(0) };

  let low = 0; // does not close
  let high: number | null = closes(MAX_LOAN_AMOUNT) ? MAX_LOAN_AMOUNT : null;
  if (high === null) {
    for (let amount = 1; amount < MAX_LOAN_AMOUNT; amount *= 2) {
      if (closes(amount)) {
        high = amount;
        break;
      }
      low = amount;
    }
  }
  if (high === null) {
    return {
      amount: null,
      reason:
        `No loan at ${annualRatePct}% over ${termMonths} months closes the funding gap: ` +
        'its repayments leave the bank balance below zero later on.',
    };
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (closes(middle)) high = middle;
    else low = middle;
  }
  return { amount: high, loan: loanOf(high) };
}
