// Public social links and contact settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListSocialMediaResponse, ZPublicConfig, ZPublicContactSettings } from '@trajectory/contracts/site';
import { paymentsMode } from '../../config';
import type { AppContext } from '../../context';
import { getPublicContactSettings, listActiveSocialAccounts } from './service';

export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/social-media/active', { schema: { response: { 200: ZListSocialMediaResponse } } }, async () =>
    listActiveSocialAccounts(ctx.db),
  );
  app.get('/api/contact-settings', { schema: { response: { 200: ZPublicContactSettings } } }, async () =>
    getPublicContactSettings(ctx.db, { supportEmail: ctx.config.SUPPORT_EMAIL }),
  );

  app.get('/api/public-config', { schema: { response: { 200: ZPublicConfig } } }, async () => ({
    schedulingUrl: ctx.config.SCHEDULING_URL ?? null,
    supportEmail: ctx.config.SUPPORT_EMAIL,
    payments: paymentsMode(ctx.config),
  }));
};
