// Liveness and configuration summary.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@trajectory/contracts/health';
import { paymentsMode } from '../infra/config';
import type { AppContext } from '../infra/context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/health', { schema: { response: { 200: ZHealthResponse } } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      database: ctx.dbKind,
      version: ctx.version,
      payments: paymentsMode(ctx.config),
      mail: ctx.mailer.kind,
    };
  });
};
