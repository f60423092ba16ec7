// The field a staff route's 4xx body names, so a form can show the server's message at that field.
import { ApiError, errorMessage } from '@/lib/api';

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

/**
 * The aria attributes of a form's inputs: invalid while the field has an error, described by the error
 * line that `LabelledField` renders with the id `{prefix}-{field}-error`.
 */
export function fieldAria<K extends string>(prefix: string, errors: Partial<Record<K, unknown>>) {
  return (name: K) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${prefix}-${name}-error` : undefined,
  });
}
