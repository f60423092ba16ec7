// Stripe's webhook endpoint: keeps the raw body for the signature and hands it to the webhook service.
import type { FastifyPluginAsync } from 'fastify';
import { ZStripeWebhookResponse } from '@trajectory/contracts/purchasing';
import type { AppContext } from '../../infra/context';
import { handleStripeWebhook } from './webhook-service';

export const stripeWebhookRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The signature covers the exact bytes Stripe sent, so JSON stays a Buffer — in this plugin only.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/webhooks/stripe',
    { schema: { response: { 200: ZStripeWebhookResponse } } },
    async (request) =>
      handleStripeWebhook(ctx.db, {
        cards: ctx.cards,
        body: request.body,
        signature: request.headers['stripe-signature'],
        log: request.log,
        mailer: ctx.mailer,
      }),
  );
};
