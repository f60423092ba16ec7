// The lender checklist in words (issue #25): each check's name, figure, threshold, verdict and the fix of a
// failed one. Defined once here; the full statements page, the PDF and the analyst all say it this way.

import { formatMoney, formatMoneyInProse, formatPercent, formatRatio, NO_FUNDING_GAP } from './format';
import type { LenderCheck, LenderCheckCode, LenderFix } from './types';

/** Each check's name as a person reads it, in the spec's order. */
export const LENDER_CHECK_NAMES: Readonly<Record<LenderCheckCode, string>> = {
  DSCR_FIRST_TWO_YEARS: 'Debt-service coverage, Years 1–2',
  DSCR_EVERY_YEAR: 'Debt-service coverage, every year',
  EQUITY_INJECTION: "Owner's share of the opening money",
  CASH_NEVER_NEGATIVE: 'Cash never below zero',
  OPERATING_CASH_POSITIVE_YEAR_2: 'Cash from operations in Year 2',
  BREAK_EVEN_WITHIN_24_MONTHS: 'Break-even within 24 months',
};

/** Said of a check whose figure does not exist for this plan (no loan, so no coverage or share). */
export const DOES_NOT_APPLY = 'Does not apply';

/** The verdict in words, so it never rests on colour alone. */
export function lenderCheckVerdict(
  check: Pick<LenderCheck, 'passed'>,
): 'Passes' | 'Fails' | typeof DOES_NOT_APPLY {
  if (check.passed === null) return DOES_NOT_APPLY;
  return check.passed ? 'Passes' : 'Fails';
}

/**
 * A failing figure never reads as the threshold: rounded for display, 1.149 would show "1.15" beside
 * "at least 1.15", so a failed figure is cut down (to the hundredth, or tenth of a percent) instead.
 */
function cutDown(x: number, perUnit: number): number {
  return Math.floor(x * perUnit + 1e-9) / perUnit;
}

/** The check's figure in words: "0.98", "below zero", "8%", "$37,830", "Month 7", or DOES_NOT_APPLY. */
export function lenderCheckFigure(check: LenderCheck): string {
  const { code, figure, passed } = check;
  switch (code) {
    case 'DSCR_FIRST_TWO_YEARS':
    case 'DSCR_EVERY_YEAR':
      if (figure === null) return DOES_NOT_APPLY;
      if (figure < 0) return 'below zero';
      return formatRatio(passed === false ? cutDown(figure, 100) : figure);
    case 'EQUITY_INJECTION':
      if (figure === null) return DOES_NOT_APPLY;
      return formatPercent(passed === false ? cutDown(figure, 10) : figure);
    case 'CASH_NEVER_NEGATIVE':
      return figure === null || figure === 0 ? NO_FUNDING_GAP : `a gap of ${formatMoney(figure)}`;
    case 'OPERATING_CASH_POSITIVE_YEAR_2':
      return formatMoney(figure ?? 0);
    case 'BREAK_EVEN_WITHIN_24_MONTHS':
      return figure === null ? 'No break-even within the plan' : `Month ${figure}`;
  }
}

/** What the check asks for: "at least 1.15", "at least 10%", "no gap", "more than $0", "Month 24 or sooner". */
export function lenderCheckThreshold(check: Pick<LenderCheck, 'code' | 'threshold'>): string {
  switch (check.code) {
    case 'DSCR_FIRST_TWO_YEARS':
    case 'DSCR_EVERY_YEAR':
      return `at least ${formatRatio(check.threshold)}`;
    case 'EQUITY_INJECTION':
      return `at least ${formatPercent(check.threshold)}`;
    case 'CASH_NEVER_NEGATIVE':
      return 'no gap';
    case 'OPERATING_CASH_POSITIVE_YEAR_2':
      return `more than ${formatMoney(check.threshold)}`;
    case 'BREAK_EVEN_WITHIN_24_MONTHS':
      return `Month ${check.threshold} or sooner`;
  }
}

function amountOf(fixes: readonly LenderFix[], kind: LenderFix['kind']): number | null | undefined {
  return fixes.find((fix) => fix.kind === kind)?.amount;
}

/**
 * The fix of a failed check as one sentence, its figures the engine's fixes: "Find $4,210 more cash a
 * year", "Borrow $12,000 less or put in $1,334 more", "A loan of $18,000 closes the gap". Null for a
 * check that passes or does not apply, and for break-even (the what-if panel shows the levers).
 */
export function lenderFixSentence(check: LenderCheck): string | null {
  if (check.passed !== false) return null;
  const { code, fixes } = check;
  switch (code) {
    case 'DSCR_FIRST_TWO_YEARS':
    case 'DSCR_EVERY_YEAR': {
      const extra = amountOf(fixes, 'extraYearlyCash');
      return extra == null
        ? null
        : `Find ${formatMoneyInProse(extra)} more cash a year for the loans (in the year that needs most)`;
    }
    case 'EQUITY_INJECTION': {
      const less = amountOf(fixes, 'lessBorrowing');
      const more = amountOf(fixes, 'moreOwnerCash');
      if (less == null || more == null) return null;
      return `Borrow ${formatMoneyInProse(less)} less or put in ${formatMoneyInProse(more)} more`;
    }
    case 'CASH_NEVER_NEGATIVE': {
      const loan = amountOf(fixes, 'loan');
      if (loan === undefined) return null;
      return loan === null
        ? 'No single loan closes the gap: its repayments leave cash below zero later on'
        : `A loan of ${formatMoneyInProse(loan)} closes the gap`;
    }
    case 'OPERATING_CASH_POSITIVE_YEAR_2': {
      const extra = amountOf(fixes, 'extraYearlyCash');
      return extra == null
        ? null
        : `Find ${formatMoneyInProse(extra)} more cash a year from operations in Year 2`;
    }
    case 'BREAK_EVEN_WITHIN_24_MONTHS':
      return null;
  }
}

/** Why a check does not apply: coverage needs loan payments, the owner's share a loan at the opening. */
export function whyNotApplying(code: LenderCheckCode): string {
  return code === 'EQUITY_INJECTION'
    ? 'nothing is borrowed at the opening'
    : 'no loan payments in these years';
}

/**
 * One line per check for prose (the PDF's list, the analyst): "Debt-service coverage, Years 1–2: 0.98
 * (lenders look for at least 1.15): fails. Find $1,990 more cash a year …".
 */
export function lenderCheckLine(check: LenderCheck): string {
  const verdict = lenderCheckVerdict(check);
  const head = `${LENDER_CHECK_NAMES[check.code]}: `;
  if (check.passed === null)
    return `${head}${DOES_NOT_APPLY.toLowerCase()} (nothing is borrowed at the opening).`;
  const fix = lenderFixSentence(check);
  // Prose never writes a minus or accounting brackets: "$12,600 below zero".
  const figure =
    check.code === 'OPERATING_CASH_POSITIVE_YEAR_2'
      ? formatMoneyInProse(check.figure ?? 0, 'below zero')
      : lenderCheckFigure(check);
  const line = `${head}${figure} (lenders look for ${lenderCheckThreshold(check)}): ${verdict.toLowerCase()}.`;
  return fix === null ? line : `${line} ${fix}.`;
}
