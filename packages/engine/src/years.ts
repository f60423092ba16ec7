// The years a projection covers (3, or 5 for plans whose product says so): their keys, range and name.
// The one definition the contracts, the charts, the documents and the pages use.
import type { ProjectionYears, YearKey } from './types';

/** Every year key a projection can carry, in order: year1..year3 always, year4 and year5 over five years. */
export const YEAR_KEYS = ['year1', 'year2', 'year3', 'year4', 'year5'] as const satisfies readonly YearKey[];

/** A year count, or what carries one (a projection, its inputs, a plan). */
export type YearsSource = number | null | undefined | { projectionYears?: number | null };

/**
 * The one "5 years or 3" rule (issue #23): five when the plan, the inputs or the figures say five, three for
 * anything else (a plan without the field, figures sent before the plan's years existed, a bad value).
 */
export function projectionYearsOf(source: YearsSource): ProjectionYears {
  const years = typeof source === 'object' && source !== null ? source.projectionYears : source;
  return years === 5 ? 5 : 3;
}

/** The year keys of an N-year projection: year1..yearN (of a count, or of anything carrying one). */
export function yearKeysOf(source: YearsSource): YearKey[] {
  return YEAR_KEYS.slice(0, projectionYearsOf(source));
}

/** "Year 1-3" or "Year 1-5": the range in report titles and listings. */
export function yearRangeLabel(source: YearsSource): string {
  return `Year 1-${projectionYearsOf(source)}`;
}

/** "three" or "five" for sentences ("each of its first five years"); "Three" or "Five" for titles. */
export function yearsInWords(source: YearsSource, { title = false }: { title?: boolean } = {}): string {
  const word = projectionYearsOf(source) === 5 ? 'five' : 'three';
  return title ? word[0]!.toUpperCase() + word.slice(1) : word;
}
