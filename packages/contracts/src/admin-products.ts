// Staff management of products (plans): every field, price as a "29.99" string.
import { z } from 'zod';
import { centsToPrice, priceToCents } from './common';
import { DEFAULT_PROJECTION_YEARS, ZProductType, ZStatementsType, type TProjectionYears } from './products';

const ZCountField = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** "29.99", "30" or 29.99: at least 0, at most two decimals. */
export const ZPriceInput = z
  .union([z.string().trim(), z.number()], { error: 'Price must be a number' })
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v === '' ? Number.NaN : Number(v);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'Price must be a number' });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: 'Price must be at least 0' });
      return z.NEVER;
    }
    if (n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: 'Price must be at most 1000000' });
      return z.NEVER;
    }
    const cents = priceToCents(n);
    if (Math.abs(cents - n * 100) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: 'Price must be in steps of 0.01' });
      return z.NEVER;
    }
    return centsToPrice(cents);
  });

const flag = (name: string, fallback: boolean) =>
  z.boolean({ error: `${name} must be true or false` }).default(fallback);

export const ZAdminProductInput = z.object({
  code: z
    .string({ error: 'Product code is required' })
    .trim()
    .min(1, 'Product code is required')
    .max(20, 'Product code must be at most 20 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Product code can only contain letters, numbers, - and _')
    .transform((s) => s.toUpperCase()),
  name: z
    .string({ error: 'Product name is required' })
    .trim()
    .min(1, 'Product name is required')
    .max(100, 'Product name must be at most 100 characters'),
  description: z.string().max(2000, 'Description must be at most 2000 characters').default(''),
  type: ZProductType.default('Free'),
  price: ZPriceInput.default('0.00'),
  questionnairesPerEmail: ZCountField('questionnairesPerEmail', 1, 10_000).default(1),
  canBookMeeting: flag('canBookMeeting', false),
  hasAiAssessment: flag('hasAiAssessment', false),
  statementsType: ZStatementsType.default('Simple'),
  chartsCount: ZCountField('chartsCount', 0, 50).default(0),
  acceptsPromoCodes: flag('acceptsPromoCodes', false),
  projectionYears: z.coerce
    .number({ error: 'projectionYears must be 3 or 5' })
    .refine((n): n is TProjectionYears => n === 3 || n === 5, 'projectionYears must be 3 or 5')
    .transform((n) => n as TProjectionYears)
    .default(DEFAULT_PROJECTION_YEARS),
  isActive: flag('isActive', true),
});
export type TAdminProductInput = z.infer<typeof ZAdminProductInput>;
