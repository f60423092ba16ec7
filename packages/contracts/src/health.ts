// The health probe.
import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  payments: z.string(),
  /** Where mail goes: the staff outbox only, or out through SMTP as well. */
  mail: z.enum(['outbox', 'smtp']),
});
