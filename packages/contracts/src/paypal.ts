// PayPal checkout: the browser SDK's setup, an order at the server's price, and the server-side capture.
import { z } from 'zod';
import { ZPaymentSuccessResponse } from './purchasing';

const ZProspectId = z.uuid({ error: 'prospectId must be a valid prospect id' });

export const ZPayPalSetupResponse = z.object({
  clientId: z.string().min(1),
  environment: z.enum(['sandbox', 'production']),
  currency: z.string(),
  intent: z.literal('capture'),
});
export type TPayPalSetupResponse = z.infer<typeof ZPayPalSetupResponse>;

export const ZPayPalOrderRequest = z
  .object({
    prospectId: ZProspectId.optional(),
    productCode: z.string().trim().min(1, 'productCode is required').max(100).optional(),
    /** The checkout page's name for the same thing. */
    productType: z.string().trim().min(1).max(100).optional(),
    /** An order made earlier with POST /api/orders {paymentMethod: 'paypal'}. */
    orderId: z.uuid({ error: 'orderId must be a valid order id' }).optional(),
    /** Ignored: the server computes the amount, the currency and the intent. */
    amount: z.unknown().optional(),
    currency: z.unknown().optional(),
    intent: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.orderId) return;
    if (!body.prospectId)
      ctx.addIssue({ code: 'custom', path: ['prospectId'], message: 'prospectId is required' });
    else if (!body.productCode && !body.productType) {
      ctx.addIssue({ code: 'custom', path: ['productCode'], message: 'productCode is required' });
    }
  });
export type TPayPalOrderRequest = z.infer<typeof ZPayPalOrderRequest>;

export const ZPayPalOrderResponse = z.object({
  id: z.string().min(1),
  status: z.string(),
  orderId: z.uuid(),
  amount: z.string(),
  currency: z.string(),
});
export type TPayPalOrderResponse = z.infer<typeof ZPayPalOrderResponse>;

export const ZPayPalCaptureParams = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'orderId must be a PayPal order id'),
});
/** The browser may send no body at all; whose payment it is comes from the stored order. */
export const ZPayPalCaptureRequest = z.object({ prospectId: ZProspectId.optional() }).nullish();
export const ZPayPalCaptureResponse = ZPaymentSuccessResponse.extend({
  paypalOrderId: z.string(),
  status: z.string(),
});
export type TPayPalCaptureResponse = z.infer<typeof ZPayPalCaptureResponse>;
