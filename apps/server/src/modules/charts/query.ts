// The query string of a chart image, shared by a founder's charts and the public sample's.
import { z } from 'zod';

export const ZChartQuery = z.object({
  format: z.enum(['png', 'svg'], { error: 'format must be png or svg' }).optional().default('png'),
  width: z.coerce.number({ error: 'width must be a number' }).int().min(200).max(2400).optional(),
  height: z.coerce.number({ error: 'height must be a number' }).int().min(150).max(2400).optional(),
});
