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
  // A founder's shared plan (issue #26): the page, the API read and its downloads.
  ROUTE_PATTERNS.sharedPlan,
  '/api/shared/:token',
  '/api/shared/:token/report.pdf',
  '/api/shared/:token/report.xlsx',
  // Its questions (issue #26 item 2): the link's threads, and asking.
  '/api/shared/:token/questions',
] as const;

/** Each TOKEN_URLS entry as its lower-case segments before the token. */
const TOKEN_PREFIXES = TOKEN_URLS.map((url) => {
  const segments = url.split('/').filter(Boolean);
  return segments.slice(0, segments.indexOf(':token'));
});
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
 * through app.inject, http/pages/page-render.ts): its value is a secret of this process, so no client can hide
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

/** What the production destination gathers before handing it on (bytes of one-byte text, about 60 lines). */
export const LOG_CHUNK = 16 * 1024;
/** The longest a line waits in memory before it is written (ms). */
export const LOG_FLUSH_MS = 250;

/** The part of pino's destination (sonic-boom) the batches are written through. */
type Destination = Pick<ReturnType<typeof pino.destination>, 'write' | 'flush' | 'flushSync'> & {
  /** Set once it is closed, or gave up on a broken pipe. */
  readonly destroyed?: boolean;
};

/**
 * Lines gathered in memory and handed to pino's destination 16 KB at a time (or whatever a quarter of a
 * second gathered): a request's line costs an array push. sonic-boom alone costs a request three times
 * what building its line does: it joins every line onto its pending string and measures that string's
 * UTF-8 length again on each (a copy of up to 16 KB per line). Here it sees one large string per batch,
 * which it writes with one `write(2)` (about 60 lines), still retrying a full pipe (EAGAIN).
 */
export class BatchedDestination implements DestinationStream {
  private lines: string[] = [];
  private size = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly out: Destination,
    private readonly chunk = LOG_CHUNK,
    flushMs = LOG_FLUSH_MS,
  ) {
    this.timer = setInterval(() => this.drain(), flushMs).unref();
  }

  write(line: string): boolean {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= this.chunk) this.drain();
    return true;
  }

  /** Hands what is gathered to the destination, which starts writing it at once. */
  private drain() {
    if (this.size === 0 || this.out.destroyed) return;
    const batch = this.lines.length === 1 ? this.lines[0]! : this.lines.join('');
    this.lines = [];
    this.size = 0;
    this.out.write(batch);
  }

  /** Calls back once every line written so far has been written out (pino's logger.flush calls it). */
  flush(callback: (error?: Error) => void = () => {}): void {
    this.drain();
    if (this.out.destroyed) return callback();
    this.out.flush(callback);
  }

  /** Writes every line out before returning (the process's exit). */
  flushSync(): void {
    this.drain();
    if (!this.out.destroyed) this.out.flushSync();
  }

  end(): void {
    clearInterval(this.timer);
    this.flushSync();
  }
}

/**
 * Where production lines go: stdout, in batches (BatchedDestination), each batch written synchronously
 * when it is handed on, so no line is ever in flight. An asynchronous write (sonic-boom's `sync: false`)
 * sat in libuv's thread pool, where an exit could lose it and a synchronous flush could not finish it;
 * written on the event loop a batch costs the same per line (docs/decisions.md). flushLog() empties the
 * batch on a signal, and on any other exit what is left is written from an `exit` hook registered before
 * pino's own, which closes its destination.
 */
function productionDestination(): DestinationStream {
  const exit: { flush?: () => void } = {};
  process.once('exit', () => exit.flush?.());
  const batched = new BatchedDestination(pino.destination({ dest: 1, sync: true }));
  exit.flush = () => batched.flushSync();
  return batched;
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
