// Headers decided per request rather than once by helmet: HSTS only over https, and founders' and staff's
// API answers kept out of every cache.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../infra/config';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * HSTS only where the site is https: PUBLIC_URL says so, or this request came over TLS (its own socket,
 * or X-Forwarded-Proto from a proxy TRUST_PROXY trusts; Fastify reads it from no one else). A plain-http
 * local `npm start` never pins a browser to https for localhost.
 */
export function createHstsHook(config: Config) {
  const publicHttps = config.PUBLIC_URL?.startsWith('https://') ?? false;
  return async function hsts(request: FastifyRequest, reply: FastifyReply) {
    if (publicHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  };
}

/** What every /api answer that does not call itself public gets: no browser, proxy or CDN keeps it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * onSend: an /api answer is a founder's or staff's unless its route says `public` (the sample report, the
 * uploaded icons) or shares a public list (`no-cache`, the products and site settings): anything unset
 * or `private, …` becomes `private, no-store`. One place, so a new founder route cannot forget it.
 */
export async function privateApiAnswers(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!request.url.startsWith('/api/')) return payload;
  const current = reply.getHeader('cache-control');
  if (current === undefined || String(current).startsWith('private')) {
    reply.header('cache-control', PRIVATE_NO_STORE);
  }
  return payload;
}
