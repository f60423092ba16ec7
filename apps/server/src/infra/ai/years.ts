// The years of a projection (3 or 5) as the writers read them: keys year1..yearN and values in year order.
import {
  yearKeysOf as keysOfYears,
  type Projection,
  type YearKey,
  type YearValues,
} from '@trajectory/engine';

export { yearsInWords } from '@trajectory/engine';

/** year1..yearN of this projection. */
export function yearKeysOf(projection: Pick<Projection, 'projectionYears'>): YearKey[] {
  return keysOfYears(projection.projectionYears);
}

/** One value per year, Year 1 first (a null stays null). */
export function valuesByYear<T extends number | null>(
  values: YearValues<T>,
  projection: Pick<Projection, 'projectionYears'>,
): T[] {
  return yearKeysOf(projection).map((key) => values[key] as T);
}
