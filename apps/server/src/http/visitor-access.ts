// The one visitor guard, a plugin app.ts registers once: visitor routes need a visitor or staff session
// (`onRequest: app.requireVisitor`, checked before validation), and every resource they touch must
// belong to a prospect the caller holds (`app.assertCanOpen`). The visitor cookie is written and read
// only here (`reply.setVisitorCookie`, `reply.clearVisitorCookie`, `request.visitorToken()`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../infra/config';
import type { AppContext } from '../infra/context';
import { AppError } from '../lib/errors';
import type { QuestionnaireRow } from '../domains/questionnaires/service';
import {
  findVisitorSession,
  refreshVisitorSession,
  resolveProspectOf,
  visitorCookieNameFor,
  type AccessTarget,
  type VisitorSession,
} from '../domains/access/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor session, once read: null when the browser has none. */
    visitor?: VisitorSession | null;
    /** This browser's visitor token (its cookie), when it has a plausible one. */
    visitorToken(): string | undefined;
  }
  interface FastifyReply {
    /** Gives this browser the visitor session's token until `expires`. */
    setVisitorCookie(token: string, expires: Date): FastifyReply;
    clearVisitorCookie(): FastifyReply;
  }
  interface FastifyInstance {
    /** onRequest hook of every visitor route: 401 ACCESS_REQUIRED unless a staff or visitor session. */
    requireVisitor: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Reads this browser's visitor session (once per request) and slides its expiry when due. */
    readVisitor: (request: FastifyRequest, reply: FastifyReply) => Promise<VisitorSession | undefined>;
    /**
     * The one ownership check: the target's prospect must be held by this browser. A foreign resource
     * gets the same 404 as a missing one, so a stranger never learns that it exists. Staff pass; the
     * service then answers for missing rows itself. Returns the questionnaire row it read to decide (a
     * visitor's questionnaire target), so the route need not read it again.
     */
    assertCanOpen: (
      request: FastifyRequest,
      target: AccessTarget,
    ) => Promise<{ questionnaire?: QuestionnaireRow }>;
  }
}

/** Secure on https, Path=/ and never a Domain: what a `__Host-` cookie needs. */
function visitorCookieOptions(config: Config, expires?: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL?.startsWith('https:') ?? false,
    path: '/',
    ...(expires ? { expires } : {}),
  };
}

export const visitorAccess = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    const cookieName = visitorCookieNameFor(ctx.config);

    app.decorateRequest('visitorToken', function visitorToken(this: FastifyRequest) {
      const token = this.cookies[cookieName];
      return token && token.length <= 200 ? token : undefined;
    });
    app.decorateReply('setVisitorCookie', function setVisitorCookie(this: FastifyReply, token, expires) {
      return this.setCookie(cookieName, token, visitorCookieOptions(ctx.config, expires));
    });
    app.decorateReply('clearVisitorCookie', function clearVisitorCookie(this: FastifyReply) {
      return this.clearCookie(cookieName, visitorCookieOptions(ctx.config));
    });

    async function readVisitor(request: FastifyRequest, reply: FastifyReply) {
      if (request.visitor !== undefined) return request.visitor ?? undefined;
      const token = request.visitorToken();
      const session = token ? await findVisitorSession(ctx.db, { token }) : undefined;
      request.visitor = session ?? null;
      if (session && token) {
        const expiresAt = await refreshVisitorSession(ctx.db, { session });
        if (expiresAt) {
          session.expiresAt = expiresAt;
          reply.setVisitorCookie(token, expiresAt);
        }
      }
      return session;
    }

    async function requireVisitor(request: FastifyRequest, reply: FastifyReply) {
      if (await app.readStaff(request)) return;
      const session = await readVisitor(request, reply);
      if (!session || session.prospectIds.size === 0) {
        throw new AppError(
          'ACCESS_REQUIRED',
          'Open your reports from this browser or the link we e-mail you.',
        );
      }
    }

    async function assertCanOpen(
      request: FastifyRequest,
      target: AccessTarget,
    ): Promise<{ questionnaire?: QuestionnaireRow }> {
      if (await app.readStaff(request)) return {};
      const { prospectId, questionnaire } = await resolveProspectOf(ctx.db, target);
      if (prospectId && request.visitor?.prospectIds.has(prospectId)) return { questionnaire };
      throw target.notFound();
    }

    app.decorate('readVisitor', readVisitor);
    app.decorate('requireVisitor', requireVisitor);
    app.decorate('assertCanOpen', assertCanOpen);
  },
  { name: 'visitor-access', fastify: '5.x', dependencies: ['staff-session', '@fastify/cookie'] },
);
