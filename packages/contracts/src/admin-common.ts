// Query pieces every staff list shares: paging, sort order and inclusive date filters.
import { z } from 'zod';

export const ZPage = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000, 'page must be at most 100000')
  .default(1);

export const ZPageSize = (fallback = 10, max = 100) =>
  z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(max, `pageSize must be at most ${max}`)
    .default(fallback);

export const ZOrder = z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc');

/**
 * The dates staff filter and export by: 1900-01-01 through 2999-12-31. Outside that a day cannot be a
 * record's (year 0000 does not exist for PostgreSQL; the day after 9999-12-31 is not a date at all).
 */
export const DATE_FILTER_RANGE = { first: '1900-01-01', last: '2999-12-31' } as const;
const FIRST_MS = Date.parse(`${DATE_FILTER_RANGE.first}T00:00:00Z`);
const AFTER_LAST_MS = Date.parse(`${DATE_FILTER_RANGE.last}T00:00:00Z`) + 24 * 60 * 60 * 1000;

/** A calendar day (YYYY-MM-DD) or an ISO date-time within DATE_FILTER_RANGE; the message names the field. */
export const ZDateOrDateTime = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .trim()
    .superRefine((v, ctx) => {
      const time = Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v);
      if (
        !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(v) ||
        Number.isNaN(time)
      ) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a date (YYYY-MM-DD)` });
      } else if (time < FIRST_MS || time >= AFTER_LAST_MS) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be between ${DATE_FILTER_RANGE.first} and ${DATE_FILTER_RANGE.last}`,
        });
      }
    });

/** Empty means no filter; the end date includes its whole day. Every staff list and CSV filters with this. */
const ZDay = (name: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), ZDateOrDateTime(name).optional());

export const ZSearch = z.string().trim().max(200, 'search must be at most 200 characters').optional();

export const ZDateRange = { startDate: ZDay('startDate'), endDate: ZDay('endDate') };

export const ZPaged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
