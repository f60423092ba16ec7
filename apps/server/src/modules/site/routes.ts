// Public social links and contact settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListSocialMediaResponse, ZPublicContactSettings } from '@trajectory/contracts/site';
import type { AppContext } from '../../context';
import { getPublicContactSettings, listActiveSocialAccounts } from './service';

export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/social-media/active', { schema: { response: { 200: ZListSocialMediaResponse } } }, async () =>
    listActiveSocialAccounts(ctx.db),
  );
  app.get('/api/contact-settings', { schema: { response: { 200: ZPublicContactSettings } } }, async () =>
    getPublicContactSettings(ctx.db, { supportEmail: ctx.config.SUPPORT_EMAIL }),
  );
};
