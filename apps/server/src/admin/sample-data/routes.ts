// Staff sample data endpoints: read for the editor, save and generate, open a generated report.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGenerateSampleReportsRequest,
  ZGenerateSampleReportsResponse,
  ZSampleDataResponse,
  ZSampleReportParams,
} from '@trajectory/contracts/admin-sample-data';
import type { AppContext } from '../../infra/context';
import { staffActor } from '../../domains/audit/service';
import { generateSampleReports, getSampleData, renderSampleReport } from './service';
import { attachmentDisposition } from '../../lib/content-disposition';

export const adminSampleDataRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);

  app.get('/api/admin/sample-data', { schema: { response: { 200: ZSampleDataResponse } } }, async () =>
    getSampleData(ctx.db),
  );

  app.post(
    '/api/admin/sample-reports',
    { schema: { body: ZGenerateSampleReportsRequest, response: { 200: ZGenerateSampleReportsResponse } } },
    async (request) => generateSampleReports(ctx.db, request.body, staffActor(request.staff)),
  );

  // Opened in a new tab, so it works with the session cookie alone and answers a document, not JSON.
  app.get(
    '/api/admin/sample-report/:type',
    { schema: { params: ZSampleReportParams } },
    async (request, reply) => {
      const report = await renderSampleReport(ctx.db, request.params);
      reply.header('content-type', report.contentType).header('cache-control', 'private, no-store');
      if (report.filename) {
        reply.header('content-disposition', attachmentDisposition(report.filename));
      }
      return reply.send(report.body);
    },
  );
};
