// The public contact form.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactRequest, ZContactResponse } from '@trajectory/contracts/visitor';
import type { AppContext } from '../../infra/context';
import { RATE_LIMITS } from '../../infra/rate-limit';
import { submitContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/contact',
    { schema: { body: ZContactRequest, response: { 200: ZContactResponse } } },
    async (request) => {
      await ctx.rateLimiter.enforce(ctx.db, RATE_LIMITS.contact, request.ip);
      const { success, message } = await submitContactMessage(ctx.db, {
        input: request.body,
        mailer: ctx.mailer,
      });
      return { success, message };
    },
  );
};
