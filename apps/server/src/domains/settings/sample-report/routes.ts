// Public, read-only sample report for visitors (issue #14 item 8): its statements and its two charts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSampleReportResponse } from '@trajectory/contracts/sample-report';
import { SAMPLE_CHART_NAMES, SAMPLE_REPORT_API } from '@trajectory/contracts/sample-report-paths';
import type { AppContext } from '../../../infra/context';
import { RATE_LIMITS } from '../../../infra/rate-limit';
import { ZChartImageQuery } from '../../questionnaires/charts/service';
import { createImageCache, imageCacheKey } from '../../../documents/render/image-cache';
import { renderPool } from '../../../documents/render/pool';
import { findPublicSample, getSampleReport } from './service';

const ZSampleChartParams = z.object({
  name: z.enum(SAMPLE_CHART_NAMES, { error: `name must be one of ${SAMPLE_CHART_NAMES.join(', ')}` }),
});

/** Two charts in the allowed sizes (@trajectory/charts/sizes) and two formats: the cache holds them all. */
const IMAGE_CACHE_BYTES = 24 * 1024 * 1024;

export const sampleReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const images = createImageCache(IMAGE_CACHE_BYTES);

  app.get(
    SAMPLE_REPORT_API,
    { schema: { response: { 200: ZSampleReportResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, no-cache');
      return getSampleReport(ctx.db);
    },
  );

  // The same images a founder's results page shows, drawn from the sample instead of a questionnaire. Anyone
  // may ask, so each address has a budget (RATE_LIMITS.publicImage), sizes snap to the allowed few (the
  // query schema), and the render pool draws them after every founder's and staff's job.
  app.get(
    `${SAMPLE_REPORT_API}/charts/:name`,
    { schema: { params: ZSampleChartParams, querystring: ZChartImageQuery } },
    async (request, reply) => {
      const { name } = request.params;
      const { format, width, height } = request.query;
      await ctx.rateLimiter.enforce(ctx.db, RATE_LIMITS.publicImage, request.ip);
      const sample = await findPublicSample(ctx.db);
      const savedAt = sample.updatedAt ?? new Date(0);
      const etag = `"sample-${savedAt.getTime()}-${name}-${format}-${width ?? ''}x${height ?? ''}"`;
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const key = imageCacheKey({
        questionnaireId: 'sample',
        updatedAt: savedAt,
        chart: name,
        format,
        width,
        height,
        title: sample.title,
        years: 3,
      });
      const image = await images.through(key, () => {
        const input = {
          name,
          projection: sample.project(),
          options: { width, height, businessName: sample.title },
        };
        const anonymous = { anonymous: true };
        return format === 'svg'
          ? renderPool().run('chartSvg', input, anonymous)
          : renderPool().run('chartPng', input, anonymous);
      });
      return reply
        .header('content-type', format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png')
        .send(image);
    },
  );
};
