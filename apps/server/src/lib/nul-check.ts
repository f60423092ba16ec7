// Refuses input holding a NUL character: PostgreSQL text cannot store one, so it would otherwise fail as a 500.
import type { FastifyRequest } from 'fastify';
import { invalidInput } from './errors';

/** The path of the first string (or key) containing U+0000, or undefined. Iterative: bodies may nest deeply. */
export function findNul(value: unknown, prefix: string): string | undefined {
  const stack: Array<[unknown, string]> = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push([item, at]);
      }
    }
  }
  return undefined;
}

/** A preValidation hook: runs before every route's schema, so no handler ever sees a NUL. */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  const field =
    findNul(request.params, 'path') ?? findNul(request.query, 'query') ?? findNul(request.body, '');
  if (field !== undefined) {
    const name = field === '' ? 'body' : field;
    throw invalidInput(name, `${name} must not contain a NUL character (\\u0000)`);
  }
}
