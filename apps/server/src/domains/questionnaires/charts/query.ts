// The query strings of charts: an image (a founder's or the public sample's), or a founder's chart figures.
// A width or height in range snaps to the allowed sizes (@trajectory/charts/sizes): a few drawings, cached.
import { CHART_IMAGE_HEIGHTS, CHART_IMAGE_WIDTHS, snapChartSize } from '@trajectory/charts/sizes';
import { z } from 'zod';

const size = {
  width: z.coerce
    .number({ error: 'width must be a number' })
    .int()
    .min(200)
    .max(2400)
    .transform((w) => snapChartSize(w, CHART_IMAGE_WIDTHS))
    .optional(),
  height: z.coerce
    .number({ error: 'height must be a number' })
    .int()
    .min(150)
    .max(2400)
    .transform((h) => snapChartSize(h, CHART_IMAGE_HEIGHTS))
    .optional(),
};

/** An image only: the public sample's charts. */
export const ZChartImageQuery = z.object({
  format: z.enum(['png', 'svg'], { error: 'format must be png or svg' }).optional().default('png'),
  ...size,
});

/** A founder's chart: an image, or with ?format=json the figures the page draws. */
export const ZChartQuery = z.object({
  format: z
    .enum(['png', 'svg', 'json'], { error: 'format must be png, svg or json' })
    .optional()
    .default('png'),
  ...size,
});
