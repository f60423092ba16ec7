// PayPal checkout endpoints: setup for the browser's JS SDK, order creation at the server's price, and the
// server-side capture that applies the payment. Each answers 404 "PayPal is not configured" without keys.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPayPalCaptureParams,
  ZPayPalCaptureRequest,
  ZPayPalCaptureResponse,
  ZPayPalOrderRequest,
  ZPayPalOrderResponse,
  ZPayPalSetupResponse,
} from '@trajectory/contracts/paypal';
import type { AppContext } from '../../infra/context';
import { missing } from '../access/service';
import {
  capturePayPalOrder,
  createPayPalOrder,
  paypalSetup,
  requirePayPal,
  unknownPayPalPayment,
} from './paypal-service';
import { findOrderOfPayment } from './service';

export const paypalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = app.requireVisitor;
  app.get('/api/payments/paypal/setup', { schema: { response: { 200: ZPayPalSetupResponse } } }, async () => {
    return paypalSetup(requirePayPal(ctx.paypal));
  });

  app.post(
    '/api/payments/paypal/order',
    { onRequest, schema: { body: ZPayPalOrderRequest, response: { 200: ZPayPalOrderResponse } } },
    async (request) => {
      const paypal = requirePayPal(ctx.paypal);
      const { prospectId, productCode, productType, orderId } = request.body;
      if (prospectId)
        await app.assertCanOpen(request, { prospectId, notFound: missing.prospect('prospectId') });
      if (orderId) await app.assertCanOpen(request, { orderId, notFound: missing.order('orderId') });
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
      schema: {
        params: ZPayPalCaptureParams,
        body: ZPayPalCaptureRequest,
        response: { 200: ZPayPalCaptureResponse },
      },
    },
    async (request) => {
      const paypal = requirePayPal(ctx.paypal);
      // Whose payment it is comes from the stored order, never from the body.
      const order = await findOrderOfPayment(ctx.db, {
        provider: 'paypal',
        providerRef: request.params.orderId,
      });
      if (!order) throw unknownPayPalPayment();
      await app.assertCanOpen(request, { orderId: order.id, notFound: unknownPayPalPayment });
      return capturePayPalOrder(ctx.db, paypal, {
        paypalOrderId: request.params.orderId,
        prospectId: request.body?.prospectId,
        mailer: ctx.mailer,
      });
    },
  );
};
