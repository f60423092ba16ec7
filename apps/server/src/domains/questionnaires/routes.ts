// Questionnaire endpoints.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCorrectAnswersRequest,
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
  findQuestionnaireById,
  getQuestionnaire,
  listQuestionnairesOfProspect,
  toQuestionnaireDto,
  updateQuestionnaire,
} from './service';
import { correctCompletedPlan } from './edit/service';

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
      const { id } = request.params;
      const { questionnaire } = await app.assertCanOpen(request, {
        questionnaireId: id,
        notFound: missing.questionnaire(),
      });
      // A completed plan is corrected, never re-saved silently: the founder's edit and its rules.
      const row = questionnaire ?? (await findQuestionnaireById(ctx.db, { id }));
      if (row?.isCompleted) {
        const { isCompleted: _always, ...sections } = request.body;
        return toQuestionnaireDto(ctx.db, (await correctCompletedPlan(ctx.db, { id, input: sections })).row);
      }
      return (await updateQuestionnaire(ctx.db, { id, input: request.body })).questionnaire;
    },
  );

  // The founder corrects a completed plan: one request from the review step's "Save changes"; no credit.
  app.put(
    '/api/questionnaires/:id/answers',
    {
      onRequest,
      schema: {
        params: ZQuestionnaireIdParams,
        body: ZCorrectAnswersRequest,
        response: { 200: ZQuestionnaire },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.assertCanOpen(request, { questionnaireId: id, notFound: missing.questionnaire() });
      return toQuestionnaireDto(
        ctx.db,
        (await correctCompletedPlan(ctx.db, { id, input: request.body })).row,
      );
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
