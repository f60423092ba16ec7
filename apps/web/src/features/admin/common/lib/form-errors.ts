// Field messages for staff forms: from a contract's zod issues, or from the `field` a 4xx body names.
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api';

export type FieldMessages = Record<string, string>;

/** The first message per top-level field of a failed contract parse. */
export function zodFieldMessages(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/** The field and sentence of a staff route's `{error, message, field}` answer, if it names a field. */
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
