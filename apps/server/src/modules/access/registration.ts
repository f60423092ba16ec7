// Registration from a browser: a new prospect opens to this browser; an existing one only to a link.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TCreateProspectRequest, TProspect } from '@trajectory/contracts/prospects';
import type { TLinkSentResponse } from '@trajectory/contracts/access';
import type { AppContext } from '../../context';
import { registerProspect } from '../prospects/service';
import { setVisitorCookie, visitorToken, type VisitorGuard } from './guard';
import { accessLinkBase, isTestModeCaller } from './link-origin';
import { enforceLinkLimits, linkSentResponse, requestAccessLink, sendAccessLink } from './links';
import { grantToBrowser } from './service';

export async function registerFromBrowser(
  ctx: AppContext,
  guard: VisitorGuard,
  {
    request,
    reply,
    input,
    redirectTo,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    input: TCreateProspectRequest;
    redirectTo?: string;
  },
): Promise<{ status: 200 | 201; body: TProspect } | { status: 202; body: TLinkSentResponse }> {
  const session = await guard.readVisitor(request, reply);
  const result = await registerProspect(ctx.db, {
    input,
    heldProspectIds: session?.prospectIds ?? new Set(),
  });
  if (result.kind === 'held') return { status: 200, body: result.prospect };
  if (result.kind === 'created') {
    const { token, expiresAt } = await grantToBrowser(ctx.db, {
      token: session ? visitorToken(request) : undefined,
      prospectId: result.prospect.id,
      isVerified: false,
    });
    setVisitorCookie(reply, ctx.config, token, expiresAt);
    return { status: 201, body: result.prospect };
  }
  await enforceLinkLimits(ctx.db, { rateLimiter: ctx.rateLimiter, address: request.ip, email: input.email });
  const link = await sendAccessLink(ctx.db, {
    prospect: result.row,
    redirectTo,
    baseUrl: accessLinkBase(ctx.config, request),
    mailer: ctx.mailer,
  });
  return {
    status: 202,
    body: linkSentResponse(input.email, isTestModeCaller(ctx.config, request) ? link : undefined),
  };
}

/** `POST /api/access/request-link`: the same 202 whether or not the e-mail is known. */
export async function requestLinkFromBrowser(
  ctx: AppContext,
  { request, email, redirectTo }: { request: FastifyRequest; email: string; redirectTo?: string },
): Promise<TLinkSentResponse> {
  const link = await requestAccessLink(ctx.db, {
    email,
    redirectTo,
    address: request.ip,
    rateLimiter: ctx.rateLimiter,
    baseUrl: accessLinkBase(ctx.config, request),
    mailer: ctx.mailer,
  });
  return linkSentResponse(email, isTestModeCaller(ctx.config, request) ? link : undefined);
}
