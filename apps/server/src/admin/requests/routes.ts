// Staff request endpoints: list with stats, edit (regenerates reports), delete, all reports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminReportsQuery,
  ZAdminRequestsFilter,
  ZAdminReportsResponse,
  ZAdminRequestsQuery,
  ZAdminRequestsResponse,
  ZAdminUpdateQuestionnaireRequest,
  ZAdminUpdateQuestionnaireResponse,
} from '@trajectory/contracts/admin-requests';
import { ZOk } from '@trajectory/contracts/common';
import { ZQuestionnaireIdParams } from '@trajectory/contracts/questionnaires';
import type { AppContext } from '../../infra/context';
import { sendWorkbook } from '../common/workbook';
import { exportQuestionnaire, exportRequests } from './export';
import { staffActor } from '../../domains/audit/service';
import { deleteRequest, listAllReports, listRequests, updateRequest } from './service';

export const adminRequestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/api/admin/questionnaires',
    { schema: { querystring: ZAdminRequestsQuery, response: { 200: ZAdminRequestsResponse } } },
    async (request) => listRequests(ctx.db, request.query),
  );
  app.put(
    '/api/admin/questionnaires/:id',
    {
      schema: {
        params: ZQuestionnaireIdParams,
        body: ZAdminUpdateQuestionnaireRequest,
        response: { 200: ZAdminUpdateQuestionnaireResponse },
      },
    },
    async (request) =>
      updateRequest(ctx.db, { id: request.params.id, input: request.body }, staffActor(request.staff)),
  );
  app.delete(
    '/api/admin/questionnaires/:id',
    { schema: { params: ZQuestionnaireIdParams, response: { 200: ZOk } } },
    async (request) => {
      await deleteRequest(ctx.db, request.params, staffActor(request.staff));
      return { success: true as const };
    },
  );
  app.get(
    '/api/admin/reports',
    { schema: { querystring: ZAdminReportsQuery, response: { 200: ZAdminReportsResponse } } },
    async (request) => listAllReports(ctx.db, request.query),
  );
  app.get(
    '/api/admin/export/requests',
    { schema: { querystring: ZAdminRequestsFilter } },
    async (request, reply) => sendWorkbook(reply, await exportRequests(ctx.db, request.query)),
  );
  app.get(
    '/api/admin/export/questionnaire/:id',
    { schema: { params: ZQuestionnaireIdParams } },
    async (request, reply) => sendWorkbook(reply, await exportQuestionnaire(ctx.db, request.params)),
  );
};
