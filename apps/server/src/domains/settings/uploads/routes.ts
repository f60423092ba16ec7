// Icon upload endpoints: staff get an upload URL and PUT the image to it; anyone may read a stored icon.
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_TOO_LARGE,
  ZUploadedObject,
  ZUploadTokenParams,
  ZUploadUrlResponse,
} from '@trajectory/contracts/admin-uploads';
import { ZUuidParams } from '@trajectory/contracts/common';
import type { AppContext } from '../../../infra/context';
import { AppError } from '../../../lib/errors';
import { staffActor } from '../../audit/service';
import { createUploadUrl, readUpload, receiveUpload } from './service';

const IMAGE_BODY_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'application/octet-stream'];

const staffUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireStaff);
  // The upload call is sent with a JSON content type and no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new AppError('INVALID_INPUT', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.addContentTypeParser(
    IMAGE_BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_r, body, done) => done(null, body),
  );
  // Too large or not an image at all: the upload dialog's own messages. What this handler throws goes
  // on to the app's error handler (http/error-handler), which answers every error.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE, { field: 'file' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_NOT_AN_IMAGE, { field: 'file' });
    }
    throw error;
  });

  app.post('/api/objects/upload', { schema: { response: { 200: ZUploadUrlResponse } } }, async () =>
    createUploadUrl(ctx.db),
  );
  app.put(
    '/api/objects/upload/:token',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: { params: ZUploadTokenParams, response: { 200: ZUploadedObject } },
    },
    async (request) =>
      receiveUpload(ctx.db, { token: request.params.token, body: request.body }, staffActor(request.staff)),
  );
};

export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(staffUploadRoutes, { ctx });

  app.get('/api/objects/:id', { schema: { params: ZUuidParams } }, async (request, reply) => {
    const { contentType, bytes } = await readUpload(ctx.db, request.params);
    return reply
      .header('content-type', contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
};
