// Staff management of promo codes.
import { z } from 'zod';

export const ZAdminPromoCodeInput = z.object({
  code: z
    .string({ error: 'Promo code is required' })
    .trim()
    .min(1, 'Promo code is required')
    .max(50, 'Promo code must be at most 50 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Promo code can only contain letters, numbers, - and _')
    .transform((s) => s.toUpperCase()),
  productId: z.coerce
    .number({ error: 'productId must be a number' })
    .int()
    .positive()
    .max(2_147_483_647)
    .default(2),
  maxUses: z.coerce
    .number({ error: 'maxUses must be a number' })
    .int('maxUses must be a whole number')
    .min(1, 'maxUses must be at least 1')
    .max(1_000_000)
    .default(100),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'expiresAt must be a date and time' })
    .or(z.iso.date({ error: 'expiresAt must be a date' }))
    .nullable()
    .optional()
    .default(null),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type TAdminPromoCodeInput = z.infer<typeof ZAdminPromoCodeInput>;

export const ZAdminPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  productId: z.number().int(),
  product: z.object({ name: z.string() }).nullable(),
  maxUses: z.number().int(),
  currentUses: z.number().int(),
  usedCount: z.number().int(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TAdminPromoCode = z.infer<typeof ZAdminPromoCode>;

export const ZPromoUsage = z.object({
  id: z.number().int(),
  email: z.string(),
  businessName: z.string(),
  usedAt: z.string(),
});
