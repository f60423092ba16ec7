// Refuses state-changing requests from foreign origins (a CSRF defence that needs no token).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '@trajectory/contracts/errors';
import type { Config } from '../infra/config';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Signed provider webhooks come from the provider's servers, never from a browser.
const EXEMPT_PREFIXES = ['/api/webhooks/'];

export function createOriginCheck(config: Config) {
  const fixed = new Set(config.ALLOWED_ORIGINS);
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  if (publicOrigin) fixed.add(publicOrigin);

  return async function originCheck(request: FastifyRequest, reply: FastifyReply) {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (EXEMPT_PREFIXES.some((p) => request.url.startsWith(p))) return;
    if (fixed.has(origin)) return;
    if (!publicOrigin && origin === `${request.protocol}://${request.host}`) return;
    return reply.status(ERRORS.FORBIDDEN_ORIGIN.status).send({
      error: 'FORBIDDEN_ORIGIN',
      message: `Requests that change data must come from this site; origin ${origin} is not allowed.`,
    });
  };
}
