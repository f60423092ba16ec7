// PayPal checkout endpoints: setup for the browser's JS SDK, order creation at the server's price, and the
// server-side capture that applies the payment. Each answers 404 "PayPal is not configured" without keys.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPaymentSuccessResponse } from '@trajectory/contracts/purchasing';
import type { AppContext } from '../../context';
import { createVisitorGuard } from '../access/guard';
import { missing } from '../access/ownership';
import { capturePayPalOrder, createPayPalOrder, requirePayPal, unknownPayPalPayment } from './paypal-service';

const ZProspectId = z.uuid({ error: 'prospectId must be a valid prospect id' });

const ZPayPalSetupResponse = z.object({
  clientId: z.string(),
  environment: z.enum(['sandbox', 'production']),
  currency: z.string(),
  intent: z.literal('capture'),
});

const ZPayPalOrderRequest = z
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

const ZPayPalOrderResponse = z.object({
  id: z.string(),
  status: z.string(),
  orderId: z.uuid(),
  amount: z.string(),
  currency: z.string(),
});

const ZCaptureParams = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'orderId must be a PayPal order id'),
});
// The browser may send no body at all.
const ZCaptureRequest = z.object({ prospectId: ZProspectId.optional() }).nullish();
const ZCaptureResponse = ZPaymentSuccessResponse.extend({ paypalOrderId: z.string(), status: z.string() });

export const paypalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const guard = createVisitorGuard(ctx);
  const onRequest = guard.requireVisitor;
  app.get('/api/payments/paypal/setup', { schema: { response: { 200: ZPayPalSetupResponse } } }, async () => {
    const paypal = requirePayPal(ctx.paypal);
    return {
      clientId: paypal.clientId,
      environment: paypal.environment,
      currency: 'USD',
      intent: 'capture' as const,
    };
  });

  app.post(
    '/api/payments/paypal/order',
    { onRequest, schema: { body: ZPayPalOrderRequest, response: { 200: ZPayPalOrderResponse } } },
    async (request) => {
      const paypal = requirePayPal(ctx.paypal);
      const { prospectId, productCode, productType, orderId } = request.body;
      if (prospectId)
        await guard.assertCanOpen(request, { prospectId, notFound: missing.prospect('prospectId') });
      if (orderId) await guard.assertCanOpen(request, { orderId, notFound: missing.order('orderId') });
      return createPayPalOrder(ctx.db, paypal, {
        prospectId,
        productCode: productCode ?? productType,
        orderId,
      });
    },
  );

  app.post(
    '/api/payments/paypal/capture/:orderId',
    {
      onRequest,
      schema: { params: ZCaptureParams, body: ZCaptureRequest, response: { 200: ZCaptureResponse } },
    },
    async (request) => {
      const paypal = requirePayPal(ctx.paypal);
      // Whose payment it is comes from the stored order, never from the body.
      await guard.assertCanOpen(request, {
        providerRef: request.params.orderId,
        provider: 'paypal',
        notFound: unknownPayPalPayment,
      });
      return capturePayPalOrder(ctx.db, paypal, {
        paypalOrderId: request.params.orderId,
        prospectId: request.body?.prospectId,
      });
    },
  );
};
