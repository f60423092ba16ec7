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
import type { AppContext } from '../../context';
import {
  createQuestionnaire,
  getQuestionnaire,
  listQuestionnairesOfProspect,
  updateQuestionnaire,
} from './service';

export const questionnaireRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/questionnaires',
    { schema: { body: ZCreateQuestionnaireRequest, response: { 201: ZQuestionnaire } } },
    async (request, reply) => reply.status(201).send(await createQuestionnaire(ctx.db, request.body)),
  );

  app.get(
    '/api/questionnaires/:id',
    { schema: { params: ZQuestionnaireIdParams, response: { 200: ZQuestionnaire } } },
    async (request) => getQuestionnaire(ctx.db, request.params),
  );

  app.put(
    '/api/questionnaires/:id',
    {
      schema: {
        params: ZQuestionnaireIdParams,
        body: ZUpdateQuestionnaireRequest,
        response: { 200: ZQuestionnaire },
      },
    },
    async (request) =>
      (await updateQuestionnaire(ctx.db, { id: request.params.id, input: request.body })).questionnaire,
  );

  app.get(
    '/api/questionnaires/prospect/:prospectId',
    { schema: { params: ZProspectIdParam, response: { 200: ZQuestionnaireList } } },
    async (request) => listQuestionnairesOfProspect(ctx.db, request.params),
  );
};
