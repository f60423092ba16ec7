// Registration from a browser: a new prospect opens to this browser; an existing one only to a link.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TCreateProspectRequest, TProspect } from '@trajectory/contracts/prospects';
import type { TLinkSentResponse } from '@trajectory/contracts/access';
import type { AppContext } from '../../infra/context';
import type { DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { RATE_LIMITS, type RateLimiter } from '../../infra/rate-limit';
import { registerProspect } from '../prospects/service';
import { accessLinkBase, isTestModeCaller } from './link-origin';
import { enforceLinkLimits, linkSentResponse, requestAccessLink, sendAccessLink } from './links';
import { grantToBrowser, type VisitorSession } from './service';

/** The 429 of too many new registrations from one address, naming the limit. */
export function registrationLimitMessage(retryAfterSeconds: number): string {
  const { limit, windowMs } = RATE_LIMITS.registrationByAddress;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `Too many new registrations from your network: at most ${limit} every ${windowMs / 60_000} minutes. ` +
    `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  );
}

/**
 * Counts one new registration against the address, inside the registration's transaction: over the limit
 * it throws 429 and the transaction (the new prospect and this count) rolls back, so the count stays at the
 * limit and every further new e-mail is refused until the window ends.
 */
async function enforceRegistrationLimit(
  db: DbOrTx,
  { rateLimiter, address }: { rateLimiter: RateLimiter; address: string },
) {
  const { allowed, retryAfter } = await rateLimiter.hit(db, RATE_LIMITS.registrationByAddress, address);
  if (!allowed) {
    throw new AppError('RATE_LIMITED', registrationLimitMessage(retryAfter), {
      headers: { 'retry-after': String(retryAfter) },
    });
  }
}

/** `POST /api/prospects`: `session` is this browser's visitor session (app.readVisitor), if any. */
export async function registerFromBrowser(
  ctx: AppContext,
  {
    request,
    reply,
    session,
    input,
    redirectTo,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    session: VisitorSession | undefined;
    input: TCreateProspectRequest;
    redirectTo?: string;
  },
): Promise<{ status: 200 | 201; body: TProspect } | { status: 202; body: TLinkSentResponse }> {
  const result = await ctx.db.transaction(async (tx) => {
    const registered = await registerProspect(tx, {
      input,
      heldProspectIds: session?.prospectIds ?? new Set(),
    });
    if (registered.kind !== 'created') return registered;
    await enforceRegistrationLimit(tx, { rateLimiter: ctx.rateLimiter, address: request.ip });
    // A new token for the browser that gains the prospect: a planted cookie never gains it.
    const grant = await grantToBrowser(tx, {
      token: session ? request.visitorToken() : undefined,
      prospectId: registered.prospect.id,
      isVerified: false,
    });
    return { ...registered, grant };
  });
  if (result.kind === 'held') return { status: 200, body: result.prospect };
  if (result.kind === 'created') {
    reply.setVisitorCookie(result.grant.token, result.grant.expiresAt);
    return { status: 201, body: result.prospect };
  }
  await enforceLinkLimits(ctx.db, { rateLimiter: ctx.rateLimiter, address: request.ip, email: input.email });
  const link = await sendAccessLink(ctx.db, reply, {
    prospect: result.row,
    redirectTo,
    baseUrl: accessLinkBase(ctx.config, request),
    mailer: ctx.mailer,
    inResponse: isTestModeCaller(ctx.config, request),
  });
  return { status: 202, body: linkSentResponse(input.email, link) };
}

/** `POST /api/access/request-link`: the same 202 whether or not the e-mail is known. */
export async function requestLinkFromBrowser(
  ctx: AppContext,
  {
    request,
    reply,
    email,
    redirectTo,
  }: { request: FastifyRequest; reply: FastifyReply; email: string; redirectTo?: string },
): Promise<TLinkSentResponse> {
  const link = await requestAccessLink(ctx.db, reply, {
    email,
    redirectTo,
    address: request.ip,
    rateLimiter: ctx.rateLimiter,
    baseUrl: accessLinkBase(ctx.config, request),
    mailer: ctx.mailer,
    inResponse: isTestModeCaller(ctx.config, request),
  });
  return linkSentResponse(email, link);
}
