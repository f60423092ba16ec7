// Reads the field a failed sample-reports call names, so the editor can point at it.
import { hasErrorCode } from '@/lib/api';

/** The server's `field` without its `sampleData.` prefix, for an invalid input; undefined otherwise. */
export function serverFieldError(err: unknown): string | undefined {
  if (!hasErrorCode(err, 'INVALID_INPUT')) return undefined;
  try {
    const body = JSON.parse(err.bodyText) as { field?: unknown };
    return typeof body.field === 'string' ? body.field.replace(/^sampleData\.?/, '') || undefined : undefined;
  } catch {
    return undefined;
  }
}
