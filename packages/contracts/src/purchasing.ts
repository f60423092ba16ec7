// Purchasing: orders and card intents the server prices itself, payment success, promo codes, upgrades.
import { z } from 'zod';
import { ZPlanReference, ZProspect } from './prospects';

const ZProspectId = z.uuid({ error: 'prospectId must be a valid prospect id' });
/** A product as checkout names it: code (P02), checkout type (financial_statements) or name. */
const ZProductRef = z
  .string({ error: 'productCode is required' })
  .trim()
  .min(1, 'productCode is required')
  .max(100, 'productCode must be at most 100 characters');

export const ZOrder = z.object({
  id: z.uuid(),
  prospectId: z.uuid(),
  productCode: z.string(),
  productType: z.string(),
  productName: z.string(),
  amount: z.string(),
  currency: z.string(),
  paymentMethod: z.string(),
  status: z.enum(['created', 'confirmed', 'declined', 'applied']),
  createdAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZCreateOrderRequest = z.object({
  prospectId: ZProspectId,
  productType: ZProductRef,
  /** Ignored: the server computes every amount from the product. */
  amount: z.unknown().optional(),
  paymentMethod: z
    .enum(['credit_card', 'paypal'], { error: 'paymentMethod must be credit_card or paypal' })
    .optional()
    .default('credit_card'),
});
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

export const ZCreatePaymentIntentRequest = z.object({
  prospectId: ZProspectId,
  productCode: ZProductRef,
  /** Ignored: any amount the browser sends is ignored. */
  amount: z.unknown().optional(),
});
export const ZCreatePaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  orderId: z.uuid(),
  amount: z.string(),
  currency: z.string(),
  provider: z.enum(['simulated', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type TCreatePaymentIntentResponse = z.infer<typeof ZCreatePaymentIntentResponse>;

export const ZCreateIntentForOrderRequest = z.object({
  orderId: z.uuid({ error: 'orderId must be a valid order id' }),
});
export const ZCreateIntentForOrderResponse = ZCreatePaymentIntentResponse.extend({
  order: ZOrder,
  message: z.string(),
});
export type TCreateIntentForOrderResponse = z.infer<typeof ZCreateIntentForOrderResponse>;

export const ZConfirmSimulatedRequest = z.object({
  paymentIntentId: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  name: z.string().trim().min(1, 'Cardholder name is required').max(200),
});
export const ZConfirmSimulatedResponse = z.object({
  status: z.string(),
  paymentIntentId: z.string(),
  error: z.string().nullable(),
});
export type TConfirmSimulatedRequest = z.infer<typeof ZConfirmSimulatedRequest>;
export type TConfirmSimulatedResponse = z.infer<typeof ZConfirmSimulatedResponse>;

export const ZPaymentSuccessRequest = z.object({
  prospectId: ZProspectId,
  productCode: ZProductRef.optional(),
  paymentMethod: z.enum(['credit_card', 'promo_code', 'paypal'], {
    error: 'paymentMethod must be credit_card, paypal or promo_code',
  }),
  paymentIntentId: z.string().trim().max(200).optional(),
  orderId: z.uuid().optional(),
});
export const ZPaymentSuccessResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  requiresMeeting: z.boolean(),
  redirectTo: z.string(),
  alreadyApplied: z.boolean(),
  prospect: ZProspect,
  transactionType: z.enum(['new_purchase', 'upgrade', 'renewal']).nullable(),
});
export type TPaymentSuccessResponse = z.infer<typeof ZPaymentSuccessResponse>;
export type TPaymentSuccessRequest = z.infer<typeof ZPaymentSuccessRequest>;

export const ZPromoCode = z
  .string({ error: 'Please enter a promo code' })
  .trim()
  .min(1, 'Please enter a promo code')
  .max(50, 'Promo code must be at most 50 characters')
  .transform((s) => s.toUpperCase());

export const ZValidatePromoRequest = z.object({
  code: ZPromoCode,
  productId: z.coerce.number({ error: 'productId must be a number' }).int().positive().max(2_147_483_647),
});
export const ZValidatePromoResponse = z.object({
  valid: z.boolean(),
  reason: z.string(),
  discount: z.number(),
});

export const ZUsePromoRequest = z.object({
  code: ZPromoCode,
  prospectId: ZProspectId,
  questionnaireId: z
    .uuid({ error: 'questionnaireId must be a valid questionnaire id' })
    .optional()
    .nullable(),
});
export const ZUsePromoResponse = z.object({ success: z.literal(true), message: z.string() });

export const ZUpgradePlanRequest = z.object({ selectedPlan: ZPlanReference });

export const ZOrderIdParams = z.object({ id: z.uuid({ error: 'id must be a valid order id' }) });

/** What the Stripe webhook answers: always 200 once the signature holds, applied or not. */
export const ZStripeWebhookResponse = z.object({
  received: z.literal(true),
  applied: z.boolean(),
  /** A refund followed: a second payment of an order already paid, or a `charge.refunded` that revoked. */
  refunded: z.boolean().optional(),
  ignored: z.string().optional(),
});
export type TStripeWebhookResponse = z.infer<typeof ZStripeWebhookResponse>;
