// The years of a projection (3 or 5) as the writers read them: keys year1..yearN and values in year order.
import type { Projection, YearKey, YearValues } from '@trajectory/engine';

/** year1..yearN of this projection. */
export function yearKeysOf(projection: Pick<Projection, 'projectionYears'>): YearKey[] {
  return Array.from({ length: projection.projectionYears }, (_, i) => `year${i + 1}` as YearKey);
}

/** One value per year, Year 1 first (a null stays null). */
export function valuesByYear<T extends number | null>(
  values: YearValues<T>,
  projection: Pick<Projection, 'projectionYears'>,
): T[] {
  return yearKeysOf(projection).map((key) => values[key] as T);
}

/** "three" or "five": the years projected, in words. */
export function yearsInWords(years: number): string {
  return ['zero', 'one', 'two', 'three', 'four', 'five'][years] ?? String(years);
}
