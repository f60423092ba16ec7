// The one staff guard: every staff-only route runs it on request, before validation.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAdminUser } from '@trajectory/contracts/admin-auth';
import type { AppContext } from '../infra/context';
import { AppError } from '../lib/errors';
import { findStaffBySessionToken, SESSION_COOKIE } from '../admin/auth/service';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: TAdminUser;
  }
}

/** Reads the staff session if there is one; never refuses. Public routes use it to show staff more. */
export function createStaffReader(ctx: AppContext) {
  return async function readStaff(request: FastifyRequest): Promise<TAdminUser | undefined> {
    if (request.staff) return request.staff;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return undefined;
    request.staff = await findStaffBySessionToken(ctx.db, { token });
    return request.staff;
  };
}

export function createRequireStaff(ctx: AppContext) {
  const readStaff = createStaffReader(ctx);
  return async function requireStaff(request: FastifyRequest, _reply: FastifyReply) {
    if (!(await readStaff(request))) {
      throw new AppError('UNAUTHORIZED', 'Authentication required');
    }
  };
}
