// A visitor registered through the API, and the cookie its browser would send (if registration sets one).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { nextTestAddress, registrationBody } from './factories';

/** The `cookie` header a browser would send after this response: its Set-Cookie pairs, joined. */
export function cookieFrom(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const values = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  const pairs = values.map((value) => value.split(';')[0]?.trim()).filter(Boolean);
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

export type Visitor = {
  prospectId: string;
  /** Sends a request as this visitor's browser (with its cookie, when registration set one). */
  request: (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
};

/** Registers a prospect as the landing page does and returns a caller carrying its cookie. */
export async function registerVisitor(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Visitor> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/prospects',
    payload: registrationBody(overrides),
    remoteAddress: nextTestAddress(),
  });
  if (registered.statusCode !== 200 && registered.statusCode !== 201)
    throw new Error(`registration: ${registered.statusCode} ${registered.body}`);
  const cookie = cookieFrom(registered);
  const prospectId = (registered.json() as { id: string }).id;
  return {
    prospectId,
    request: (method, url, payload) =>
      app.inject({
        method,
        url,
        ...(cookie ? { headers: { cookie } } : {}),
        ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      }),
  };
}
