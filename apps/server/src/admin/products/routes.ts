// Staff product endpoints: every product (inactive included), create, edit, delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminProductInput } from '@trajectory/contracts/admin-products';
import { ZIntIdParams, ZOk } from '@trajectory/contracts/common';
import { ZListProductsResponse, ZProduct } from '@trajectory/contracts/products';
import type { AppContext } from '../../infra/context';
import { invalidateAfterWrites } from '../../infra/hot-cache';
import { staffActor } from '../../domains/audit/service';
import { createProduct, editProduct, listAllProducts, removeProduct } from './service';

export const adminProductRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);
  app.addHook('onSend', invalidateAfterWrites(ctx.hotCache, ['products']));

  app.get('/api/admin/products', { schema: { response: { 200: ZListProductsResponse } } }, async () =>
    listAllProducts(ctx.db),
  );
  app.post(
    '/api/admin/products',
    { schema: { body: ZAdminProductInput, response: { 201: ZProduct } } },
    async (request, reply) =>
      reply.status(201).send(await createProduct(ctx.db, request.body, staffActor(request.staff))),
  );
  app.put(
    '/api/admin/products/:id',
    { schema: { params: ZIntIdParams, body: ZAdminProductInput, response: { 200: ZProduct } } },
    async (request) =>
      editProduct(ctx.db, { id: request.params.id, input: request.body }, staffActor(request.staff)),
  );
  app.delete(
    '/api/admin/products/:id',
    { schema: { params: ZIntIdParams, response: { 200: ZOk } } },
    async (request) => {
      await removeProduct(ctx.db, request.params, staffActor(request.staff));
      return { success: true as const };
    },
  );
};
