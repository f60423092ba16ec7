// The one staff guard, a plugin app.ts registers once: `app.requireStaff` is the onRequest hook of every
// staff-only route (before validation); `app.readStaff` reads the session without refusing.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TAdminUser } from '@trajectory/contracts/admin-auth';
import type { AppContext } from '../infra/context';
import { AppError } from '../lib/errors';
import { findStaffBySessionToken, SESSION_COOKIE } from '../admin/common/staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: TAdminUser;
  }
  interface FastifyInstance {
    /** onRequest hook of every staff-only route: 401 UNAUTHORIZED without a staff session. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The staff session's user if there is one; never refuses. Public routes use it to show staff more. */
    readStaff: (request: FastifyRequest) => Promise<TAdminUser | undefined>;
  }
}

export const staffSession = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    async function readStaff(request: FastifyRequest): Promise<TAdminUser | undefined> {
      if (request.staff) return request.staff;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return undefined;
      request.staff = await findStaffBySessionToken(ctx.db, { token });
      return request.staff;
    }

    async function requireStaff(request: FastifyRequest, _reply: FastifyReply) {
      if (!(await readStaff(request))) {
        throw new AppError('UNAUTHORIZED', 'Authentication required');
      }
    }

    app.decorate('readStaff', readStaff);
    app.decorate('requireStaff', requireStaff);
  },
  { name: 'staff-session', fastify: '5.x' },
);
