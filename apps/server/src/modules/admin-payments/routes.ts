// Staff payment-history endpoints: the filtered list and its CSV export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminPaymentsFilter,
  ZAdminPaymentsQuery,
  ZAdminPaymentsResponse,
} from '@trajectory/contracts/admin-payments';
import type { AppContext } from '../../context';
import { createRequireStaff } from '../admin-auth/guard';
import { exportPaymentsCsv, listAdminPayments } from './service';

export const adminPaymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', createRequireStaff(ctx));

  app.get(
    '/api/admin/payment-history',
    { schema: { querystring: ZAdminPaymentsQuery, response: { 200: ZAdminPaymentsResponse } } },
    async (request) => listAdminPayments(ctx.db, request.query),
  );
  app.get(
    '/api/admin/payment-history/export.csv',
    { schema: { querystring: ZAdminPaymentsFilter } },
    async (request, reply) => {
      const { filename, csv } = await exportPaymentsCsv(ctx.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${csv}`);
    },
  );
};
