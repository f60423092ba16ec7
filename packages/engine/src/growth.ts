// The one reading of a stored growth figure, shared by the engine and every screen that shows it.

import { roundTo6 } from './rounding';

/** What the wizard offers when no growth has been chosen, and what the model uses when none is stored. */
export const DEFAULT_GROWTH_PERCENT = 10;

/**
 * The spec's normalisation of a legacy `revenueInfo.growthRate` into percent: 0..1 is a fraction
 * (0.2 → 20), above 1 up to 100 is already a percent (5 → 5), above 100 was stored ×100 (150 → 1.5).
 * Exactly 1 falls in the first band, so it means 100% (doubling). Negative values (invalid as input)
 * are treated as fractions so the sign is kept visible rather than hidden. The result is rounded to 6
 * decimals so that 0.07 shows as 7, not 7.000000000000001.
 */
export function growthPercentForDisplay(value: number): number {
  if (value <= 1) return roundTo6(value * 100);
  if (value <= 100) return value;
  return roundTo6(value / 100);
}

/** The same rule, as the fraction the model computes with; a fraction is passed through untouched. */
export function legacyGrowthToFraction(value: number): number {
  if (value <= 1) return value;
  return value <= 100 ? value / 100 : value / 10_000;
}
