// Public social links, contact settings and public configuration, served from memory with ETags.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListSocialMediaResponse, ZPublicConfig, ZPublicContactSettings } from '@trajectory/contracts/site';
import { paymentsMode } from '../../infra/config';
import type { AppContext } from '../../infra/context';
import { sendJsonEntry, toHotEntry } from '../../infra/hot-cache';
import { getPublicContactSettings, listActiveSocialAccounts } from './service';

export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/social-media/active',
    { schema: { response: { 200: ZListSocialMediaResponse } } },
    async (request, reply) =>
      sendJsonEntry(
        request,
        reply,
        await ctx.hotCache.get('social-media', () => listActiveSocialAccounts(ctx.db)),
      ),
  );
  app.get(
    '/api/contact-settings',
    { schema: { response: { 200: ZPublicContactSettings } } },
    async (request, reply) =>
      sendJsonEntry(
        request,
        reply,
        await ctx.hotCache.get('contact-settings', () =>
          getPublicContactSettings(ctx.db, { supportEmail: ctx.config.SUPPORT_EMAIL }),
        ),
      ),
  );

  // Made of configuration alone, so it is built once.
  const publicConfig = toHotEntry(
    ZPublicConfig.parse({
      schedulingUrl: ctx.config.SCHEDULING_URL ?? null,
      supportEmail: ctx.config.SUPPORT_EMAIL,
      payments: paymentsMode(ctx.config),
    }),
  );
  app.get('/api/public-config', { schema: { response: { 200: ZPublicConfig } } }, async (request, reply) =>
    sendJsonEntry(request, reply, publicConfig),
  );
};
