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

const ZOrderIdParams = z.object({ id: z.uuid({ error: 'id must be a valid order id' }) });

export const purchasingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { cards } = ctx;

  app.post(
    '/api/orders',
    { schema: { body: ZCreateOrderRequest, response: { 201: ZOrder } } },
    async (request, reply) => {
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
    { schema: { params: ZOrderIdParams, response: { 200: ZOrder } } },
    async (request) => {
      const { order, product } = await getOrder(ctx.db, request.params);
      return toOrderDto(order, product);
    },
  );

  app.post(
    '/api/stripe/create-payment-intent',
    { schema: { body: ZCreatePaymentIntentRequest, response: { 200: ZCreatePaymentIntentResponse } } },
    async (request) => {
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
    { schema: { body: ZCreateIntentForOrderRequest, response: { 200: ZCreateIntentForOrderResponse } } },
    async (request) => {
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
      { schema: { body: ZConfirmSimulatedRequest, response: { 200: ZConfirmSimulatedResponse } } },
      async (request) => {
        const { paymentIntentId, clientSecret, ...card } = request.body;
        const intent = await confirmSimulatedIntent(ctx.db, { id: paymentIntentId, clientSecret, card });
        if (!intent) throw new AppError('NOT_FOUND', 'Unknown payment', { field: 'paymentIntentId' });
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
    { schema: { body: ZPaymentSuccessRequest, response: { 200: ZPaymentSuccessResponse } } },
    async (request) => {
      const { prospectId, paymentMethod, paymentIntentId } = request.body;
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
    { schema: { params: ZProspectIdParams, body: ZUpgradePlanRequest, response: { 200: ZProspect } } },
    async (request) =>
      upgradePlan(ctx.db, { prospectId: request.params.id, selectedPlan: request.body.selectedPlan }),
  );
};
