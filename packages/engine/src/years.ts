// The years a projection covers (3, or 5 for plans whose product says so): their keys, range and name.
// The one definition the contracts, the charts, the documents and the pages use.
import type { YearKey } from './types';

/** Every year key a projection can carry, in order: year1..year3 always, year4 and year5 over five years. */
export const YEAR_KEYS = ['year1', 'year2', 'year3', 'year4', 'year5'] as const satisfies readonly YearKey[];

/** The year keys of an N-year projection: year1..yearN (anything but 5 counts as three years). */
export function yearKeysOf(years: number): YearKey[] {
  return YEAR_KEYS.slice(0, years === 5 ? 5 : 3);
}

/** "Year 1-3" or "Year 1-5": the range in report titles and listings. */
export function yearRangeLabel(years: number): string {
  return `Year 1-${years === 5 ? 5 : 3}`;
}

/** "three" or "five" for sentences ("each of its first five years"); "Three" or "Five" for titles. */
export function yearsInWords(years: number, { title = false }: { title?: boolean } = {}): string {
  const word = years === 5 ? 'five' : 'three';
  return title ? word[0]!.toUpperCase() + word.slice(1) : word;
}
