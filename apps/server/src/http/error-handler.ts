// Turns any error a request can raise into a 4xx {error, message, field?} body; 500 only for real bugs.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

type ValidationIssue = { instancePath: string; message?: string; keyword?: string };

const FASTIFY_CODES: Record<string, { error: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    error: 'INVALID_JSON',
    message: "The request body is empty but its content type is 'application/json'.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    error: 'INVALID_INPUT',
    message: 'The Content-Length header does not match the body.',
  },
};

const CONTEXT_LABEL: Record<string, string> = {
  body: '',
  querystring: 'query.',
  params: 'path.',
  headers: 'header.',
};

/** Names the field and the rule in a sentence a developer reading the response understands. */
function describeIssue(field: string, issue: ValidationIssue): string {
  const message = issue.message ?? 'is invalid';
  const name = field || 'body';
  if (/received undefined/.test(message)) return `${name} is required`;
  const expected = /^Invalid input: expected (\w+), received (\w+)/.exec(message);
  if (expected) return `${name} must be a ${expected[1]} (received ${expected[2]})`;
  if (/^Unrecognized key/.test(message)) return `${message} in ${name}`;
  return message;
}

export function errorHandler(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.statusCode).send({
      error: error.code,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = (error.validation as ValidationIssue[])[0]!;
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const pathPart = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = `${CONTEXT_LABEL[context] ?? ''}${pathPart}`.replace(/\.$/, '');
    return reply
      .status(400)
      .send({ error: 'INVALID_INPUT', message: describeIssue(field, issue), field: field || undefined });
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return reply.status(fastifyError.statusCode ?? 400).send(known);
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return reply
      .status(status)
      .send({ error: fastifyError.code ?? 'BAD_REQUEST', message: fastifyError.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(500)
    .send({ error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
}
