// Staff audit log endpoints: the Activity tab's list and its CSV. Read only: no route edits or deletes
// a row, so PUT, PATCH and DELETE under /api/admin/audit-log answer 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminAuditFilter, ZAdminAuditQuery, ZAdminAuditResponse } from '@trajectory/contracts/admin-audit';
import type { AppContext } from '../../infra/context';
import { exportAuditCsv, listAuditEntries } from './service';

export const auditLogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/api/admin/audit-log',
    { schema: { querystring: ZAdminAuditQuery, response: { 200: ZAdminAuditResponse } } },
    async (request) => listAuditEntries(ctx.db, request.query),
  );
  app.get(
    '/api/admin/audit-log/export.csv',
    { schema: { querystring: ZAdminAuditFilter } },
    async (request, reply) => {
      const { filename, csv } = await exportAuditCsv(ctx.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${csv}`);
    },
  );
};
