// The field a route's 4xx body names, so a form can show the server's message at that field (staff forms,
// the lender's question dialog).
import { ApiError, errorMessage } from '@/lib/api';

/** The field and sentence of a route's `{error, message, field}` answer, if it names a field. */
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
