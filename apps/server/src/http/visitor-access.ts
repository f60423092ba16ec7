// The one visitor guard: visitor routes need a visitor or staff session (checked on request, before
// validation), and every resource they touch must belong to a prospect the caller holds.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_REQUIRED } from '@trajectory/contracts/access';
import type { Config } from '../infra/config';
import type { AppContext } from '../infra/context';
import { AppError } from '../lib/errors';
import { createStaffReader } from './staff-session';
import type { QuestionnaireRow } from '../domains/questionnaires/service';
import { resolveProspectOf, type AccessTarget } from '../domains/access/ownership';
import {
  findVisitorSession,
  refreshVisitorSession,
  visitorCookieNameFor,
  type VisitorSession,
} from '../domains/access/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor session, once read: null when the browser has none. */
    visitor?: VisitorSession | null;
  }
}

/** Secure on https, Path=/ and never a Domain: what a `__Host-` cookie needs. */
export function visitorCookieOptions(config: Config, expires?: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL?.startsWith('https:') ?? false,
    path: '/',
    ...(expires ? { expires } : {}),
  };
}

export function setVisitorCookie(reply: FastifyReply, config: Config, token: string, expires: Date) {
  reply.setCookie(visitorCookieNameFor(config), token, visitorCookieOptions(config, expires));
}

export function clearVisitorCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(visitorCookieNameFor(config), visitorCookieOptions(config));
}

export function visitorToken(request: FastifyRequest, config: Config): string | undefined {
  const token = request.cookies[visitorCookieNameFor(config)];
  return token && token.length <= 200 ? token : undefined;
}

export function createVisitorGuard(ctx: AppContext) {
  const readStaff = createStaffReader(ctx);

  /** Reads this browser's visitor session (once per request) and slides its expiry when due. */
  async function readVisitor(request: FastifyRequest, reply: FastifyReply) {
    if (request.visitor !== undefined) return request.visitor ?? undefined;
    const token = visitorToken(request, ctx.config);
    const session = token ? await findVisitorSession(ctx.db, { token }) : undefined;
    request.visitor = session ?? null;
    if (session && token) {
      const expiresAt = await refreshVisitorSession(ctx.db, { session });
      if (expiresAt) {
        session.expiresAt = expiresAt;
        setVisitorCookie(reply, ctx.config, token, expiresAt);
      }
    }
    return session;
  }

  /** onRequest hook of every visitor route: 401 ACCESS_REQUIRED unless a staff or visitor session. */
  async function requireVisitor(request: FastifyRequest, reply: FastifyReply) {
    if (await readStaff(request)) return;
    const session = await readVisitor(request, reply);
    if (!session || session.prospectIds.size === 0) {
      throw new AppError('ACCESS_REQUIRED', 'Open your reports from this browser or the link we e-mail you.');
    }
  }

  /** Whether this caller may open the prospect: staff always, a visitor when the session holds it. */
  async function mayOpenProspect(request: FastifyRequest, prospectId: string) {
    if (await readStaff(request)) return true;
    return request.visitor?.prospectIds.has(prospectId) ?? false;
  }

  /**
   * The one ownership check: the target's prospect must be held by this browser. A foreign resource gets
   * the same 404 as a missing one, so a stranger never learns that it exists. Staff pass; the service
   * then answers for missing rows itself. Returns the questionnaire row it read to decide (a visitor's
   * questionnaire target), so the route need not read it again.
   */
  async function assertCanOpen(
    request: FastifyRequest,
    target: AccessTarget,
  ): Promise<{ questionnaire?: QuestionnaireRow }> {
    if (await readStaff(request)) return {};
    const { prospectId, questionnaire } = await resolveProspectOf(ctx.db, target);
    if (prospectId && request.visitor?.prospectIds.has(prospectId)) return { questionnaire };
    throw target.notFound();
  }

  return { readStaff, readVisitor, requireVisitor, mayOpenProspect, assertCanOpen };
}

export type VisitorGuard = ReturnType<typeof createVisitorGuard>;
export { ACCESS_REQUIRED };
