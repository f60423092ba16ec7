// Products (plans) as the public API and the admin area see them.
import { z } from 'zod';
import { projectionYearsOf } from '@trajectory/engine';
import { priceToCents, ZPrice } from './common';
import { lazySchema } from './lazy-schema';

/** The plans the product itself relies on, by code (purchasing.md 2.1); every other module names them so. */
export const PLAN_CODES = {
  free: 'P01',
  financialStatements: 'P02',
  consultation: 'P03',
  custom: 'P04',
} as const;
export type TPlanCode = (typeof PLAN_CODES)[keyof typeof PLAN_CODES];

export const PRODUCT_CODES = [
  PLAN_CODES.free,
  PLAN_CODES.financialStatements,
  PLAN_CODES.consultation,
  PLAN_CODES.custom,
] as const;
export const PLAN_KEYS = ['free', 'financial_statements', 'consultation', 'custom'] as const;
export type TPlanKey = (typeof PLAN_KEYS)[number];

/** Checkout product types; `basic` stands for the free plan P01. */
export const CHECKOUT_TYPES = ['basic', 'financial_statements', 'consultation', 'custom'] as const;

export const PLAN_KEY_BY_CODE: Record<string, TPlanKey> = {
  [PLAN_CODES.free]: 'free',
  [PLAN_CODES.financialStatements]: 'financial_statements',
  [PLAN_CODES.consultation]: 'consultation',
  [PLAN_CODES.custom]: 'custom',
};

/**
 * The one rule of a paid plan (ARCHITECTURE.md "Plans"): any plan of type Paid but the free plan P01. The
 * custom plan P04 is paid: its price is agreed in a conversation (listed at 0, shown "Let's Talk").
 */
export function isPaidPlan(plan: { code: string; type: string } | undefined): boolean {
  return plan !== undefined && plan.code !== PLAN_CODES.free && plan.type === 'Paid';
}

/** A paid plan bought at checkout: one with a listed price (P04 and any paid plan at 0 are arranged with an expert). */
export function isSoldOnline(
  plan: ({ code: string; type: string } & ({ price: string } | { priceCents: number })) | undefined,
): boolean {
  if (!plan || !isPaidPlan(plan)) return false;
  return ('priceCents' in plan ? plan.priceCents : priceToCents(plan.price)) > 0;
}

/** What ranking a plan needs: its code, its type and its price in cents. */
export type TRankedPlan = { code: string; type: string; priceCents: number };

/**
 * The one plan-ranking rule: plans rank by price; the free plan ranks 0; the custom plan (paid, priced
 * by conversation, so listed at 0) ranks above every listed price. Unknown plans rank 0.
 */
export function planRank(plan: TRankedPlan | undefined): number {
  if (!plan || plan.code === PLAN_CODES.free) return 0;
  if (plan.type === 'Paid' && plan.priceCents === 0) return Number.MAX_SAFE_INTEGER;
  return plan.priceCents;
}

/** The rank of a product as the API shows it (price as a decimal string). */
export function productRank(product: Pick<TProduct, 'code' | 'type' | 'price'> | undefined): number {
  return planRank(
    product && {
      code: product.code,
      type: product.type,
      priceCents: priceToCents(product.price),
    },
  );
}

export const ZStatementsType = lazySchema(() => z.enum(['Simple', 'Complete']));

/** Years projected for a plan's holders (spec/projections.md, extended model: H = 12 × projectionYears). */
export const PROJECTION_YEARS = [3, 5] as const;
export type TProjectionYears = (typeof PROJECTION_YEARS)[number];
export const DEFAULT_PROJECTION_YEARS: TProjectionYears = 3;
export const ZProjectionYears = lazySchema(() => z.union([z.literal(3), z.literal(5)]));

/** The years a plan's holders are projected over: its projectionYears, 3 for an unknown plan. */
export function planProjectionYears(plan: { projectionYears?: number } | undefined): TProjectionYears {
  return projectionYearsOf(plan);
}
export const ZProductType = lazySchema(() => z.enum(['Free', 'Paid']));

export const ZProduct = lazySchema(() =>
  z.object({
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
    /** 3 when absent (a product listed before the field existed). */
    projectionYears: ZProjectionYears.default(DEFAULT_PROJECTION_YEARS),
    isActive: z.boolean(),
  }),
);
export type TProduct = z.infer<typeof ZProduct>;

export const ZListProductsResponse = lazySchema(() => z.array(ZProduct));
export type TListProductsResponse = z.infer<typeof ZListProductsResponse>;
