// The query strings of charts: an image (a founder's or the public sample's), or a founder's chart figures.
import { z } from 'zod';

const size = {
  width: z.coerce.number({ error: 'width must be a number' }).int().min(200).max(2400).optional(),
  height: z.coerce.number({ error: 'height must be a number' }).int().min(150).max(2400).optional(),
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
