// Staff spreadsheet downloads: requests, prospects and one questionnaire.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminProspectsFilter } from '@trajectory/contracts/admin-prospects';
import { ZAdminRequestsFilter } from '@trajectory/contracts/admin-requests';
import { ZQuestionnaireIdParams } from '@trajectory/contracts/questionnaires';
import type { AppContext } from '../../infra/context';
import { XLSX_CONTENT_TYPE } from '../../domains/questionnaires/exports/service';
import { exportProspects, exportQuestionnaire, exportRequests } from './service';

function sendWorkbook(reply: FastifyReply, { filename, workbook }: { filename: string; workbook: Buffer }) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(workbook);
}

export const adminExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/api/admin/export/requests',
    { schema: { querystring: ZAdminRequestsFilter } },
    async (request, reply) => sendWorkbook(reply, await exportRequests(ctx.db, request.query)),
  );
  app.get(
    '/api/admin/export/prospects',
    { schema: { querystring: ZAdminProspectsFilter } },
    async (request, reply) => sendWorkbook(reply, await exportProspects(ctx.db, request.query)),
  );
  app.get(
    '/api/admin/export/questionnaire/:id',
    { schema: { params: ZQuestionnaireIdParams } },
    async (request, reply) => sendWorkbook(reply, await exportQuestionnaire(ctx.db, request.params)),
  );
};
