// Questionnaire endpoints.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateQuestionnaireRequest,
  ZProspectIdParam,
  ZQuestionnaire,
  ZQuestionnaireIdParams,
  ZQuestionnaireList,
  ZUpdateQuestionnaireRequest,
} from '@trajectory/contracts/questionnaires';
import type { AppContext } from '../../infra/context';
import { missing } from '../access/service';
import {
  createQuestionnaire,
  getQuestionnaire,
  listQuestionnairesOfProspect,
  updateQuestionnaire,
} from './service';

export const questionnaireRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = app.requireVisitor;

  app.post(
    '/api/questionnaires',
    { onRequest, schema: { body: ZCreateQuestionnaireRequest, response: { 201: ZQuestionnaire } } },
    async (request, reply) => {
      await app.assertCanOpen(request, {
        prospectId: request.body.prospectId,
        notFound: missing.prospect('prospectId'),
      });
      return reply
        .status(201)
        .send(
          await createQuestionnaire(ctx.db, request.body, { startedBySession: request.visitor?.id ?? null }),
        );
    },
  );

  app.get(
    '/api/questionnaires/:id',
    { onRequest, schema: { params: ZQuestionnaireIdParams, response: { 200: ZQuestionnaire } } },
    async (request) => {
      await app.assertCanOpen(request, {
        questionnaireId: request.params.id,
        notFound: missing.questionnaire(),
      });
      return getQuestionnaire(ctx.db, request.params);
    },
  );

  app.put(
    '/api/questionnaires/:id',
    {
      onRequest,
      schema: {
        params: ZQuestionnaireIdParams,
        body: ZUpdateQuestionnaireRequest,
        response: { 200: ZQuestionnaire },
      },
    },
    async (request) => {
      await app.assertCanOpen(request, {
        questionnaireId: request.params.id,
        notFound: missing.questionnaire(),
      });
      return (await updateQuestionnaire(ctx.db, { id: request.params.id, input: request.body }))
        .questionnaire;
    },
  );

  app.get(
    '/api/questionnaires/prospect/:prospectId',
    { onRequest, schema: { params: ZProspectIdParam, response: { 200: ZQuestionnaireList } } },
    async (request) => {
      await app.assertCanOpen(request, {
        prospectId: request.params.prospectId,
        notFound: missing.prospect(),
      });
      return listQuestionnairesOfProspect(ctx.db, request.params);
    },
  );
};
