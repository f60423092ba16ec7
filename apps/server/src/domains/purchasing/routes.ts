// Checkout endpoints: orders, card intents, the simulated card form, payment success, plan upgrade.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConfirmSimulatedRequest,
  ZConfirmSimulatedResponse,
  ZCreateIntentForOrderRequest,
  ZCreateIntentForOrderResponse,
  ZCreateOrderRequest,
  ZCreatePaymentIntentRequest,
  ZCreatePaymentIntentResponse,
  ZOrder,
  ZOrderIdParams,
  ZPaymentSuccessRequest,
  ZPaymentSuccessResponse,
  ZUpgradePlanRequest,
} from '@trajectory/contracts/purchasing';
import { ZProspect, ZProspectIdParams } from '@trajectory/contracts/prospects';
import type { AppContext } from '../../infra/context';
import { missing } from '../access/service';
import {
  confirmPayment,
  confirmSimulatedCard,
  createCardIntentForProduct,
  createIntentForExistingOrder,
  openOrder,
  readOrder,
  unknownPayment,
} from './checkout';
import { findOrderOfPayment, upgradePlan } from './service';

export const purchasingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { cards } = ctx;
  const onRequest = app.requireVisitor;

  app.post(
    '/api/orders',
    { onRequest, schema: { body: ZCreateOrderRequest, response: { 201: ZOrder } } },
    async (request, reply) => {
      const { prospectId, productType, paymentMethod } = request.body;
      await app.assertCanOpen(request, { prospectId, notFound: missing.prospect('prospectId') });
      const order = await openOrder(ctx.db, { prospectId, productRef: productType, paymentMethod, cards });
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/api/orders/:id',
    { onRequest, schema: { params: ZOrderIdParams, response: { 200: ZOrder } } },
    async (request) => {
      await app.assertCanOpen(request, { orderId: request.params.id, notFound: missing.order() });
      return readOrder(ctx.db, request.params);
    },
  );

  app.post(
    '/api/stripe/create-payment-intent',
    {
      onRequest,
      schema: { body: ZCreatePaymentIntentRequest, response: { 200: ZCreatePaymentIntentResponse } },
    },
    async (request) => {
      const { prospectId, productCode } = request.body;
      await app.assertCanOpen(request, { prospectId, notFound: missing.prospect('prospectId') });
      return createCardIntentForProduct(ctx.db, { prospectId, productRef: productCode, cards });
    },
  );

  app.post(
    '/api/payments/stripe/create-intent',
    {
      onRequest,
      schema: { body: ZCreateIntentForOrderRequest, response: { 200: ZCreateIntentForOrderResponse } },
    },
    async (request) => {
      await app.assertCanOpen(request, { orderId: request.body.orderId, notFound: missing.order() });
      return createIntentForExistingOrder(ctx.db, { orderId: request.body.orderId, cards });
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
        // Any intent of the order counts (a second checkout tab's), not only the newest.
        const order = await findOrderOfPayment(ctx.db, {
          provider: 'simulated',
          providerRef: request.body.paymentIntentId,
        });
        if (!order) throw unknownPayment();
        await app.assertCanOpen(request, { orderId: order.id, notFound: unknownPayment });
        return confirmSimulatedCard(ctx.db, request.body);
      },
    );
  }

  app.post(
    '/api/payment/success',
    { onRequest, schema: { body: ZPaymentSuccessRequest, response: { 200: ZPaymentSuccessResponse } } },
    async (request) => {
      const { prospectId } = request.body;
      await app.assertCanOpen(request, { prospectId, notFound: missing.prospect('prospectId') });
      return confirmPayment(ctx.db, { input: request.body, cards, paypal: ctx.paypal, mailer: ctx.mailer });
    },
  );

  app.post(
    '/api/prospects/:id/upgrade-plan',
    {
      onRequest,
      schema: { params: ZProspectIdParams, body: ZUpgradePlanRequest, response: { 200: ZProspect } },
    },
    async (request) => {
      await app.assertCanOpen(request, { prospectId: request.params.id, notFound: missing.prospect() });
      return upgradePlan(ctx.db, { prospectId: request.params.id, selectedPlan: request.body.selectedPlan });
    },
  );
};
