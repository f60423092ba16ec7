// The completion call the wizard makes after "Generate Reports".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompleteQuestionnaireRequest, ZCompleteQuestionnaireResponse } from '@trajectory/contracts/visitor';
import type { AppContext } from '../../../infra/context';
import { missing } from '../../access/service';
import { completeQuestionnaire } from './service';

export const completionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/questionnaire/complete',
    {
      onRequest: app.requireVisitor,
      schema: { body: ZCompleteQuestionnaireRequest, response: { 200: ZCompleteQuestionnaireResponse } },
    },
    async (request) => {
      const { questionnaire } = await app.assertCanOpen(request, {
        questionnaireId: request.body.questionnaireId,
        notFound: missing.questionnaire('questionnaireId'),
      });
      return completeQuestionnaire(ctx.db, { ...request.body, questionnaire });
    },
  );
};
