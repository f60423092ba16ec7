// Every error code the server sends in its `{error, message, field?}` bodies, with its HTTP status and the
// message it carries when the thrower gives none (issue #23 item 3). The server's AppError
// (apps/server/src/lib/errors.ts) and error handler take codes and statuses from this table alone
// (apps/server/test/error-codes.test.ts proves no other code leaves it); the web decides what to show by
// the code (apps/web/src/lib/api.ts `hasErrorCode`), never by the status: several codes share one
// (a refused origin, a plan that lacks a statement and a used-up plan are all 403).

export const ERRORS = {
  /** A field or parameter the route's rules refuse; `field` names it. */
  INVALID_INPUT: { status: 400, message: 'The request is not valid.' },
  /** A body that is not JSON, or empty with a JSON content type. */
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  /** Any other refusal of the HTTP layer (a malformed URL…); it keeps the 4xx status Fastify gave. */
  BAD_REQUEST: { status: 400, message: 'The request is not valid.' },
  /** No staff session, or a wrong e-mail or password. */
  UNAUTHORIZED: { status: 401, message: 'Sign in to continue.' },
  /** A visitor route without any visitor (or staff) session: the "open your reports" screen. */
  ACCESS_REQUIRED: {
    status: 401,
    message: 'Open your reports from this browser or the link we e-mail you.',
  },
  /** The plan has not been paid for. */
  PAYMENT_REQUIRED: { status: 402, message: 'This plan needs a payment first.' },
  /** The plan does not include what was asked for (a statement, a chart, an assessment). */
  FORBIDDEN: { status: 403, message: 'This is not included in your plan.' },
  /** The plan's reports are used up. */
  LIMIT_REACHED: { status: 403, message: 'You have used all the reports of your plan.' },
  /** A request that changes data from a foreign origin (the CSRF defence). */
  FORBIDDEN_ORIGIN: { status: 403, message: 'Requests that change data must come from this site.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  /** It exists already, or is in use. */
  CONFLICT: { status: 409, message: 'This conflicts with what exists already.' },
  /** The statements, charts and files of a questionnaire still a draft: a draft is not a free report. */
  QUESTIONNAIRE_NOT_COMPLETED: {
    status: 409,
    message: 'This questionnaire is not completed yet: complete it first.',
  },
  /** A used, expired or unknown access link. */
  LINK_EXPIRED: { status: 410, message: 'This link has expired or was already used. Ask for a new one.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json.' },
  /** Too many requests from this caller; `Retry-After` says when to try again. */
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  /** The render pool is full; `Retry-After` says when to try again. */
  BUSY: { status: 429, message: 'The server is busy. Please try again in a moment.' },
  /** A bug: never sent on purpose (the route fuzzer fails on any 5xx). */
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type TErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as TErrorCode[];

export const isErrorCode = (value: unknown): value is TErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERRORS, value);

export const errorStatus = (code: TErrorCode): number => ERRORS[code].status;
export const defaultErrorMessage = (code: TErrorCode): string => ERRORS[code].message;
