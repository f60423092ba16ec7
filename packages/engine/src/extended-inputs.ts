// The extended model's optional inputs with their defaults filled in, as the monthly model reads them.

import type { LoanInput, ProjectionInputs, ProjectionYears } from './types';
import { projectionYearsOf } from './years';

/** The defaults that reproduce today's model exactly; the questionnaire wiring can show these. */
export const EXTENDED_DEFAULTS = {
  projectionYears: 3,
  loans: [] as readonly LoanInput[],
  incomeTaxRatePct: 0,
  usefulLifeYears: null,
  ownerDrawMonthly: 0,
  ownerDrawStartMonth: 0,
  seasonalityWeights: null,
  firstCalendarMonth: 1,
} as const;

/** The spec's seasonality presets, January..December. */
export const SEASONALITY_PRESETS = {
  summerPeak: [60, 60, 80, 100, 120, 140, 150, 140, 110, 80, 70, 90],
  holidayPeak: [80, 70, 85, 90, 95, 100, 100, 105, 95, 110, 140, 210],
} as const satisfies Record<string, readonly number[]>;

export type ExtendedSettings = {
  years: ProjectionYears;
  /** H = 12 × years. */
  monthCount: number;
  loans: readonly LoanInput[];
  taxRatePct: number;
  /** L in years, or null when the startup purchases are not depreciated. */
  usefulLifeYears: number | null;
  drawMonthly: number;
  drawStartMonth: number;
  /** F(m) for m = 0..11 of the calendar cycle starting at month 0, or null for a flat year. */
  seasonFactors: number[] | null;
  /** f, the calendar month of month 0 (1 = January). */
  firstCalendarMonth: number;
};

export function resolveExtended(inputs: ProjectionInputs): ExtendedSettings {
  const years = projectionYearsOf(inputs);
  return {
    years,
    monthCount: 12 * years,
    loans: inputs.loans ?? EXTENDED_DEFAULTS.loans,
    taxRatePct: inputs.incomeTaxRatePct ?? EXTENDED_DEFAULTS.incomeTaxRatePct,
    usefulLifeYears: inputs.usefulLifeYears ?? EXTENDED_DEFAULTS.usefulLifeYears,
    drawMonthly: inputs.ownerDrawMonthly ?? EXTENDED_DEFAULTS.ownerDrawMonthly,
    drawStartMonth: inputs.ownerDrawStartMonth ?? EXTENDED_DEFAULTS.ownerDrawStartMonth,
    seasonFactors: seasonFactors(
      inputs.seasonalityWeights ?? null,
      inputs.firstCalendarMonth ?? EXTENDED_DEFAULTS.firstCalendarMonth,
    ),
    firstCalendarMonth: inputs.firstCalendarMonth ?? EXTENDED_DEFAULTS.firstCalendarMonth,
  };
}

/**
 * F(m) = 12 × w[((f − 1 + m) mod 12) + 1] / Σw for the twelve months starting at month 0 (month m uses
 * entry m mod 12). Weights that are all equal are a flat year: null, so the factor is exactly 1.
 */
export function seasonFactors(
  weights: readonly number[] | null,
  firstCalendarMonth: number,
): number[] | null {
  if (weights === null || weights.length !== 12) return null;
  const first = weights[0] as number;
  if (weights.every((w) => w === first)) return null;
  let sum = 0;
  for (const w of weights) sum += w;
  if (!(sum > 0)) return null;
  const factors: number[] = [];
  for (let m = 0; m < 12; m += 1) {
    factors.push((12 * (weights[(firstCalendarMonth - 1 + m) % 12] as number)) / sum);
  }
  return factors;
}

/**
 * F(a), the season of the first selling month: a is the first month ≥ startMonth with F(a) > 0. Units are
 * F(m) / F(a) times the base units, so the first selling month sells what the founder answered (question 4
 * is answered in that month's season) and the other months rise and fall around it. 1 for a flat year.
 */
export function seasonAnchor(factors: readonly number[] | null, startMonth: number): number {
  if (factors === null) return 1;
  for (let k = 0; k < 12; k += 1) {
    const factor = factors[(startMonth + k) % 12] as number;
    if (factor > 0) return factor;
  }
  return 1; // unreachable: Σw > 0 gives some month a positive factor
}

/** The calendar month (1 = January) of projection month m, for an opening in calendar month f. */
export function calendarMonthOf(month: number, firstCalendarMonth: number): number {
  return ((firstCalendarMonth - 1 + month) % 12) + 1;
}
