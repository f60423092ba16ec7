// The server's logger (Fastify's pino): what a request line says, what it never says (the secret in a
// token URL, cookies, passwords), and how lines leave the process without holding up requests.
import { randomBytes } from 'node:crypto';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { ROUTE_PATTERNS } from '@trajectory/contracts/paths';
import type { Config } from './config';

export const REDACTED = '[redacted]';

/** Where log lines go. */
export type LogStream = DestinationStream;

/**
 * Every URL whose `:token` segment is a secret that opens something by itself: the one definition the
 * request log's redaction reads (test/logging.test.ts checks that every route with a token parameter is
 * here). The pages are the web app's (served by the not-found handler), the others API routes.
 */
export const TOKEN_URLS = [
  // An e-mailed access link: the API read of what it opens, and the page the mail links to.
  '/api/access/links/:token',
  ROUTE_PATTERNS.access,
  // A staff upload URL: whoever holds it may store a file.
  '/api/objects/upload/:token',
  // A founder's shared plan (issue #27): the page.
  '/shared/:token',
] as const;

/** Each TOKEN_URLS entry as its lower-case segments before the token. */
const TOKEN_PREFIXES = TOKEN_URLS.map((url) => url.split('/').filter(Boolean).slice(0, -1));
/** A cheap test that lets every other URL through untouched (the hot path). */
const MAY_CARRY_TOKEN = new RegExp(
  [...new Set(TOKEN_PREFIXES.map((segments) => segments.at(-1)!))].join('|'),
  'i',
);

/**
 * The URL with the token (and whatever follows it) replaced by `[redacted]` when its path is one of
 * TOKEN_URLS, matched as the router would and more loosely (any case, doubled slashes, percent-encoding),
 * so a mistyped link is not logged either; any other URL unchanged.
 */
export function redactUrl(url: string): string {
  if (!MAY_CARRY_TOKEN.test(url)) return url;
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: matched as it came
  }
  const segments = decoded.toLowerCase().split(/[/\\]/).filter(Boolean);
  for (const prefix of TOKEN_PREFIXES) {
    if (segments.length > prefix.length && prefix.every((segment, i) => segments[i] === segment)) {
      return `/${prefix.join('/')}/${REDACTED}`;
    }
  }
  return url;
}

/**
 * Removed from any line that carries them (defence in depth: no line logs headers or bodies today):
 * cookies and authorization headers, the access-link token a verify posts, staff passwords. A request's
 * own line needs none of these: serializeRequest builds it field by field (and a path under `req` would
 * double what each request line costs to write).
 */
export const REDACT_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'body.token',
  'body.password',
  'body.currentPassword',
  'body.newPassword',
];

/** Fastify's request fields with the URL redacted; never a header or the body. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The header that marks the server's own reads (a statements page rendered with its data asks the API
 * through app.inject, lib/page-render.ts): its value is a secret of this process, so no client can hide
 * its requests from the log by sending it.
 */
const PAGE_READ_HEADER = 'x-trajectory-page-read';
const PAGE_READ_SECRET = randomBytes(16).toString('hex');
export const pageReadHeaders = (): Record<string, string> => ({ [PAGE_READ_HEADER]: PAGE_READ_SECRET });
const isPageRead = (request: FastifyRequest) => request.headers[PAGE_READ_HEADER] === PAGE_READ_SECRET;

/**
 * One line per request, written when it is answered (method, URL, status, time); `incoming request` only
 * at debug. The server's own page reads are part of the page's line: theirs go out at debug. Errors log as
 * before (lib/http-errors.ts logs the unhandled ones).
 */
class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else if (isPageRead(request)) {
      reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'page read completed');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/**
 * Where production lines go: stdout, written asynchronously in batches (at least 4 KB, or whatever a
 * quarter of a second gathered), so a request never waits for a write; flushLog() empties it on exit.
 */
function productionDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}

/**
 * The logger options for Fastify: off when LOG_LEVEL=silent; pretty lines in development (pino-pretty,
 * loaded only outside production); JSON lines to `stream` when given (tests), else to stdout.
 */
export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.LOG_LEVEL === 'silent') return { logger: false };
  const common = {
    level: config.LOG_LEVEL,
    serializers: { req: serializeRequest },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
  const logController = new RequestLog();
  if (stream) return { logger: { ...common, stream }, logController };
  if (config.NODE_ENV === 'production') {
    return { logger: { ...common, stream: productionDestination() }, logController };
  }
  return {
    logger: { ...common, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } },
    logController,
  };
}

/** Writes out every line still buffered (the shutdown path calls it before the process exits). */
export function flushLog(log: FastifyBaseLogger, timeoutMs = 5000): Promise<void> {
  const flush = (log as { flush?: (cb: (err?: Error) => void) => void }).flush;
  if (typeof flush !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    flush.call(log, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
