// Reads the field a failed sample-reports call names, so the editor can point at it.
import { ApiError } from '@/lib/api';

/** The server's `field` without its `sampleData.` prefix, for a 400; undefined otherwise. */
export function serverFieldError(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.status !== 400) return undefined;
  try {
    const body = JSON.parse(err.bodyText) as { field?: unknown };
    return typeof body.field === 'string' ? body.field.replace(/^sampleData\.?/, '') || undefined : undefined;
  } catch {
    return undefined;
  }
}
