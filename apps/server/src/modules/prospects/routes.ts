// Prospect endpoints: register, read by id or e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateProspectRequest,
  ZProspect,
  ZProspectEmailParams,
  ZProspectIdParams,
} from '@trajectory/contracts/prospects';
import {
  ZPreferredPlanRequest,
  ZValidateEmailRequest,
  ZValidateEmailResponse,
} from '@trajectory/contracts/visitor';
import type { AppContext } from '../../context';
import { RATE_LIMITS } from '../../lib/rate-limit';
import {
  getProspect,
  getProspectByEmail,
  registerProspect,
  setPreferredPlan,
  validateEmail,
} from './service';

export const prospectRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/prospects',
    { schema: { body: ZCreateProspectRequest, response: { 200: ZProspect, 201: ZProspect } } },
    async (request, reply) => {
      const { prospect, isNew } = await registerProspect(ctx.db, request.body);
      return reply.status(isNew ? 201 : 200).send(prospect);
    },
  );

  app.get(
    '/api/prospects/email/:email',
    { schema: { params: ZProspectEmailParams, response: { 200: ZProspect } } },
    async (request) => getProspectByEmail(ctx.db, request.params),
  );

  app.get(
    '/api/prospects/:id',
    { schema: { params: ZProspectIdParams, response: { 200: ZProspect } } },
    async (request) => getProspect(ctx.db, request.params),
  );

  app.post(
    '/api/validate-email',
    { schema: { body: ZValidateEmailRequest, response: { 200: ZValidateEmailResponse } } },
    async (request) => {
      const { allowed } = await ctx.rateLimiter.hit(ctx.db, RATE_LIMITS.validateEmail, request.ip);
      return validateEmail(ctx.db, { email: request.body.email, isRateLimited: !allowed });
    },
  );

  app.post(
    '/api/prospects/:id/preferred-plan',
    { schema: { params: ZProspectIdParams, body: ZPreferredPlanRequest, response: { 200: ZProspect } } },
    async (request) =>
      setPreferredPlan(ctx.db, { id: request.params.id, preferredPlan: request.body.preferredPlan }),
  );
};
