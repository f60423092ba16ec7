// Share links (issue #26 item 1): the founder's (create, list with views, revoke), staff's (a prospect's
// links, revoke any) and the link's viewer's (the plan read-only, and its PDF and workbook when allowed).
// The viewer's routes are public by token, never by id; the log redacts the token (infra/logger.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZProspectIdParam, ZQuestionnaireIdParams } from '@trajectory/contracts/questionnaires';
import {
  ZCreatedShareLink,
  ZCreateShareLink,
  ZShareLink,
  ZShareLinkIdParam,
  ZShareLinkList,
  ZShareLinkParams,
  ZShareTokenParam,
  ZSharedPlan,
} from '@trajectory/contracts/sharing';
import type { AppContext } from '../../infra/context';
import { RATE_LIMITS } from '../../infra/rate-limit';
import { attachmentDisposition } from '../../lib/content-disposition';
import { missing } from '../access/service';
import { staffActor } from '../audit/service';
import { XLSX_CONTENT_TYPE } from '../questionnaires/exports/service';
import {
  createShareLink,
  listShareLinksForStaff,
  listShareLinksOfPlan,
  readSharedPlan,
  revokeLink,
  revokeLinkAsStaff,
  sharedPdf,
  sharedWorkbook,
} from './service';

/** A viewer's answers: kept by no cache, indexed by no search engine. */
function sharedHeaders(reply: FastifyReply) {
  return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
}

export const sharingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = app.requireVisitor;

  // The viewer's: rate-limited per address before the token is even looked up.
  const limitByAddress = async (request: FastifyRequest) =>
    ctx.rateLimiter.enforce(ctx.db, RATE_LIMITS.sharedPlan, request.ip);

  app.get(
    '/api/shared/:token',
    { onRequest: limitByAddress, schema: { params: ZShareTokenParam, response: { 200: ZSharedPlan } } },
    async (request, reply) => {
      sharedHeaders(reply);
      return readSharedPlan(ctx.db, { token: request.params.token, countsView: request.method === 'GET' });
    },
  );

  app.get(
    '/api/shared/:token/report.pdf',
    { onRequest: limitByAddress, schema: { params: ZShareTokenParam } },
    async (request, reply) => {
      sharedHeaders(reply);
      const { filename, pdf } = await sharedPdf(ctx.db, { token: request.params.token });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(filename))
        .send(pdf);
    },
  );

  app.get(
    '/api/shared/:token/report.xlsx',
    { onRequest: limitByAddress, schema: { params: ZShareTokenParam } },
    async (request, reply) => {
      sharedHeaders(reply);
      const { filename, workbook } = await sharedWorkbook(ctx.db, { token: request.params.token });
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(filename))
        .send(workbook);
    },
  );

  // The founder's and staff's (registered after the viewer's, so the route fuzzer reads a live link
  // before it may revoke it).

  app.post(
    '/api/questionnaires/:id/share-links',
    {
      onRequest,
      schema: {
        params: ZQuestionnaireIdParams,
        body: ZCreateShareLink,
        response: { 201: ZCreatedShareLink },
      },
    },
    async (request, reply) => {
      const questionnaireId = request.params.id;
      await app.assertCanOpen(request, { questionnaireId, notFound: missing.questionnaire() });
      const created = await createShareLink(ctx.db, { questionnaireId, input: request.body });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/questionnaires/:id/share-links',
    { onRequest, schema: { params: ZQuestionnaireIdParams, response: { 200: ZShareLinkList } } },
    async (request) => {
      const questionnaireId = request.params.id;
      await app.assertCanOpen(request, { questionnaireId, notFound: missing.questionnaire() });
      return listShareLinksOfPlan(ctx.db, { questionnaireId });
    },
  );

  app.post(
    '/api/questionnaires/:id/share-links/:linkId/revoke',
    { onRequest, schema: { params: ZShareLinkParams, response: { 200: ZShareLink } } },
    async (request) => {
      const { id: questionnaireId, linkId } = request.params;
      await app.assertCanOpen(request, { questionnaireId, notFound: missing.questionnaire() });
      return revokeLink(ctx.db, { linkId, questionnaireId });
    },
  );

  app.get(
    '/api/admin/prospects/:prospectId/share-links',
    { onRequest: app.requireStaff, schema: { params: ZProspectIdParam, response: { 200: ZShareLinkList } } },
    async (request) => listShareLinksForStaff(ctx.db, { prospectId: request.params.prospectId }),
  );

  app.post(
    '/api/admin/share-links/:linkId/revoke',
    { onRequest: app.requireStaff, schema: { params: ZShareLinkIdParam, response: { 200: ZShareLink } } },
    async (request) =>
      revokeLinkAsStaff(ctx.db, { linkId: request.params.linkId }, staffActor(request.staff)),
  );
};
