// Staff user endpoints: change password, list, create, delete; the staff guard runs on request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminUser } from '@trajectory/contracts/admin-auth';
import {
  ZAdminUserList,
  ZChangePasswordRequest,
  ZCreateAdminUserRequest,
} from '@trajectory/contracts/admin-users';
import { ZIntIdParams, ZOk } from '@trajectory/contracts/common';
import type { AppContext } from '../../infra/context';
import { SESSION_COOKIE, sessionIdFromToken } from '../common/staff-sessions';
import { staffActor } from '../../domains/audit/service';
import { changePassword, createAdmin, listAdmins, removeAdmin } from './service';

export const adminUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);

  app.post(
    '/api/admin/change-password',
    { schema: { body: ZChangePasswordRequest, response: { 200: ZOk } } },
    async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      await changePassword(
        ctx.db,
        {
          userId: request.staff!.id,
          input: request.body,
          currentSessionId: token ? sessionIdFromToken(token) : undefined,
        },
        staffActor(request.staff),
      );
      return { success: true as const };
    },
  );
  app.get('/api/admin/users', { schema: { response: { 200: ZAdminUserList } } }, async () =>
    listAdmins(ctx.db),
  );
  app.post(
    '/api/admin/users',
    { schema: { body: ZCreateAdminUserRequest, response: { 201: ZAdminUser } } },
    async (request, reply) =>
      reply.status(201).send(await createAdmin(ctx.db, request.body, staffActor(request.staff))),
  );
  app.delete(
    '/api/admin/users/:id',
    { schema: { params: ZIntIdParams, response: { 200: ZOk } } },
    async (request) => {
      await removeAdmin(ctx.db, request.params, staffActor(request.staff));
      return { success: true as const };
    },
  );
};
