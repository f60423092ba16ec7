// Report endpoints: generate, list, and the one PDF of a questionnaire (by its id, or by one of its reports).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProspectIdParam } from '@trajectory/contracts/questionnaires';
import {
  ZGenerateReportsRequest,
  ZGenerateReportsResponse,
  ZReportList,
} from '@trajectory/contracts/visitor';
import { z } from 'zod';
import type { AppContext } from '../../../infra/context';
import { missing } from '../../access/service';
import { renderQuestionnairePdf, renderReportPdf } from './pdf';
import { generateReports, listReportsOfProspect } from './service';
import { attachmentDisposition } from '../../../lib/content-disposition';

const ZReportIdParams = z.object({ reportId: z.uuid({ error: 'reportId must be a valid report id' }) });
const ZQuestionnaireIdParams = z.object({ id: z.uuid({ error: 'id must be a valid questionnaire id' }) });

function sendPdf(reply: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(filename))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = app.requireVisitor;

  app.post(
    '/api/reports/generate',
    { onRequest, schema: { body: ZGenerateReportsRequest, response: { 200: ZGenerateReportsResponse } } },
    async (request) => {
      const { prospectId, questionnaireId } = request.body;
      await app.assertCanOpen(request, { prospectId, notFound: missing.prospect('prospectId') });
      const { questionnaire } = await app.assertCanOpen(request, {
        questionnaireId,
        notFound: missing.questionnaire('questionnaireId'),
      });
      return { ok: true as const, ...(await generateReports(ctx.db, { ...request.body, questionnaire })) };
    },
  );

  app.get(
    '/api/reports/prospect/:prospectId',
    { onRequest, schema: { params: ZProspectIdParam, response: { 200: ZReportList } } },
    async (request) => {
      await app.assertCanOpen(request, {
        prospectId: request.params.prospectId,
        notFound: missing.prospect(),
      });
      return listReportsOfProspect(ctx.db, request.params);
    },
  );

  app.get(
    '/api/questionnaires/:id/report.pdf',
    { onRequest, schema: { params: ZQuestionnaireIdParams } },
    async (request, reply) => {
      const questionnaireId = request.params.id;
      await app.assertCanOpen(request, { questionnaireId, notFound: missing.questionnaire() });
      return sendPdf(reply, await renderQuestionnairePdf(ctx.db, { questionnaireId }));
    },
  );

  app.get(
    '/api/reports/download-pdf/:reportId',
    { onRequest, schema: { params: ZReportIdParams } },
    async (request, reply) => {
      const { reportId } = request.params;
      await app.assertCanOpen(request, { reportId, notFound: missing.report() });
      return sendPdf(reply, await renderReportPdf(ctx.db, { reportId }));
    },
  );
};
