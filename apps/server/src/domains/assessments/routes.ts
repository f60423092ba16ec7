// Assessment endpoints: the prospect's (plan-gated) and staff's (guarded, any plan, may regenerate).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminAssessmentList,
  ZAdminCreateAssessmentRequest,
  ZAssessment,
  ZAssessmentProspectParams,
  ZAssessmentQuestionnaireParams,
  ZCreateAssessmentRequest,
} from '@trajectory/contracts/assessments';
import type { AppContext } from '../../infra/context';
import { staffActor } from '../audit/service';
import { missing } from '../access/service';
import {
  createAssessment,
  DOCX_CONTENT_TYPE,
  exportAssessment,
  getAssessment,
  getAssessmentOfProspect,
  listAssessments,
} from './service';
import { attachmentDisposition } from '../../lib/content-disposition';

function sendDocument(reply: FastifyReply, { filename, document }: { filename: string; document: Buffer }) {
  return reply
    .header('content-type', DOCX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(filename))
    .header('cache-control', 'private, no-store')
    .send(document);
}

export const assessmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = app.requireVisitor;
  const ownsQuestionnaire = (request: FastifyRequest, questionnaireId: string, field?: string) =>
    app.assertCanOpen(request, { questionnaireId, notFound: missing.questionnaire(field) });
  const isStaff = async (request: FastifyRequest) => Boolean(await app.readStaff(request));

  app.post(
    '/api/assessments',
    { onRequest, schema: { body: ZCreateAssessmentRequest, response: { 201: ZAssessment } } },
    async (request, reply) => {
      await ownsQuestionnaire(request, request.body.questionnaireId, 'questionnaireId');
      return reply.status(201).send(
        await createAssessment(ctx.db, {
          questionnaireId: request.body.questionnaireId,
          isStaff: await isStaff(request),
        }),
      );
    },
  );

  app.get(
    '/api/assessments/prospect/:prospectId',
    { onRequest, schema: { params: ZAssessmentProspectParams, response: { 200: ZAssessment } } },
    async (request) => {
      await app.assertCanOpen(request, {
        prospectId: request.params.prospectId,
        notFound: missing.prospect(),
      });
      return getAssessmentOfProspect(ctx.db, {
        prospectId: request.params.prospectId,
        isStaff: await isStaff(request),
      });
    },
  );

  app.get(
    '/api/assessments/:questionnaireId',
    { onRequest, schema: { params: ZAssessmentQuestionnaireParams, response: { 200: ZAssessment } } },
    async (request) => {
      await ownsQuestionnaire(request, request.params.questionnaireId);
      return getAssessment(ctx.db, {
        questionnaireId: request.params.questionnaireId,
        isStaff: await isStaff(request),
      });
    },
  );

  app.get(
    '/api/assessments/:questionnaireId/export',
    { onRequest, schema: { params: ZAssessmentQuestionnaireParams } },
    async (request, reply) => {
      await ownsQuestionnaire(request, request.params.questionnaireId);
      return sendDocument(
        reply,
        await exportAssessment(ctx.db, {
          questionnaireId: request.params.questionnaireId,
          isStaff: await isStaff(request),
        }),
      );
    },
  );

  app.get(
    '/api/admin/assessments',
    { onRequest: app.requireStaff, schema: { response: { 200: ZAdminAssessmentList } } },
    async () => listAssessments(ctx.db),
  );

  app.post(
    '/api/admin/assessments',
    {
      onRequest: app.requireStaff,
      schema: { body: ZAdminCreateAssessmentRequest, response: { 201: ZAssessment } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createAssessment(ctx.db, {
          ...request.body,
          isStaff: true,
          actor: staffActor(request.staff),
        }),
      ),
  );

  app.get(
    '/api/admin/assessments/:questionnaireId',
    {
      onRequest: app.requireStaff,
      schema: { params: ZAssessmentQuestionnaireParams, response: { 200: ZAssessment } },
    },
    async (request) =>
      getAssessment(ctx.db, { questionnaireId: request.params.questionnaireId, isStaff: true }),
  );

  app.get(
    '/api/admin/assessments/:questionnaireId/export',
    { onRequest: app.requireStaff, schema: { params: ZAssessmentQuestionnaireParams } },
    async (request, reply) =>
      sendDocument(
        reply,
        await exportAssessment(ctx.db, { questionnaireId: request.params.questionnaireId, isStaff: true }),
      ),
  );
};
