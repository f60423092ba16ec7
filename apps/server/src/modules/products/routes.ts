// Public product list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListProductsResponse } from '@trajectory/contracts/products';
import type { AppContext } from '../../context';
import { listActiveProducts } from './service';

export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/products', { schema: { response: { 200: ZListProductsResponse } } }, async () =>
    listActiveProducts(ctx.db),
  );
};
