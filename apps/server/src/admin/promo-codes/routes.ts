// Staff endpoints for promo codes; the staff guard runs on request, before validation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminPromoCode, ZAdminPromoCodeInput, ZPromoUsage } from '@trajectory/contracts/admin-promo-codes';
import { ZIntIdParams, ZOk } from '@trajectory/contracts/common';
import type { AppContext } from '../../infra/context';
import { staffActor } from '../../domains/audit/service';
import { createPromoCode, editPromoCode, listPromoCodes, listPromoUsages, removePromoCode } from './service';

export const adminPromoCodeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);

  app.get('/api/admin/promo-codes', { schema: { response: { 200: z.array(ZAdminPromoCode) } } }, async () =>
    listPromoCodes(ctx.db),
  );
  app.post(
    '/api/admin/promo-codes',
    { schema: { body: ZAdminPromoCodeInput, response: { 201: ZAdminPromoCode } } },
    async (request, reply) =>
      reply.status(201).send(await createPromoCode(ctx.db, request.body, staffActor(request.staff))),
  );
  app.put(
    '/api/admin/promo-codes/:id',
    { schema: { params: ZIntIdParams, body: ZAdminPromoCodeInput, response: { 200: ZAdminPromoCode } } },
    async (request) =>
      editPromoCode(ctx.db, { id: request.params.id, input: request.body }, staffActor(request.staff)),
  );
  app.delete(
    '/api/admin/promo-codes/:id',
    { schema: { params: ZIntIdParams, response: { 200: ZOk } } },
    async (request) => {
      await removePromoCode(ctx.db, request.params, staffActor(request.staff));
      return { success: true as const };
    },
  );
  app.get(
    '/api/admin/promo-codes/:id/usages',
    { schema: { params: ZIntIdParams, response: { 200: z.array(ZPromoUsage) } } },
    async (request) => listPromoUsages(ctx.db, request.params),
  );
};
