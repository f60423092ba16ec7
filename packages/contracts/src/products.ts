// Products (plans) as the public API and the admin area see them.
import { z } from 'zod';
import { ZPrice } from './common';

export const PRODUCT_CODES = ['P01', 'P02', 'P03', 'P04'] as const;
export const PLAN_KEYS = ['free', 'financial_statements', 'consultation', 'custom'] as const;
export type TPlanKey = (typeof PLAN_KEYS)[number];

/** Checkout product types; `basic` stands for the free plan P01. */
export const CHECKOUT_TYPES = ['basic', 'financial_statements', 'consultation', 'custom'] as const;

export const PLAN_KEY_BY_CODE: Record<string, TPlanKey> = {
  P01: 'free',
  P02: 'financial_statements',
  P03: 'consultation',
  P04: 'custom',
};

export const ZStatementsType = z.enum(['Simple', 'Complete']);
export const ZProductType = z.enum(['Free', 'Paid']);

export const ZProduct = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  type: ZProductType,
  price: ZPrice,
  questionnairesPerEmail: z.number().int(),
  canBookMeeting: z.boolean(),
  hasAiAssessment: z.boolean(),
  statementsType: ZStatementsType,
  chartsCount: z.number().int(),
  acceptsPromoCodes: z.boolean(),
  isActive: z.boolean(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZListProductsResponse = z.array(ZProduct);
export type TListProductsResponse = z.infer<typeof ZListProductsResponse>;
