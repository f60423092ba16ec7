// Promo code endpoints used at checkout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZUsePromoRequest,
  ZUsePromoResponse,
  ZValidatePromoRequest,
  ZValidatePromoResponse,
} from '@trajectory/contracts/purchasing';
import type { AppContext } from '../../../infra/context';
import { RATE_LIMITS } from '../../../infra/rate-limit';
import { missing } from '../../access/service';
import { usePromo, validatePromo } from './service';

export const promoCodeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/promo-codes/validate',
    { schema: { body: ZValidatePromoRequest, response: { 200: ZValidatePromoResponse } } },
    async (request) => {
      await ctx.rateLimiter.enforce(ctx.db, RATE_LIMITS.promoValidate, request.ip);
      return validatePromo(ctx.db, request.body);
    },
  );

  app.post(
    '/api/promo-codes/use',
    {
      onRequest: app.requireVisitor,
      schema: { body: ZUsePromoRequest, response: { 200: ZUsePromoResponse } },
    },
    async (request) => {
      await ctx.rateLimiter.enforce(ctx.db, RATE_LIMITS.promoUse, request.ip);
      const { prospectId, questionnaireId } = request.body;
      await app.assertCanOpen(request, { prospectId, notFound: missing.prospect('prospectId') });
      if (questionnaireId)
        await app.assertCanOpen(request, {
          questionnaireId,
          notFound: missing.questionnaire('questionnaireId'),
        });
      return usePromo(ctx.db, { ...request.body, mailer: ctx.mailer });
    },
  );
};
