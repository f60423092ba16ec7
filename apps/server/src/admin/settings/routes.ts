// Staff settings endpoints: AI configuration, social accounts, contact settings, messages, outbox.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminListQuery,
  ZAiConfig,
  ZAiConfigInput,
  ZAiConfigPatch,
  ZContactMessagesResponse,
  ZContactSettings,
  ZContactSettingsInput,
  ZMailOutboxResponse,
  ZSocialMediaInput,
  ZSocialMediaList,
} from '@trajectory/contracts/admin-settings';
import { ZIntIdParams, ZOk } from '@trajectory/contracts/common';
import { ZSocialMediaAccount } from '@trajectory/contracts/site';
import type { AppContext } from '../../infra/context';
import { invalidateAfterWrites } from '../../infra/hot-cache';
import { staffActor } from '../../domains/audit/service';
import { imageUrlRule } from './image-urls';
import * as settings from './service';

export const adminSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);
  app.addHook('onSend', invalidateAfterWrites(ctx.hotCache, ['social-media', 'contact-settings']));
  const params = ZIntIdParams;
  const images = imageUrlRule(ctx.config);

  // Each answer says who writes the assessments here, so the tab can say when the model settings are unused.
  const withWriter = <T extends object>(config: T) => ({ ...config, writer: ctx.ai.name });
  app.get('/api/admin/ai-config', { schema: { response: { 200: ZAiConfig } } }, async () =>
    withWriter(await settings.getAiConfig(ctx.db)),
  );
  app.post(
    '/api/admin/ai-config',
    { schema: { body: ZAiConfigInput, response: { 201: ZAiConfig } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(withWriter(await settings.createAiConfig(ctx.db, request.body, staffActor(request.staff)))),
  );
  app.put(
    '/api/admin/ai-config/:id',
    { schema: { params, body: ZAiConfigPatch, response: { 200: ZAiConfig } } },
    async (request) =>
      withWriter(
        await settings.editAiConfig(
          ctx.db,
          { id: request.params.id, patch: request.body },
          staffActor(request.staff),
        ),
      ),
  );

  app.get('/api/social-media', { schema: { response: { 200: ZSocialMediaList } } }, async () =>
    settings.listSocialAccounts(ctx.db),
  );
  app.post(
    '/api/social-media',
    { schema: { body: ZSocialMediaInput, response: { 201: ZSocialMediaAccount } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await settings.createSocialAccount(ctx.db, request.body, staffActor(request.staff), images)),
  );
  app.put(
    '/api/social-media/:id',
    { schema: { params, body: ZSocialMediaInput, response: { 200: ZSocialMediaAccount } } },
    async (request) =>
      settings.editSocialAccount(
        ctx.db,
        { id: request.params.id, input: request.body },
        staffActor(request.staff),
        images,
      ),
  );
  app.delete('/api/social-media/:id', { schema: { params, response: { 200: ZOk } } }, async (request) => {
    await settings.removeSocialAccount(ctx.db, request.params, staffActor(request.staff));
    return { success: true as const };
  });

  app.get('/api/admin/contact-settings', { schema: { response: { 200: ZContactSettings } } }, async () =>
    settings.getContactSettings(ctx.db, { supportEmail: ctx.config.SUPPORT_EMAIL }),
  );
  app.post(
    '/api/contact-settings',
    { schema: { body: ZContactSettingsInput, response: { 200: ZContactSettings, 201: ZContactSettings } } },
    async (request, reply) => {
      const { settings: saved, isNew } = await settings.saveContactSettings(
        ctx.db,
        request.body,
        staffActor(request.staff),
      );
      return reply.status(isNew ? 201 : 200).send(saved);
    },
  );
  app.put(
    '/api/contact-settings/:id',
    { schema: { params, body: ZContactSettingsInput, response: { 200: ZContactSettings } } },
    async (request) =>
      settings.editContactSettings(
        ctx.db,
        { id: request.params.id, input: request.body },
        staffActor(request.staff),
      ),
  );

  app.get(
    '/api/admin/contact-messages',
    { schema: { querystring: ZAdminListQuery, response: { 200: ZContactMessagesResponse } } },
    async (request) => settings.listContactMessages(ctx.db, request.query),
  );
  app.get(
    '/api/admin/mail-outbox',
    { schema: { querystring: ZAdminListQuery, response: { 200: ZMailOutboxResponse } } },
    async (request) => settings.listOutboxMail(ctx.db, request.query),
  );
};
