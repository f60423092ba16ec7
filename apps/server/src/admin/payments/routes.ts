// Staff payment-history endpoints: the filtered list, its CSV export, and refunds (preview, then refund).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminPaymentIdParams,
  ZAdminPaymentsFilter,
  ZAdminPaymentsQuery,
  ZAdminPaymentsResponse,
  ZAdminRefundPreview,
  ZAdminRefundResponse,
} from '@trajectory/contracts/admin-payments';
import type { AppContext } from '../../infra/context';
import { exportPaymentsCsv, listAdminPayments, previewPaymentRefund, refundAdminPayment } from './service';

export const adminPaymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);

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

  app.get(
    '/api/admin/payments/:id/refund',
    { schema: { params: ZAdminPaymentIdParams, response: { 200: ZAdminRefundPreview } } },
    async (request) => previewPaymentRefund(ctx.db, request.params),
  );
  app.post(
    '/api/admin/payments/:id/refund',
    { schema: { params: ZAdminPaymentIdParams, response: { 200: ZAdminRefundResponse } } },
    async (request) =>
      refundAdminPayment(ctx.db, {
        id: request.params.id,
        staff: request.staff!,
        cards: ctx.cards,
        paypal: ctx.paypal,
        mailer: ctx.mailer,
      }),
  );
};
