// The years of a projection (3 or 5) as the writers read them: keys year1..yearN and values in year order.
import { yearKeysOf, type Projection, type YearValues } from '@trajectory/engine';

// year1..yearN of a projection: the engine's one definition.
export { yearKeysOf, yearsInWords } from '@trajectory/engine';

/** One value per year, Year 1 first (a null stays null). */
export function valuesByYear<T extends number | null>(
  values: YearValues<T>,
  projection: Pick<Projection, 'projectionYears'>,
): T[] {
  return yearKeysOf(projection).map((key) => values[key] as T);
}
