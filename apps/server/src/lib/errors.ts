// Typed errors thrown by services; one handler (http/error-handler.ts) turns them into {error, message,
// field?} bodies. The codes, their statuses and default messages are the contracts' table, which the web
// reads too (packages/contracts/src/errors.ts).
import { ERRORS, type TErrorCode } from '@trajectory/contracts/errors';

export type ErrorCode = TErrorCode;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly headers?: Record<string, string>;

  /** `message` defaults to the code's own in the contracts' table. */
  constructor(
    code: ErrorCode,
    message: string = ERRORS[code].message,
    opts: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.field = opts.field;
    this.headers = opts.headers;
  }

  get statusCode(): number {
    return ERRORS[this.code].status;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const invalidInput = (field: string, message: string) =>
  new AppError('INVALID_INPUT', message, { field });
