// Shapes shared by every domain: error bodies, ids, money.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const ZErrorBody = lazySchema(() =>
  z.object({
    error: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
);
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Prices travel as strings with two decimals ("29.99"). */
export const ZPrice = lazySchema(() => z.string().regex(/^\d+\.\d{2}$/, 'Price must have two decimals'));

/**
 * Money is stored in whole cents and travels as a price string: the one conversion each way (issue #23).
 * 2999 → "29.99", 0 → "0.00".
 */
export function centsToPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "29.99" (or 29.99) → 2999, to the nearest cent; NaN for what is no number. */
export function priceToCents(price: string | number): number {
  return Math.round(Number(price) * 100);
}

/** A price in its two-decimal form: "350.5" → "350.50", 12 → "12.00". */
export const normalizePrice = (price: string | number): string => centsToPrice(priceToCents(price));

export const ZIntId = lazySchema(() =>
  z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .positive('Must be positive')
    .max(2_147_483_647, 'Is too large'),
);

export const ZUuid = lazySchema(() => z.uuid({ error: 'Must be a valid id' }));

export const ZIntIdParams = lazySchema(() => z.object({ id: ZIntId }));
export const ZUuidParams = lazySchema(() => z.object({ id: ZUuid }));

export const ZOk = lazySchema(() => z.object({ success: z.literal(true) }));
