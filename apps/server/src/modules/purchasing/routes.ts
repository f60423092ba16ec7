// Checkout endpoints: orders, card intents, the simulated card form, payment success, plan upgrade.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZConfirmSimulatedRequest,
  ZConfirmSimulatedResponse,
  ZCreateIntentForOrderRequest,
  ZCreateIntentForOrderResponse,
  ZCreateOrderRequest,
  ZCreatePaymentIntentRequest,
  ZCreatePaymentIntentResponse,
  ZOrder,
  ZPaymentSuccessRequest,
  ZPaymentSuccessResponse,
  ZUpgradePlanRequest,
} from '@trajectory/contracts/purchasing';
import { ZProspect, ZProspectIdParams } from '@trajectory/contracts/prospects';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { confirmSimulatedIntent } from '../../providers/payments/simulated';
import { createVisitorGuard } from '../access/guard';
import { missing } from '../access/ownership';
import { confirmPayPalPayment } from './paypal-service';
import {
  confirmPromoPayment,
  createIntentForOrder,
  createOrder,
  getOrder,
  recordCardPayment,
  toOrderDto,
  upgradePlan,
} from './service';

const unknownPayment = () => new AppError('NOT_FOUND', 'Unknown payment', { field: 'paymentIntentId' });

const ZOrderIdParams = z.object({ id: z.uuid({ error: 'id must be a valid order id' }) });

export const purchasingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { cards } = ctx;
  const guard = createVisitorGuard(ctx);
  const onRequest = guard.requireVisitor;

  app.post(
    '/api/orders',
    { onRequest, schema: { body: ZCreateOrderRequest, response: { 201: ZOrder } } },
    async (request, reply) => {
      await guard.assertCanOpen(request, {
        prospectId: request.body.prospectId,
        notFound: missing.prospect('prospectId'),
      });
      const { order, product } = await createOrder(ctx.db, {
        prospectId: request.body.prospectId,
        productRef: request.body.productType,
        provider: request.body.paymentMethod === 'paypal' ? 'paypal' : cards.name,
      });
      return reply.status(201).send(toOrderDto(order, product));
    },
  );

  app.get(
    '/api/orders/:id',
    { onRequest, schema: { params: ZOrderIdParams, response: { 200: ZOrder } } },
    async (request) => {
      await guard.assertCanOpen(request, { orderId: request.params.id, notFound: missing.order() });
      const { order, product } = await getOrder(ctx.db, request.params);
      return toOrderDto(order, product);
    },
  );

  app.post(
    '/api/stripe/create-payment-intent',
    {
      onRequest,
      schema: { body: ZCreatePaymentIntentRequest, response: { 200: ZCreatePaymentIntentResponse } },
    },
    async (request) => {
      await guard.assertCanOpen(request, {
        prospectId: request.body.prospectId,
        notFound: missing.prospect('prospectId'),
      });
      const { order, product } = await createOrder(ctx.db, {
        prospectId: request.body.prospectId,
        productRef: request.body.productCode,
        provider: cards.name,
      });
      const { order: _order, ...intent } = await createIntentForOrder(ctx.db, { order, product, cards });
      return intent;
    },
  );

  app.post(
    '/api/payments/stripe/create-intent',
    {
      onRequest,
      schema: { body: ZCreateIntentForOrderRequest, response: { 200: ZCreateIntentForOrderResponse } },
    },
    async (request) => {
      await guard.assertCanOpen(request, { orderId: request.body.orderId, notFound: missing.order() });
      const { order, product } = await getOrder(ctx.db, { id: request.body.orderId });
      if (order.provider !== cards.name)
        throw new AppError('INVALID_INPUT', 'This order is not a card order', { field: 'orderId' });
      return {
        ...(await createIntentForOrder(ctx.db, { order, product: product!, cards })),
        message: 'Payment intent created',
      };
    },
  );

  if (cards.name === 'simulated') {
    app.post(
      '/api/payments/simulated/confirm',
      {
        onRequest,
        schema: { body: ZConfirmSimulatedRequest, response: { 200: ZConfirmSimulatedResponse } },
      },
      async (request) => {
        const { paymentIntentId, clientSecret, ...card } = request.body;
        await guard.assertCanOpen(request, { providerRef: paymentIntentId, notFound: unknownPayment });
        const intent = await confirmSimulatedIntent(ctx.db, { id: paymentIntentId, clientSecret, card });
        if (!intent) throw unknownPayment();
        return {
          status: intent.status,
          paymentIntentId: intent.id,
          error: intent.status === 'succeeded' ? null : intent.lastError,
        };
      },
    );
  }

  app.post(
    '/api/payment/success',
    { onRequest, schema: { body: ZPaymentSuccessRequest, response: { 200: ZPaymentSuccessResponse } } },
    async (request) => {
      const { prospectId, paymentMethod, paymentIntentId } = request.body;
      await guard.assertCanOpen(request, { prospectId, notFound: missing.prospect('prospectId') });
      if (paymentMethod === 'promo_code') return confirmPromoPayment(ctx.db, { prospectId });
      if (paymentMethod === 'paypal') {
        return confirmPayPalPayment(ctx.db, ctx.paypal, {
          prospectId,
          orderId: request.body.orderId,
          paypalOrderId: paymentIntentId || undefined,
        });
      }
      if (!paymentIntentId)
        throw new AppError('INVALID_INPUT', 'paymentIntentId is required', { field: 'paymentIntentId' });
      return recordCardPayment(ctx.db, { prospectId, paymentIntentId, cards });
    },
  );

  app.post(
    '/api/prospects/:id/upgrade-plan',
    {
      onRequest,
      schema: { params: ZProspectIdParams, body: ZUpgradePlanRequest, response: { 200: ZProspect } },
    },
    async (request) => {
      await guard.assertCanOpen(request, { prospectId: request.params.id, notFound: missing.prospect() });
      return upgradePlan(ctx.db, { prospectId: request.params.id, selectedPlan: request.body.selectedPlan });
    },
  );
};
