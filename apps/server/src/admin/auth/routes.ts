// Staff sign-in endpoints.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminLoginRequest, ZAdminLoginResponse, ZAdminMeResponse } from '@trajectory/contracts/admin-auth';
import { ZOk } from '@trajectory/contracts/common';
import type { AppContext } from '../../infra/context';
import { SESSION_COOKIE } from '../common/staff-sessions';
import { login, logout } from './service';

export const adminAuthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const isSecure = ctx.config.PUBLIC_URL?.startsWith('https:') ?? false;

  app.post(
    '/api/admin/login',
    { schema: { body: ZAdminLoginRequest, response: { 200: ZAdminLoginResponse } } },
    async (request, reply) => {
      const { token, user, expiresAt, firstSignIn } = await login(ctx.db, {
        ...request.body,
        address: request.ip,
        rateLimiter: ctx.rateLimiter,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure,
        path: '/',
        expires: expiresAt,
      });
      return { success: true as const, user, firstSignIn };
    },
  );

  app.get(
    '/api/admin/me',
    { onRequest: app.requireStaff, schema: { response: { 200: ZAdminMeResponse } } },
    async (request) => ({ authenticated: true as const, user: request.staff! }),
  );

  app.post('/api/admin/logout', { schema: { response: { 200: ZOk } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 200) await logout(ctx.db, { token });
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure });
    return { success: true as const };
  });
};
