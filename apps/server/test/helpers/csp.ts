// Reads a Content-Security-Policy header for assertions.

/** The policy as a map from directive to its sources. */
export function parseCsp(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]),
  );
}
