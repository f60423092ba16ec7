// Shapes shared by every domain: error bodies, ids, money.
import { z } from 'zod';

export const ZErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Prices travel as strings with two decimals ("29.99"). */
export const ZPrice = z.string().regex(/^\d+\.\d{2}$/, 'Price must have two decimals');

export const ZIntId = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be positive')
  .max(2_147_483_647, 'Is too large');

export const ZUuid = z.uuid({ error: 'Must be a valid id' });

export const ZIntIdParams = z.object({ id: ZIntId });
export const ZUuidParams = z.object({ id: ZUuid });

export const ZOk = z.object({ success: z.literal(true) });
