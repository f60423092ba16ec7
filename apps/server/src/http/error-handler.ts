// Turns any error a request can raise into a 4xx {error, message, field?} body; 500 only for real bugs.
// Every code it sends, and its status, is one of the contracts' table (packages/contracts/src/errors.ts).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type TErrorCode } from '@trajectory/contracts/errors';
import { AppError } from '../lib/errors';

type ValidationIssue = { instancePath: string; message?: string; keyword?: string };

const FASTIFY_CODES: Record<string, { error: TErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'INVALID_JSON', message: ERRORS.INVALID_JSON.message },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    error: 'INVALID_JSON',
    message: "The request body is empty but its content type is 'application/json'.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'PAYLOAD_TOO_LARGE', message: ERRORS.PAYLOAD_TOO_LARGE.message },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message: ERRORS.UNSUPPORTED_MEDIA_TYPE.message,
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
      .status(ERRORS.INVALID_INPUT.status)
      .send({ error: 'INVALID_INPUT', message: describeIssue(field, issue), field: field || undefined });
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return reply.status(ERRORS[known.error].status).send(known);
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own refusals (a malformed URL…) keep their status under one code of the table.
    return reply.status(status).send({ error: codeOfStatus(status), message: fastifyError.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(ERRORS.INTERNAL.status).send({ error: 'INTERNAL', message: ERRORS.INTERNAL.message });
}

/** The table's plain code for a status an HTTP-layer refusal came with: BAD_REQUEST unless one matches. */
function codeOfStatus(status: number): TErrorCode {
  const plain: TErrorCode[] = ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
  return plain.find((code) => ERRORS[code].status === status) ?? 'BAD_REQUEST';
}
