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
import { createImageCache, imageCacheKey } from '../render/image-cache';
import { renderPool } from '../render/pool';
import { ZChartQuery } from './query';
import { CHART_NAMES } from './render';

const ZChartParams = z.object({
  id: z.uuid({ error: 'id must be a valid questionnaire id' }),
  name: z.enum(CHART_NAMES, { error: `name must be one of ${CHART_NAMES.join(', ')}` }),
});

/** About 500 phone-and-desktop chart PNGs; the oldest go first. */
const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

export const chartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const guard = createVisitorGuard(ctx);
  const { readStaff } = guard;
  const images = createImageCache(IMAGE_CACHE_BYTES);

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
      const title = reportTitle(questionnaire.sections, prospect.businessName);
      const key = imageCacheKey({
        questionnaireId: questionnaire.id,
        updatedAt: questionnaire.updatedAt,
        chart: name,
        format,
        width,
        height,
        title,
        years: 3,
      });
      let image = images.get(key);
      if (image === undefined) {
        const projection = projectSections(questionnaire.sections);
        const input = { name, projection, options: { width, height, businessName: title } };
        image =
          format === 'svg'
            ? await renderPool().run('chartSvg', input)
            : await renderPool().run('chartPng', input);
        images.set(key, image);
      }
      return reply
        .header('content-type', format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png')
        .send(image);
    },
  );
};
