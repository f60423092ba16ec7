// Statement endpoints: by questionnaire, or by prospect (their latest completed questionnaire).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProspectIdParam, ZQuestionnaireIdParams } from '@trajectory/contracts/questionnaires';
import {
  ZBalanceSheetResponse,
  ZCashFlowResponse,
  ZProfitLossResponse,
} from '@trajectory/contracts/statements';
import type { AppContext } from '../../../infra/context';
import { missing } from '../../access/service';
import { getStatementOfProspect, getStatementOfQuestionnaire } from './service';

export const statementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = app.requireVisitor;
  const byQuestionnaire = { params: ZQuestionnaireIdParams };
  const byProspect = { params: ZProspectIdParam };

  app.get(
    '/api/profit-loss/questionnaire/:id',
    { onRequest, schema: { ...byQuestionnaire, response: { 200: ZProfitLossResponse } } },
    async (req) => {
      await app.assertCanOpen(req, { questionnaireId: req.params.id, notFound: missing.questionnaire() });
      return getStatementOfQuestionnaire(ctx.db, {
        questionnaireId: req.params.id,
        kind: 'profitLoss',
        isStaff: Boolean(await app.readStaff(req)),
      });
    },
  );
  app.get(
    '/api/profit-loss/:prospectId',
    { onRequest, schema: { ...byProspect, response: { 200: ZProfitLossResponse } } },
    async (req) => {
      await app.assertCanOpen(req, { prospectId: req.params.prospectId, notFound: missing.prospect() });
      return getStatementOfProspect(ctx.db, {
        prospectId: req.params.prospectId,
        kind: 'profitLoss',
        isStaff: Boolean(await app.readStaff(req)),
      });
    },
  );
  app.get(
    '/api/balance-sheet/questionnaire/:id',
    { onRequest, schema: { ...byQuestionnaire, response: { 200: ZBalanceSheetResponse } } },
    async (req) => {
      await app.assertCanOpen(req, { questionnaireId: req.params.id, notFound: missing.questionnaire() });
      return getStatementOfQuestionnaire(ctx.db, {
        questionnaireId: req.params.id,
        kind: 'balanceSheet',
        isStaff: Boolean(await app.readStaff(req)),
      });
    },
  );
  app.get(
    '/api/balance-sheet/:prospectId',
    { onRequest, schema: { ...byProspect, response: { 200: ZBalanceSheetResponse } } },
    async (req) => {
      await app.assertCanOpen(req, { prospectId: req.params.prospectId, notFound: missing.prospect() });
      return getStatementOfProspect(ctx.db, {
        prospectId: req.params.prospectId,
        kind: 'balanceSheet',
        isStaff: Boolean(await app.readStaff(req)),
      });
    },
  );
  app.get(
    '/api/cash-flow/questionnaire/:id',
    { onRequest, schema: { ...byQuestionnaire, response: { 200: ZCashFlowResponse } } },
    async (req) => {
      await app.assertCanOpen(req, { questionnaireId: req.params.id, notFound: missing.questionnaire() });
      return getStatementOfQuestionnaire(ctx.db, {
        questionnaireId: req.params.id,
        kind: 'cashFlow',
        isStaff: Boolean(await app.readStaff(req)),
      });
    },
  );
  app.get(
    '/api/cash-flow/:prospectId',
    { onRequest, schema: { ...byProspect, response: { 200: ZCashFlowResponse } } },
    async (req) => {
      await app.assertCanOpen(req, { prospectId: req.params.prospectId, notFound: missing.prospect() });
      return getStatementOfProspect(ctx.db, {
        prospectId: req.params.prospectId,
        kind: 'cashFlow',
        isStaff: Boolean(await app.readStaff(req)),
      });
    },
  );
};
