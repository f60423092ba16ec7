// Helpers staff lists share: inclusive date ranges, safe ILIKE patterns, paging and rows from raw SQL.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;
const isDay = (value: string) => value.length === 10;

/** The start of a YYYY-MM-DD day (UTC) or the instant given. */
export function startOf(value: string): Date {
  return new Date(isDay(value) ? `${value}T00:00:00.000Z` : value);
}

/** The first instant after the range: a day includes all of it, up to 23:59:59.999. */
export function endExclusive(value: string): Date {
  return isDay(value) ? new Date(startOf(value).getTime() + DAY_MS) : new Date(new Date(value).getTime() + 1);
}

/** created_at conditions for an inclusive date range. */
export function dateRangeConditions(
  column: SQLWrapper,
  { startDate, endDate }: { startDate?: string; endDate?: string },
): SQL[] {
  const conditions: SQL[] = [];
  if (startDate) conditions.push(sql`${column} >= ${startOf(startDate).toISOString()}`);
  if (endDate) conditions.push(sql`${column} < ${endExclusive(endDate).toISOString()}`);
  return conditions;
}

/** '%term%' with the wildcard characters of the term escaped. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pageOffset({ page, pageSize }: { page: number; pageSize: number }) {
  return (page - 1) * pageSize;
}

/** Rows of db.execute, which node-postgres and PGlite both return as { rows }. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export const whereAll = (conditions: SQL[]) =>
  conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
