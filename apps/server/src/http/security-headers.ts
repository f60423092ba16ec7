// Helmet's security headers (the CSP of http/csp.ts and helmet's defaults), worked out once at start and
// set on every answer as they are. @fastify/helmet built helmet's middleware again on every request,
// parsing the CSP's directives each time: a tenth of a cached read's time (issue #27 item 5).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options, in its order, as [name, value]. */
export function helmetHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const headers: [string, string][] = [];
  // Helmet's middleware only sets (and, for X-Powered-By, removes) headers: a response that records them.
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
      return response;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

/**
 * An onRequest hook that sets helmet's headers on the response, as @fastify/helmet did (on the raw
 * response, so a route's own reply.header of the same name still wins).
 */
export function createSecurityHeadersHook(options: Readonly<HelmetOptions>) {
  const headers = helmetHeaders(options);
  return function securityHeaders(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  };
}
