// Staff prospect endpoints; the staff guard runs on request, before validation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminProspect,
  ZAdminProspectsFilter,
  ZAdminProspectsQuery,
  ZAdminProspectsResponse,
  ZGrantPlanRequest,
  ZUpdateProspectContactRequest,
  ZUpdateSubmissionsRequest,
} from '@trajectory/contracts/admin-prospects';
import { ZOk } from '@trajectory/contracts/common';
import { ZProspectIdParams } from '@trajectory/contracts/prospects';
import type { AppContext } from '../../infra/context';
import { sendWorkbook } from '../common/workbook';
import { exportProspects } from './export';
import { staffActor } from '../../domains/audit/service';
import {
  deleteProspect,
  grantPlan,
  listAdminProspects,
  updateContact,
  updateRemainingReports,
} from './service';

export const adminProspectRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);
  const params = ZProspectIdParams;

  app.get(
    '/api/admin/prospects',
    { schema: { querystring: ZAdminProspectsQuery, response: { 200: ZAdminProspectsResponse } } },
    async (request) => listAdminProspects(ctx.db, request.query),
  );
  app.put(
    '/api/admin/prospects/:id/contact',
    { schema: { params, body: ZUpdateProspectContactRequest, response: { 200: ZAdminProspect } } },
    async (request) =>
      updateContact(ctx.db, { id: request.params.id, input: request.body }, staffActor(request.staff)),
  );
  app.put(
    '/api/admin/prospects/:id/submissions',
    { schema: { params, body: ZUpdateSubmissionsRequest, response: { 200: ZAdminProspect } } },
    async (request) =>
      updateRemainingReports(
        ctx.db,
        { id: request.params.id, remaining: request.body.remaining },
        staffActor(request.staff),
      ),
  );
  app.post(
    '/api/admin/prospects/:id/grant-plan',
    { schema: { params, body: ZGrantPlanRequest, response: { 200: ZAdminProspect } } },
    async (request) =>
      grantPlan(
        ctx.db,
        { id: request.params.id, input: request.body, mailer: ctx.mailer },
        staffActor(request.staff),
      ),
  );
  app.delete('/api/admin/prospects/:id', { schema: { params, response: { 200: ZOk } } }, async (request) => {
    await deleteProspect(ctx.db, request.params, staffActor(request.staff));
    return { success: true as const };
  });
  app.get(
    '/api/admin/export/prospects',
    { schema: { querystring: ZAdminProspectsFilter } },
    async (request, reply) => sendWorkbook(reply, await exportProspects(ctx.db, request.query)),
  );
};
