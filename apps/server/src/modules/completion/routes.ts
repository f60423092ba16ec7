// The completion call the wizard makes after "Generate Reports".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompleteQuestionnaireRequest, ZCompleteQuestionnaireResponse } from '@trajectory/contracts/visitor';
import type { AppContext } from '../../context';
import { completeQuestionnaire } from './service';

export const completionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/questionnaire/complete',
    { schema: { body: ZCompleteQuestionnaireRequest, response: { 200: ZCompleteQuestionnaireResponse } } },
    async (request) => completeQuestionnaire(ctx.db, request.body),
  );
};
