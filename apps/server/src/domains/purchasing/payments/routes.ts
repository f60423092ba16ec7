// Payment history follows the prospect id: of the prospects this browser holds, or of one of them (by id
// or its e-mail). Staff read any, also by e-mail, including rows of deleted prospects.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPaymentHistoryQuery, ZPaymentHistoryResponse } from '@trajectory/contracts/visitor';
import type { AppContext } from '../../../infra/context';
import { AppError } from '../../../lib/errors';
import { missing } from '../../access/service';
import { findProspectByEmail, NO_ACCOUNT_MESSAGE } from '../../prospects/service';
import { listPaymentHistory } from './service';

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/payment-history',
    {
      onRequest: app.requireVisitor,
      schema: { querystring: ZPaymentHistoryQuery, response: { 200: ZPaymentHistoryResponse } },
    },
    async (request) => {
      const { email, prospectId } = request.query;
      if (prospectId) {
        await app.assertCanOpen(request, { prospectId, notFound: missing.prospect('prospectId') });
        return listPaymentHistory(ctx.db, { prospectIds: [prospectId] });
      }
      if (email) {
        if (await app.readStaff(request)) return listPaymentHistory(ctx.db, { email });
        const notFound = () => new AppError('NOT_FOUND', NO_ACCOUNT_MESSAGE, { field: 'email' });
        // The e-mail names today's prospect only: rows of a deleted prospect who had the same e-mail
        // (prospect_id set null on deletion) go to no one but staff.
        const prospect = await findProspectByEmail(ctx.db, { email });
        if (!prospect) throw notFound();
        await app.assertCanOpen(request, { prospectId: prospect.id, notFound });
        return listPaymentHistory(ctx.db, { prospectIds: [prospect.id] });
      }
      return listPaymentHistory(ctx.db, { prospectIds: [...(request.visitor?.prospectIds ?? [])] });
    },
  );
};
