// Questions on a shared plan (issue #26 item 2). The viewer's routes are public by token, never by id (the
// link must be open, as for the read: 404 unknown, 410 expired or revoked), rate-limited per address and,
// for asking, per link; the log redacts the token (infra/logger.ts). The founder's are their own plan's
// (`app.assertCanOpen`, as the share-link routes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ZProspectIdParam, ZQuestionnaireIdParams } from '@trajectory/contracts/questionnaires';
import {
  ZAnswerQuestion,
  ZAskQuestion,
  ZFounderThread,
  ZFounderThreadList,
  ZOpenQuestionCount,
  ZQuestionParams,
  ZViewerThread,
  ZViewerThreadList,
} from '@trajectory/contracts/share-questions';
import { ZShareTokenParam } from '@trajectory/contracts/sharing';
import type { AppContext } from '../../../infra/context';
import { RATE_LIMITS } from '../../../infra/rate-limit';
import { accessLinkBase, missing } from '../../access/service';
import { openShareLink } from '../service';
import {
  answerQuestion,
  askQuestion,
  listThreadsOfLink,
  listThreadsOfPlan,
  openQuestionCount,
} from './service';

export const shareQuestionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = app.requireVisitor;

  // The viewer's: like the shared read, bounded per address before the token is even looked up.
  const limitReads = async (request: FastifyRequest) =>
    ctx.rateLimiter.enforce(ctx.db, RATE_LIMITS.sharedPlan, request.ip);
  const limitQuestions = async (request: FastifyRequest) =>
    ctx.rateLimiter.enforce(ctx.db, RATE_LIMITS.shareQuestionsByAddress, request.ip);

  app.get(
    '/api/shared/:token/questions',
    { onRequest: limitReads, schema: { params: ZShareTokenParam, response: { 200: ZViewerThreadList } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      const { link } = await openShareLink(ctx.db, { token: request.params.token });
      return listThreadsOfLink(ctx.db, { link });
    },
  );

  app.post(
    '/api/shared/:token/questions',
    {
      onRequest: limitQuestions,
      schema: { params: ZShareTokenParam, body: ZAskQuestion, response: { 201: ZViewerThread } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      const opened = await openShareLink(ctx.db, { token: request.params.token });
      await ctx.rateLimiter.enforce(ctx.db, RATE_LIMITS.shareQuestionsByLink, opened.link.id);
      const thread = await askQuestion(ctx.db, {
        opened,
        input: request.body,
        mailer: ctx.mailer,
        baseUrl: accessLinkBase(ctx.config, request),
      });
      return reply.code(201).send(thread);
    },
  );

  // The founder's (registered after the viewer's, so the route fuzzer asks before it answers).

  app.get(
    '/api/questionnaires/:id/questions',
    { onRequest, schema: { params: ZQuestionnaireIdParams, response: { 200: ZFounderThreadList } } },
    async (request) => {
      const questionnaireId = request.params.id;
      await app.assertCanOpen(request, { questionnaireId, notFound: missing.questionnaire() });
      return listThreadsOfPlan(ctx.db, { questionnaireId });
    },
  );

  app.post(
    '/api/questionnaires/:id/questions/:questionId/replies',
    {
      onRequest,
      schema: { params: ZQuestionParams, body: ZAnswerQuestion, response: { 201: ZFounderThread } },
    },
    async (request, reply) => {
      const { id: questionnaireId, questionId } = request.params;
      await app.assertCanOpen(request, { questionnaireId, notFound: missing.questionnaire() });
      const thread = await answerQuestion(ctx.db, {
        questionnaireId,
        questionId,
        input: request.body,
        mailer: ctx.mailer,
      });
      return reply.code(201).send(thread);
    },
  );

  app.get(
    '/api/prospects/:prospectId/questions/open-count',
    { onRequest, schema: { params: ZProspectIdParam, response: { 200: ZOpenQuestionCount } } },
    async (request) => {
      const { prospectId } = request.params;
      await app.assertCanOpen(request, { prospectId, notFound: missing.prospect() });
      return openQuestionCount(ctx.db, { prospectId });
    },
  );
};
