// Visitor access endpoints: register from a browser, request a link, read and use it, list and end this
// browser's access.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccessLinkInfo,
  ZAccessSession,
  ZAccessTokenParams,
  ZLinkSentResponse,
  ZOwnershipReview,
  ZOwnershipReviewAnswer,
  ZOwnershipReviewParams,
  ZOwnershipReviewResult,
  ZRegisterProspectRequest,
  ZRequestLinkRequest,
  ZSignOutOthersRequest,
  ZSignOutOthersResponse,
  ZSignOutResponse,
  ZVerifyAccessRequest,
  ZVerifyAccessResponse,
} from '@trajectory/contracts/access';
import { ZProspect } from '@trajectory/contracts/prospects';
import type { AppContext } from '../../infra/context';
import { getAccessLinkInfo, settleAfterResponse, verifyAccessLink } from './links';
import { missing } from './ownership';
import { answerOwnershipReview, getOwnershipReview } from './ownership-review';
import { registerFromBrowser, requestLinkFromBrowser } from './registration';
import { endVisitorSession, listSessionProspects, signOutOtherBrowsers } from './service';

export const accessRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Link mails still being stored after their answer went out are finished before the database closes.
  app.addHook('onClose', settleAfterResponse);

  // Registration from a browser: a new prospect opens to this browser; an existing one only to a link.
  app.post(
    '/api/prospects',
    {
      schema: {
        body: ZRegisterProspectRequest,
        response: { 200: ZProspect, 201: ZProspect, 202: ZLinkSentResponse },
      },
    },
    async (request, reply) => {
      const { redirectTo, ...input } = request.body;
      const session = await app.readVisitor(request, reply);
      const { status, body } = await registerFromBrowser(ctx, { request, reply, session, input, redirectTo });
      return reply.status(status).send(body);
    },
  );

  app.post(
    '/api/access/request-link',
    { schema: { body: ZRequestLinkRequest, response: { 202: ZLinkSentResponse } } },
    async (request, reply) =>
      reply.status(202).send(await requestLinkFromBrowser(ctx, { request, reply, ...request.body })),
  );

  app.get(
    '/api/access/links/:token',
    { schema: { params: ZAccessTokenParams, response: { 200: ZAccessLinkInfo } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAccessLinkInfo(ctx.db, request.params);
    },
  );

  app.post(
    '/api/access/verify',
    { schema: { body: ZVerifyAccessRequest, response: { 200: ZVerifyAccessResponse } } },
    async (request, reply) => {
      const { prospectId, redirectTo, session, reviewPlans } = await verifyAccessLink(ctx.db, {
        token: request.body.token,
        browserToken: request.visitorToken(),
      });
      reply.setVisitorCookie(session.token, session.expiresAt);
      return { prospectId, redirectTo, reviewPlans };
    },
  );

  app.get(
    '/api/access/session',
    { schema: { response: { 200: ZAccessSession } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const session = await app.readVisitor(request, reply);
      return { prospects: await listSessionProspects(ctx.db, { session }) };
    },
  );

  app.post(
    '/api/access/sign-out',
    { schema: { response: { 200: ZSignOutResponse } } },
    async (request, reply) => {
      const token = request.visitorToken();
      if (token) await endVisitorSession(ctx.db, { token });
      reply.clearVisitorCookie();
      return { success: true as const };
    },
  );

  app.post(
    '/api/access/sign-out-others',
    {
      onRequest: app.requireVisitor,
      schema: { body: ZSignOutOthersRequest, response: { 200: ZSignOutOthersResponse } },
    },
    async (request) => {
      const { prospectId } = request.body;
      // Only a visitor session holding the prospect can sign others out; staff have no browser session here.
      const session = request.visitor;
      if (!session || !session.prospectIds.has(prospectId)) throw missing.prospect('prospectId')();
      return { signedOut: await signOutOtherBrowsers(ctx.db, { session, prospectId }) };
    },
  );

  // "Were these yours?": the founder (a browser holding the prospect through a verified link) reviews the
  // plans started from another browser, once.
  app.get(
    '/api/access/ownership-review/:prospectId',
    {
      onRequest: app.requireVisitor,
      schema: { params: ZOwnershipReviewParams, response: { 200: ZOwnershipReview } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOwnershipReview(ctx.db, { session: request.visitor, prospectId: request.params.prospectId });
    },
  );

  app.post(
    '/api/access/ownership-review',
    {
      onRequest: app.requireVisitor,
      schema: { body: ZOwnershipReviewAnswer, response: { 200: ZOwnershipReviewResult } },
    },
    async (request) => answerOwnershipReview(ctx.db, { session: request.visitor, answer: request.body }),
  );
};
