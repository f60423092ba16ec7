// What a lender checks (spec "Sources and uses, and what a lender checks"): six checks, each with its
// figure and threshold, passed or failed or not applying, and for a failed one the amounts that fix it.
// Not part of project(): a plan whose cash falls below zero needs loanToCloseGap's search (some 30 more
// projections, ~1.7 ms), which the what-ifs, the live preview and the property tests must not pay for
// on every projection; the statements API, the PDF and the analyst call lenderChecks.

import { loanToCloseGap } from './loan-to-close-gap';
import { cashAvailableForDebtService, debtServiceCoverage, debtServiceOf } from './metrics';
import { roundDollars, roundTo6 } from './rounding';
import { EQUITY_INJECTION_MINIMUM_PCT, openingBorrowing } from './sources-and-uses';
import type { LenderCheck, LenderFix, ProjectionInputs, ProjectionMetrics, YearStatement } from './types';
import { DSCR_MINIMUM } from './warnings';

/** The SBA's minimum projected debt-service coverage for the first two years. */
export const DSCR_FIRST_TWO_YEARS_MINIMUM = 1.15;
/** Break-even is looked for within this many months (shown as Month 1–24). */
export const BREAK_EVEN_MONTHS = 24;

/** What the checks read: the projection's years and metrics (equityInjectionPct among them). */
export type LenderCheckFacts = {
  years: readonly YearStatement[];
  metrics: ProjectionMetrics;
};

/** A whole-dollar amount rounded up, after shedding floating-point noise (11,500.0000001 is 11,500). */
function ceilDollars(x: number): number {
  return Math.max(0, Math.ceil(roundTo6(x)));
}

/**
 * The six checks in the spec's order for a plan and its projection. The funding gap's fix is
 * loanToCloseGap's amount (null when no loan closes it), searched only when cash falls below zero;
 * `gapLoan` gives it when the caller already has it.
 */
export function lenderChecks(
  inputs: ProjectionInputs,
  { years, metrics }: LenderCheckFacts,
  gapLoan?: number | null,
): LenderCheck[] {
  const gapFix = (): LenderFix[] => [
    { kind: 'loan', amount: gapLoan === undefined ? loanToCloseGap(inputs).amount : gapLoan },
  ];
  return [
    coverageCheck('DSCR_FIRST_TWO_YEARS', years.slice(0, 2), DSCR_FIRST_TWO_YEARS_MINIMUM),
    coverageCheck('DSCR_EVERY_YEAR', years, DSCR_MINIMUM),
    equityCheck(inputs, metrics.equityInjectionPct),
    {
      code: 'CASH_NEVER_NEGATIVE',
      passed: metrics.fundingGap === 0,
      figure: metrics.fundingGap,
      threshold: 0,
      fixes: metrics.fundingGap === 0 ? [] : gapFix(),
    },
    operatingCashCheck(years),
    breakEvenCheck(metrics.breakEvenMonth),
  ];
}

/**
 * The lowest coverage of the years with debt service against the threshold; the fix is the extra cash a
 * year that the year needing most would need (threshold × debt service − cash available, rounded up).
 */
function coverageCheck(
  code: 'DSCR_FIRST_TWO_YEARS' | 'DSCR_EVERY_YEAR',
  years: readonly YearStatement[],
  threshold: number,
): LenderCheck {
  let lowest: number | null = null;
  let need = 0;
  for (const year of years) {
    const coverage = debtServiceCoverage(year);
    if (coverage === null) continue;
    if (lowest === null || coverage < lowest) lowest = coverage;
    if (coverage < threshold) {
      need = Math.max(need, ceilDollars(threshold * debtServiceOf(year) - cashAvailableForDebtService(year)));
    }
  }
  if (lowest === null) return { code, passed: null, figure: null, threshold, fixes: [] };
  const passed = lowest >= threshold;
  return {
    code,
    passed,
    figure: lowest,
    threshold,
    fixes: passed ? [] : [{ kind: 'extraYearlyCash', amount: Math.max(1, need) }],
  };
}

/**
 * The owner's share of the opening money against 10%; fixes: the smallest addition to the owner's cash
 * (ceil(loans₀ / 9 − C₀)) and the smallest cut to the opening loans (ceil(loans₀ − 9 × C₀)) that reach it.
 */
function equityCheck(inputs: ProjectionInputs, equityPct: number | null): LenderCheck {
  const threshold = EQUITY_INJECTION_MINIMUM_PCT;
  if (equityPct === null)
    return { code: 'EQUITY_INJECTION', passed: null, figure: null, threshold, fixes: [] };
  const passed = equityPct >= threshold;
  const owner = roundDollars(inputs.initialCash);
  const loans = openingBorrowing(inputs);
  // With the owner's share at p = C / (C + L): p ≥ 1/10 exactly when 9C ≥ L.
  const ratio = 100 / threshold - 1;
  const fixes: LenderFix[] = passed
    ? []
    : [
        { kind: 'moreOwnerCash', amount: ceilDollars(loans / ratio - owner) },
        { kind: 'lessBorrowing', amount: ceilDollars(loans - ratio * owner) },
      ];
  return { code: 'EQUITY_INJECTION', passed, figure: equityPct, threshold, fixes };
}

/** Year 2's cash from operations must be above zero; the fix is the year-2 shortfall (at least $1). */
function operatingCashCheck(years: readonly YearStatement[]): LenderCheck {
  const figure = (years[1] as YearStatement).cashFlow.operations.netCashFromOperations;
  const passed = figure > 0;
  return {
    code: 'OPERATING_CASH_POSITIVE_YEAR_2',
    passed,
    figure,
    threshold: 0,
    fixes: passed ? [] : [{ kind: 'extraYearlyCash', amount: Math.max(1, ceilDollars(-figure)) }],
  };
}

/** Break-even shown as Month 1–24; the figure is the month counted from 1 (null: none within the plan). */
function breakEvenCheck(breakEvenMonth: number | null): LenderCheck {
  const passed = breakEvenMonth !== null && breakEvenMonth < BREAK_EVEN_MONTHS;
  return {
    code: 'BREAK_EVEN_WITHIN_24_MONTHS',
    passed,
    figure: breakEvenMonth === null ? null : breakEvenMonth + 1,
    threshold: BREAK_EVEN_MONTHS,
    fixes: [],
  };
}
