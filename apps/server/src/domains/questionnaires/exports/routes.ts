// Excel report downloads: the prospect's own (plan-gated, staff see all) and the admin viewer's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { ZProspectIdParam } from '@trajectory/contracts/questionnaires';
import { z } from 'zod';
import type { AppContext } from '../../../infra/context';
import { missing } from '../../access/service';
import { exportFinancialReport, XLSX_CONTENT_TYPE } from './service';
import { attachmentDisposition } from '../../../lib/content-disposition';

const ZExportQuery = z.object({
  questionnaireId: z.uuid({ error: 'questionnaireId must be a valid questionnaire id' }).optional(),
});

function sendWorkbook(reply: FastifyReply, { filename, workbook }: { filename: string; workbook: Buffer }) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(filename))
    .header('cache-control', 'private, no-store')
    .send(workbook);
}

export const exportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const schema = { params: ZProspectIdParam, querystring: ZExportQuery };

  app.get(
    '/api/export/financial-reports/:prospectId',
    { schema, onRequest: app.requireVisitor },
    async (request, reply) => {
      const { prospectId } = request.params;
      const { questionnaireId } = request.query;
      await app.assertCanOpen(request, { prospectId, notFound: missing.prospect() });
      if (questionnaireId)
        await app.assertCanOpen(request, {
          questionnaireId,
          notFound: missing.questionnaire('questionnaireId'),
        });
      return sendWorkbook(
        reply,
        await exportFinancialReport(ctx.db, {
          prospectId: request.params.prospectId,
          questionnaireId: request.query.questionnaireId,
          isStaff: Boolean(await app.readStaff(request)),
        }),
      );
    },
  );

  app.get(
    '/api/admin/export/financial-reports/:prospectId',
    { schema, onRequest: app.requireStaff },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await exportFinancialReport(ctx.db, {
          prospectId: request.params.prospectId,
          questionnaireId: request.query.questionnaireId,
          isStaff: true,
        }),
      ),
  );
};
