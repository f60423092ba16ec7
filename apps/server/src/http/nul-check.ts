// Refuses input holding text PostgreSQL cannot store, which would otherwise fail as a 500: a NUL character
// (text cannot hold U+0000) or a lone UTF-16 surrogate such as "\ud800" (not Unicode at all: jsonb refuses
// its escape, and a text column would silently store U+FFFD instead). One walk over every request's path,
// query and body, before any route's schema, so every free-text field of every contract is covered.
import type { FastifyRequest } from 'fastify';
import { invalidInput } from '../lib/errors';

export type Unstorable = { path: string; rule: string };

const NUL_RULE = 'must not contain a NUL character (\\u0000)';
const SURROGATE_RULE = 'must be valid Unicode text (it contains a lone surrogate such as \\ud800)';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function ruleBroken(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_RULE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_RULE;
  return undefined;
}

/** The first string (or key) that cannot be stored, with its path and the rule. Iterative: bodies may nest deeply. */
export function findUnstorable(value: unknown, prefix: string): Unstorable | undefined {
  const stack: Array<[unknown, string]> = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const rule = ruleBroken(current);
      if (rule) return { path, rule };
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        const rule = ruleBroken(key);
        if (rule) return { path: at, rule };
        stack.push([item, at]);
      }
    }
  }
  return undefined;
}

/** A preValidation hook: runs before every route's schema, so no handler ever sees such text. */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  const found =
    findUnstorable(request.params, 'path') ??
    findUnstorable(request.query, 'query') ??
    findUnstorable(request.body, '');
  if (found !== undefined) {
    const name = found.path === '' ? 'body' : found.path;
    throw invalidInput(name, `${name} ${found.rule}`);
  }
}
