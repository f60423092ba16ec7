// Payment history: of the prospects this browser holds, or of one of them (staff: any, also by e-mail).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPaymentHistoryQuery, ZPaymentHistoryResponse } from '@trajectory/contracts/visitor';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { createVisitorGuard } from '../access/guard';
import { missing } from '../access/ownership';
import { NO_ACCOUNT_MESSAGE } from '../prospects/service';
import { listPaymentHistory } from './service';

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const guard = createVisitorGuard(ctx);
  app.get(
    '/api/payment-history',
    {
      onRequest: guard.requireVisitor,
      schema: { querystring: ZPaymentHistoryQuery, response: { 200: ZPaymentHistoryResponse } },
    },
    async (request) => {
      const { email, prospectId } = request.query;
      if (prospectId) {
        await guard.assertCanOpen(request, { prospectId, notFound: missing.prospect('prospectId') });
        return listPaymentHistory(ctx.db, { prospectIds: [prospectId] });
      }
      if (email) {
        if (await guard.readStaff(request)) return listPaymentHistory(ctx.db, { email });
        await guard.assertCanOpen(request, {
          prospectEmail: email,
          notFound: () => new AppError('NOT_FOUND', NO_ACCOUNT_MESSAGE, { field: 'email' }),
        });
        return listPaymentHistory(ctx.db, { email });
      }
      return listPaymentHistory(ctx.db, { prospectIds: [...(request.visitor?.prospectIds ?? [])] });
    },
  );
};
