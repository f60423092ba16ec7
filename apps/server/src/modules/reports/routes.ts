// Report endpoints: generate, list, download as PDF.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProspectIdParam } from '@trajectory/contracts/questionnaires';
import {
  ZGenerateReportsRequest,
  ZGenerateReportsResponse,
  ZReportList,
} from '@trajectory/contracts/visitor';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { createStaffReader } from '../admin-auth/guard';
import { renderReportPdf } from './pdf';
import { generateReports, listReportsOfProspect } from './service';
import { attachmentDisposition } from '../../lib/content-disposition';

const ZReportIdParams = z.object({ reportId: z.uuid({ error: 'reportId must be a valid report id' }) });

export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const readStaff = createStaffReader(ctx);

  app.post(
    '/api/reports/generate',
    { schema: { body: ZGenerateReportsRequest, response: { 200: ZGenerateReportsResponse } } },
    async (request) => ({ ok: true as const, ...(await generateReports(ctx.db, request.body)) }),
  );

  app.get(
    '/api/reports/prospect/:prospectId',
    { schema: { params: ZProspectIdParam, response: { 200: ZReportList } } },
    async (request) => listReportsOfProspect(ctx.db, request.params),
  );

  app.get(
    '/api/reports/download-pdf/:reportId',
    { schema: { params: ZReportIdParams } },
    async (request, reply) => {
      const { filename, pdf } = await renderReportPdf(ctx.db, {
        reportId: request.params.reportId,
        isStaff: Boolean(await readStaff(request)),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
