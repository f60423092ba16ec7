// Prospect endpoints: read by id or e-mail (visitor routes), validate an e-mail. Registration from a
// browser (POST /api/prospects) is the access domain's: it opens the new prospect to this browser.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProspect, ZProspectEmailParams, ZProspectIdParams } from '@trajectory/contracts/prospects';
import {
  ZPreferredPlanRequest,
  ZValidateEmailRequest,
  ZValidateEmailResponse,
} from '@trajectory/contracts/visitor';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../lib/errors';
import { RATE_LIMITS } from '../../infra/rate-limit';
import { missing } from '../access/service';
import {
  getProspect,
  getProspectByEmail,
  NO_ACCOUNT_MESSAGE,
  setPreferredPlan,
  validateEmail,
} from './service';

export const prospectRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = app.requireVisitor;

  app.get(
    '/api/prospects/email/:email',
    { onRequest, schema: { params: ZProspectEmailParams, response: { 200: ZProspect } } },
    async (request) => {
      await app.assertCanOpen(request, {
        prospectEmail: request.params.email,
        notFound: () => new AppError('NOT_FOUND', NO_ACCOUNT_MESSAGE),
      });
      return getProspectByEmail(ctx.db, request.params);
    },
  );

  app.get(
    '/api/prospects/:id',
    { onRequest, schema: { params: ZProspectIdParams, response: { 200: ZProspect } } },
    async (request) => {
      await app.assertCanOpen(request, { prospectId: request.params.id, notFound: missing.prospect() });
      return getProspect(ctx.db, request.params);
    },
  );

  app.post(
    '/api/validate-email',
    { schema: { body: ZValidateEmailRequest, response: { 200: ZValidateEmailResponse } } },
    async (request, reply) => {
      const { allowed } = await ctx.rateLimiter.hit(ctx.db, RATE_LIMITS.validateEmail, request.ip);
      const session = await app.readVisitor(request, reply);
      return validateEmail(ctx.db, {
        email: request.body.email,
        isRateLimited: !allowed,
        heldProspectIds: session?.prospectIds ?? new Set(),
      });
    },
  );

  app.post(
    '/api/prospects/:id/preferred-plan',
    {
      onRequest,
      schema: { params: ZProspectIdParams, body: ZPreferredPlanRequest, response: { 200: ZProspect } },
    },
    async (request) => {
      await app.assertCanOpen(request, { prospectId: request.params.id, notFound: missing.prospect() });
      return setPreferredPlan(ctx.db, { id: request.params.id, preferredPlan: request.body.preferredPlan });
    },
  );
};
