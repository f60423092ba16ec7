// Words for a row's summary: which fields changed, so the list (and its text search) says it at a glance.

/** `: price, isActive` for the changed fields, or ` (nothing changed)`; at most five names. */
export function describeChange(diff: { after: Record<string, unknown> }): string {
  const keys = Object.keys(diff.after);
  if (keys.length === 0) return ' (nothing changed)';
  const shown = keys.slice(0, 5).join(', ');
  return `: ${shown}${keys.length > 5 ? ` and ${keys.length - 5} more` : ''}`;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/**
 * Nested objects as `outer.inner` keys, one level deep, so a diff of a questionnaire keeps the answers
 * that changed rather than whole sections.
 */
export function flattenOnce(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      isPlainObject(inner)
        ? Object.entries(inner).map(([field, v]) => [`${key}.${field}`, v] as const)
        : [[key, inner] as const],
    ),
  );
}
