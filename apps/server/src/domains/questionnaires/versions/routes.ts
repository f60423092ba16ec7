// Versions of a completed plan (issue #26 item 3): the founder's own plans (404 otherwise, as every founder
// route), staff through their session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZQuestionnaireIdParams } from '@trajectory/contracts/questionnaires';
import {
  ZCompareVersionsQuery,
  ZRestoreVersionResponse,
  ZVersionComparison,
  ZVersionDetail,
  ZVersionList,
  ZVersionParams,
} from '@trajectory/contracts/versions';
import type { AppContext } from '../../../infra/context';
import { missing } from '../../access/service';
import { compareVersions, getVersion, listVersions, restoreVersion } from './service';

export const versionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = app.requireVisitor;

  app.get(
    '/api/questionnaires/:id/versions',
    { onRequest, schema: { params: ZQuestionnaireIdParams, response: { 200: ZVersionList } } },
    async (req) => {
      await app.assertCanOpen(req, { questionnaireId: req.params.id, notFound: missing.questionnaire() });
      return listVersions(ctx.db, { questionnaireId: req.params.id });
    },
  );

  // Before '/:number', so "compare" is never read as a version number.
  app.get(
    '/api/questionnaires/:id/versions/compare',
    {
      onRequest,
      schema: {
        params: ZQuestionnaireIdParams,
        querystring: ZCompareVersionsQuery,
        response: { 200: ZVersionComparison },
      },
    },
    async (req) => {
      await app.assertCanOpen(req, { questionnaireId: req.params.id, notFound: missing.questionnaire() });
      return compareVersions(ctx.db, {
        questionnaireId: req.params.id,
        ...req.query,
        isStaff: Boolean(await app.readStaff(req)),
      });
    },
  );

  app.get(
    '/api/questionnaires/:id/versions/:number',
    { onRequest, schema: { params: ZVersionParams, response: { 200: ZVersionDetail } } },
    async (req) => {
      await app.assertCanOpen(req, { questionnaireId: req.params.id, notFound: missing.questionnaire() });
      return getVersion(ctx.db, {
        questionnaireId: req.params.id,
        number: req.params.number,
        isStaff: Boolean(await app.readStaff(req)),
      });
    },
  );

  app.post(
    '/api/questionnaires/:id/versions/:number/restore',
    { onRequest, schema: { params: ZVersionParams, response: { 200: ZRestoreVersionResponse } } },
    async (req) => {
      await app.assertCanOpen(req, { questionnaireId: req.params.id, notFound: missing.questionnaire() });
      return restoreVersion(ctx.db, {
        questionnaireId: req.params.id,
        number: req.params.number,
        staff: await app.readStaff(req),
      });
    },
  );
};
