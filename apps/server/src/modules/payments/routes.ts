// Public payment history by e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPaymentHistoryQuery, ZPaymentHistoryResponse } from '@trajectory/contracts/visitor';
import type { AppContext } from '../../context';
import { listPaymentHistory } from './service';

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/payment-history',
    { schema: { querystring: ZPaymentHistoryQuery, response: { 200: ZPaymentHistoryResponse } } },
    async (request) => listPaymentHistory(ctx.db, request.query),
  );
};
