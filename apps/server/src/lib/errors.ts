// Typed errors thrown by services; one handler in app.ts turns them into {error, message, field?} bodies.

export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  ACCESS_REQUIRED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  LIMIT_REACHED: 403,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LINK_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  BUSY: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.field = opts.field;
    this.headers = opts.headers;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const invalidInput = (field: string, message: string) =>
  new AppError('INVALID_INPUT', message, { field });
