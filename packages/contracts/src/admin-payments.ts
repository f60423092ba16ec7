// Staff view of payment history: filtered list with a revenue summary, and the CSV export.
import { z } from 'zod';
import { ZDateRange, ZPage, ZPageSize, ZSearch } from './admin-common';

export const ADMIN_PAYMENT_METHODS = ['Credit Card', 'PayPal', 'Promo Code', 'Free Plan', 'Manual'] as const;
export const ADMIN_TRANSACTION_TYPES = ['new_purchase', 'upgrade', 'renewal'] as const;

export const ZAdminPaymentsQuery = z.object({
  search: ZSearch,
  status: z.string().trim().max(50, 'status must be at most 50 characters').optional(),
  paymentMethod: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z
      .enum(ADMIN_PAYMENT_METHODS, {
        error: 'paymentMethod must be one of Credit Card, PayPal, Promo Code, Free Plan, Manual',
      })
      .optional(),
  ),
  transactionType: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z
      .enum(ADMIN_TRANSACTION_TYPES, {
        error: 'transactionType must be one of new_purchase, upgrade, renewal',
      })
      .optional(),
  ),
  ...ZDateRange,
  page: ZPage,
  pageSize: ZPageSize(100, 500),
});
export type TAdminPaymentsQuery = z.infer<typeof ZAdminPaymentsQuery>;
export const ZAdminPaymentsFilter = ZAdminPaymentsQuery.omit({ page: true, pageSize: true });
export type TAdminPaymentsFilter = z.infer<typeof ZAdminPaymentsFilter>;

export const ZAdminPayment = z.object({
  id: z.uuid(),
  prospectId: z.string().nullable(),
  prospectName: z.string(),
  prospectEmail: z.string(),
  planName: z.string(),
  productCode: z.string(),
  amount: z.string(),
  currency: z.string(),
  paymentMethod: z.string(),
  transactionType: z.string(),
  transactionId: z.string().nullable(),
  previousPlan: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  /** When staff or the provider refunded it (whole); null while it stands. A refunded row is no revenue. */
  refundedAt: z.string().nullable(),
  /** The provider's refund id (Stripe re_…, PayPal); null for promo, manual and simulated refunds. */
  refundId: z.string().nullable(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

export const ZAdminPaymentsSummary = z.object({
  /** Credit Card and PayPal payments that have a transaction id and were not refunded. */
  totalRevenue: z.string(),
  revenueCount: z.number().int(),
  /** Plans granted by staff (method Manual), not counted in totalRevenue. */
  manualRevenue: z.string(),
  count: z.number().int(),
  promoCodeCount: z.number().int(),
});

export const ZAdminPaymentsResponse = z.object({
  items: z.array(ZAdminPayment),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: ZAdminPaymentsSummary,
});
export type TAdminPaymentsResponse = z.infer<typeof ZAdminPaymentsResponse>;

export const ZAdminPaymentIdParams = z.object({ id: z.uuid({ error: 'id must be a valid payment id' }) });

/** A founder's plan and report limit, before and after a refund revokes a payment. */
export const ZRevokedState = z.object({
  plan: z.string(),
  planCode: z.string(),
  reportLimit: z.number().int(),
  reportsUsed: z.number().int(),
});

/**
 * What refunding a payment would do, for the confirmation dialog: the amount, who refunds it (Stripe,
 * PayPal, the simulated provider, or nobody for promo and manual payments) and the plan and limit after.
 * before/after are null when the founder was deleted (only the row is marked).
 */
export const ZAdminRefundPreview = z.object({
  payment: ZAdminPayment,
  provider: z.enum(['stripe', 'paypal', 'simulated']).nullable(),
  before: ZRevokedState.nullable(),
  after: ZRevokedState.nullable(),
});
export type TAdminRefundPreview = z.infer<typeof ZAdminRefundPreview>;

export const ZAdminRefundResponse = z.object({
  payment: ZAdminPayment,
  before: ZRevokedState.nullable(),
  after: ZRevokedState.nullable(),
});
export type TAdminRefundResponse = z.infer<typeof ZAdminRefundResponse>;
