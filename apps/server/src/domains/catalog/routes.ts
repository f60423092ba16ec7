// Public product list, served from memory (lib/hot-cache.ts) with an ETag.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListProductsResponse } from '@trajectory/contracts/products';
import type { AppContext } from '../../infra/context';
import { sendJsonEntry } from '../../infra/hot-cache';
import { listActiveProducts } from './service';

export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/products', { schema: { response: { 200: ZListProductsResponse } } }, async (request, reply) =>
    sendJsonEntry(request, reply, await ctx.hotCache.get('products', () => listActiveProducts(ctx.db))),
  );
};
