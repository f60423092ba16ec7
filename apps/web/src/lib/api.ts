// The one HTTP client of the web app, following the spec's request convention (visitor.md section 7).
import type { QueryFunction } from '@tanstack/react-query';
import { ACCESS_REQUIRED } from '@trajectory/contracts/access';
import type { TErrorCode } from '@trajectory/contracts/errors';

/** A non-success response. `message` keeps the spec's form `{status}: {body text or status text}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** The `error` code of a JSON error body (`ACCESS_REQUIRED`, `LINK_EXPIRED`…), null for any other body. */
  readonly code: string | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.code = errorCode(bodyText);
  }
}

function errorCode(bodyText: string): string | null {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const { error } = parsed as { error: unknown };
      return typeof error === 'string' ? error : null;
    }
  } catch {
    // Not JSON: no code.
  }
  return null;
}

/**
 * True for an API error whose body names one of these codes (packages/contracts/src/errors.ts). The web
 * decides by the code, never by the status: a refused origin, a plan without a statement and a used-up
 * plan are all 403, and each needs its own screen.
 */
export function hasErrorCode(err: unknown, ...codes: TErrorCode[]): err is ApiError {
  return err instanceof ApiError && err.code !== null && (codes as string[]).includes(err.code);
}

/** A visitor route called by a browser without access to the plan: the "open your reports" screen. */
export const isAccessRequired = (err: unknown): err is ApiError => hasErrorCode(err, ACCESS_REQUIRED);

/** The staff session has ended (or never began): the sign-in screen. */
export const isSignedOut = (err: unknown): err is ApiError => hasErrorCode(err, 'UNAUTHORIZED');

/** The plan does not include what was asked for (a statement, a chart): the upgrade notice. */
export const isNotInPlan = (err: unknown): err is ApiError => hasErrorCode(err, 'FORBIDDEN');

/** The plan's reports are used up: "Plan Limit Reached" (never for another 403, such as a refused origin). */
export const isLimitReached = (err: unknown): err is ApiError => hasErrorCode(err, 'LIMIT_REACHED');

/**
 * The server refused the request (any 4xx: its message says why) rather than failed: the one place the web
 * looks at the status class, for screens that show every refusal's own message alike.
 */
export const isRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status >= 400 && err.status < 500;

export const isNotFound = (err: unknown): err is ApiError => hasErrorCode(err, 'NOT_FOUND');

export const isConflict = (err: unknown): err is ApiError => hasErrorCode(err, 'CONFLICT');

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, bodyText);
}

/** Sends a request with the cookies; a JSON body and its content type only when `body` is given. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The server render (src/prerender.tsx) answers the page's reads from the API's own answers. */
let readJson: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);
export function setReadFetch(read: typeof readJson): void {
  readJson = read;
}

/** GETs a URL and parses its JSON; a refusal for want of a session throws, or yields null when asked to. */
export async function getJson(url: string, on401: UnauthorizedBehavior = 'throw'): Promise<unknown> {
  const res = await readJson(url, { credentials: 'include' });
  try {
    await throwIfResNotOk(res);
  } catch (err) {
    if (on401 === 'returnNull' && hasErrorCode(err, 'UNAUTHORIZED', ACCESS_REQUIRED)) return null;
    throw err;
  }
  return (await res.json()) as unknown;
}

/** The URL a query key stands for: its parts joined by '/', every part after the first encoded. */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const [first, ...rest] = queryKey;
  return [String(first), ...rest.map((part) => encodeURIComponent(String(part)))].join('/');
}

/** The default read of TanStack Query: the query key is the URL. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => (await getJson(queryKeyToUrl(queryKey), options.on401)) as T;
}

/**
 * The field and sentence of a 4xx `{error, message, field}` answer when it names a field, so a form can
 * show the server's message at that field (staff forms, the share dialog); null otherwise.
 */
export function serverFieldError(err: unknown): { field: string; message: string } | null {
  if (!(err instanceof ApiError)) return null;
  try {
    const body = JSON.parse(err.bodyText) as { field?: unknown } | null;
    if (body && typeof body.field === 'string' && body.field) {
      return { field: body.field, message: errorMessage(err) };
    }
  } catch {
    // A body that is not JSON names no field.
  }
  return null;
}

const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The sentence to show for an error: the `message` of a `{status}: {json body}` error, the body
 * text of a plain-text one, otherwise `fallback`.
 */
export function errorMessage(err: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (!(err instanceof Error)) return typeof err === 'string' && err ? err : fallback;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(err.message);
  if (!match) return err.message || fallback;
  const rest = (match[2] ?? '').trim();
  if (!rest || rest.startsWith('<')) return fallback;
  try {
    const parsed: unknown = JSON.parse(rest);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message) return message;
    }
    return typeof parsed === 'string' && parsed ? parsed : fallback;
  } catch {
    return rest;
  }
}
