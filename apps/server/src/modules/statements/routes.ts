// Statement endpoints: by questionnaire, or by prospect (their latest completed questionnaire).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProspectIdParam, ZQuestionnaireIdParams } from '@trajectory/contracts/questionnaires';
import {
  ZBalanceSheetResponse,
  ZCashFlowResponse,
  ZProfitLossResponse,
} from '@trajectory/contracts/statements';
import type { AppContext } from '../../context';
import { createStaffReader } from '../admin-auth/guard';
import { getStatementOfProspect, getStatementOfQuestionnaire } from './service';

export const statementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const readStaff = createStaffReader(ctx);
  const byQuestionnaire = { params: ZQuestionnaireIdParams };
  const byProspect = { params: ZProspectIdParam };

  app.get(
    '/api/profit-loss/questionnaire/:id',
    { schema: { ...byQuestionnaire, response: { 200: ZProfitLossResponse } } },
    async (req) =>
      getStatementOfQuestionnaire(ctx.db, {
        questionnaireId: req.params.id,
        kind: 'profitLoss',
        isStaff: Boolean(await readStaff(req)),
      }),
  );
  app.get(
    '/api/profit-loss/:prospectId',
    { schema: { ...byProspect, response: { 200: ZProfitLossResponse } } },
    async (req) =>
      getStatementOfProspect(ctx.db, {
        prospectId: req.params.prospectId,
        kind: 'profitLoss',
        isStaff: Boolean(await readStaff(req)),
      }),
  );
  app.get(
    '/api/balance-sheet/questionnaire/:id',
    { schema: { ...byQuestionnaire, response: { 200: ZBalanceSheetResponse } } },
    async (req) =>
      getStatementOfQuestionnaire(ctx.db, {
        questionnaireId: req.params.id,
        kind: 'balanceSheet',
        isStaff: Boolean(await readStaff(req)),
      }),
  );
  app.get(
    '/api/balance-sheet/:prospectId',
    { schema: { ...byProspect, response: { 200: ZBalanceSheetResponse } } },
    async (req) =>
      getStatementOfProspect(ctx.db, {
        prospectId: req.params.prospectId,
        kind: 'balanceSheet',
        isStaff: Boolean(await readStaff(req)),
      }),
  );
  app.get(
    '/api/cash-flow/questionnaire/:id',
    { schema: { ...byQuestionnaire, response: { 200: ZCashFlowResponse } } },
    async (req) =>
      getStatementOfQuestionnaire(ctx.db, {
        questionnaireId: req.params.id,
        kind: 'cashFlow',
        isStaff: Boolean(await readStaff(req)),
      }),
  );
  app.get(
    '/api/cash-flow/:prospectId',
    { schema: { ...byProspect, response: { 200: ZCashFlowResponse } } },
    async (req) =>
      getStatementOfProspect(ctx.db, {
        prospectId: req.params.prospectId,
        kind: 'cashFlow',
        isStaff: Boolean(await readStaff(req)),
      }),
  );
};
