// The server's refusal of a five-year projection whose figures would grow too large (spec/projections.md:
// INVALID_INPUT naming annualGrowthRate), as the statement pages explain it.
import { hasErrorCode } from '@/lib/api';

export const TOO_HIGH_FOR_FIVE_YEARS_TITLE = 'These answers cannot be projected over five years';

/** The refusal's sentence when `err` is that refusal, else null. */
export function tooHighForFiveYears(err: unknown): string | null {
  if (!hasErrorCode(err, 'INVALID_INPUT')) return null;
  try {
    const body = JSON.parse(err.bodyText) as { field?: unknown; message?: unknown };
    return body.field === 'annualGrowthRate' && typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}
