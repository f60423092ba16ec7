// Charts of a questionnaire: PNG by default, SVG with ?format=svg, the figures with ?format=json (for the
// pages' live charts); each only for plans that hold it, revalidated by the questionnaire's last update.
import { CHART_NAMES } from '@trajectory/charts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../infra/context';
import { missing } from '../../access/service';
import { ZChartQuery } from './query';
import { createChartService } from './service';

const ZChartParams = z.object({
  id: z.uuid({ error: 'id must be a valid questionnaire id' }),
  name: z.enum(CHART_NAMES, { error: `name must be one of ${CHART_NAMES.join(', ')}` }),
});

const CONTENT_TYPE = { png: 'image/png', svg: 'image/svg+xml; charset=utf-8' } as const;

export const chartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const charts = createChartService(ctx.db);

  app.get(
    '/api/questionnaires/:id/charts/:name',
    { onRequest: app.requireVisitor, schema: { params: ZChartParams, querystring: ZChartQuery } },
    async (request, reply) => {
      const { id, name } = request.params;
      const { format, width, height } = request.query;
      await app.assertCanOpen(request, { questionnaireId: id, notFound: missing.questionnaire() });
      const isStaff = Boolean(await app.readStaff(request));
      const chart = await charts.open({ questionnaireId: id, name, isStaff });
      const etag = charts.etag(chart, { format, width, height });
      // Cache-Control: private, no-store, as every founder answer (app.ts); the ETag still spares a redraw.
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      if (format === 'json') return charts.data(chart);
      const image = await charts.image(chart, { format, width, height });
      return reply.header('content-type', CONTENT_TYPE[format]).send(image);
    },
  );
};
