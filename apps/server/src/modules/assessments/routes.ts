// Assessment endpoints: the prospect's (plan-gated) and staff's (guarded, any plan, may regenerate).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminAssessmentList,
  ZAdminCreateAssessmentRequest,
  ZAssessment,
  ZAssessmentProspectParams,
  ZAssessmentQuestionnaireParams,
  ZCreateAssessmentRequest,
} from '@trajectory/contracts/assessments';
import type { AppContext } from '../../context';
import { createRequireStaff, createStaffReader } from '../admin-auth/guard';
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
  const readStaff = createStaffReader(ctx);
  const requireStaff = createRequireStaff(ctx);
  const isStaff = async (request: Parameters<typeof readStaff>[0]) => Boolean(await readStaff(request));

  app.post(
    '/api/assessments',
    { schema: { body: ZCreateAssessmentRequest, response: { 201: ZAssessment } } },
    async (request, reply) =>
      reply.status(201).send(
        await createAssessment(ctx.db, {
          questionnaireId: request.body.questionnaireId,
          isStaff: await isStaff(request),
        }),
      ),
  );

  app.get(
    '/api/assessments/prospect/:prospectId',
    { schema: { params: ZAssessmentProspectParams, response: { 200: ZAssessment } } },
    async (request) =>
      getAssessmentOfProspect(ctx.db, {
        prospectId: request.params.prospectId,
        isStaff: await isStaff(request),
      }),
  );

  app.get(
    '/api/assessments/:questionnaireId',
    { schema: { params: ZAssessmentQuestionnaireParams, response: { 200: ZAssessment } } },
    async (request) =>
      getAssessment(ctx.db, {
        questionnaireId: request.params.questionnaireId,
        isStaff: await isStaff(request),
      }),
  );

  app.get(
    '/api/assessments/:questionnaireId/export',
    { schema: { params: ZAssessmentQuestionnaireParams } },
    async (request, reply) =>
      sendDocument(
        reply,
        await exportAssessment(ctx.db, {
          questionnaireId: request.params.questionnaireId,
          isStaff: await isStaff(request),
        }),
      ),
  );

  app.get(
    '/api/admin/assessments',
    { onRequest: requireStaff, schema: { response: { 200: ZAdminAssessmentList } } },
    async () => listAssessments(ctx.db),
  );

  app.post(
    '/api/admin/assessments',
    {
      onRequest: requireStaff,
      schema: { body: ZAdminCreateAssessmentRequest, response: { 201: ZAssessment } },
    },
    async (request, reply) =>
      reply.status(201).send(await createAssessment(ctx.db, { ...request.body, isStaff: true })),
  );

  app.get(
    '/api/admin/assessments/:questionnaireId',
    {
      onRequest: requireStaff,
      schema: { params: ZAssessmentQuestionnaireParams, response: { 200: ZAssessment } },
    },
    async (request) =>
      getAssessment(ctx.db, { questionnaireId: request.params.questionnaireId, isStaff: true }),
  );

  app.get(
    '/api/admin/assessments/:questionnaireId/export',
    { onRequest: requireStaff, schema: { params: ZAssessmentQuestionnaireParams } },
    async (request, reply) =>
      sendDocument(
        reply,
        await exportAssessment(ctx.db, { questionnaireId: request.params.questionnaireId, isStaff: true }),
      ),
  );
};
