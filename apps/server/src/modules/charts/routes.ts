// Chart images of a questionnaire: PNG by default, SVG with ?format=svg; cached by the questionnaire's last update.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { createVisitorGuard } from '../access/guard';
import { missing } from '../access/ownership';
import { requireProspectRow } from '../prospects/service';
import { requireQuestionnaire } from '../questionnaires/service';
import { reportTitle } from '../reports/service';
import { assertPlanHasCompleteStatements, projectSections } from '../statements/service';
import { CHART_NAMES, renderChartPng, renderChartSvg } from './render';

const ZChartParams = z.object({
  id: z.uuid({ error: 'id must be a valid questionnaire id' }),
  name: z.enum(CHART_NAMES, { error: `name must be one of ${CHART_NAMES.join(', ')}` }),
});
const ZChartQuery = z.object({
  format: z.enum(['png', 'svg'], { error: 'format must be png or svg' }).optional().default('png'),
  width: z.coerce.number({ error: 'width must be a number' }).int().min(200).max(2400).optional(),
  height: z.coerce.number({ error: 'height must be a number' }).int().min(150).max(2400).optional(),
});

export const chartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const guard = createVisitorGuard(ctx);
  const { readStaff } = guard;

  app.get(
    '/api/questionnaires/:id/charts/:name',
    { onRequest: guard.requireVisitor, schema: { params: ZChartParams, querystring: ZChartQuery } },
    async (request, reply) => {
      const { id, name } = request.params;
      const { format, width, height } = request.query;
      await guard.assertCanOpen(request, { questionnaireId: id, notFound: missing.questionnaire() });
      const questionnaire = await requireQuestionnaire(ctx.db, { id });
      const prospect = await requireProspectRow(ctx.db, { id: questionnaire.prospectId });
      if (name === 'cash-balance') {
        // The cash-balance chart shows the cash flow, which belongs to plans with complete statements.
        const isStaff = Boolean(await readStaff(request));
        await assertPlanHasCompleteStatements(ctx.db, {
          selectedPlanCode: prospect.selectedPlanCode,
          isStaff,
          what: 'The cash balance chart',
        });
      }
      const etag = `"${questionnaire.id}-${questionnaire.updatedAt.getTime()}-${name}-${format}-${width ?? ''}x${height ?? ''}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const projection = projectSections(questionnaire.sections);
      const options = {
        width,
        height,
        businessName: reportTitle(questionnaire.sections, prospect.businessName),
      };
      if (format === 'svg') {
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .send(renderChartSvg(name, projection, options));
      }
      return reply.header('content-type', 'image/png').send(renderChartPng(name, projection, options));
    },
  );
};
