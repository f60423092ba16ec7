// fast-check arbitraries for the route fuzzer: hostile values, and values shaped like a zod schema.
import fc from 'fast-check';
import type { z } from 'zod';

/** Real values from the fuzz database, so some requests reach the services instead of stopping at 404. */
export type ValuePool = {
  ids: Array<string | number>;
  emails: string[];
  words: string[];
};

/** Values every parser meets sooner or later: wrong types, edge numbers, NaN-like and hostile strings. */
const EDGE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e308,
  1e308,
  5e-324,
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x1F',
  '1_000',
  '1,000.50',
  ' 12 ',
  '-0',
  'null',
  'undefined',
  'true',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  'Ω≈ç√∫˜µ≤≥÷',
  '😀👩‍👩‍👧‍👦',
  'ﷺ',
  "'; DROP TABLE prospects; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'javascript:alert(1)',
  'http://',
  'a@',
  '@b.c',
  [],
  [null],
  {},
  { $gt: '' },
];

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** One hostile value: the edge list, random unicode, huge strings, odd numbers, arrays, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_VALUES), weight: 8 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.integer({ min: 300, max: 60_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 400 }).map((n) => '😀'.repeat(n)), weight: 1 },
  { arbitrary: fc.double(), weight: 2 },
  { arbitrary: fc.integer({ min: -(2 ** 53), max: 2 ** 53 }), weight: 2 },
  { arbitrary: fc.array(fc.constantFrom(...EDGE_VALUES), { maxLength: 5 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 20, max: 2000 }), fc.boolean())
      .map(([depth, asArray]) => nested(depth, 'deep', asArray)),
    weight: 1,
  },
);

type Def = {
  type: string;
  format?: string;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
};

export const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The keys of an object schema (looking through optional, pipes and the like), or undefined. */
export function objectShape(schema: unknown): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (!def) return undefined;
  if (def.type === 'object') return def.shape;
  if (def.innerType) return objectShape(def.innerType);
  if (def.type === 'pipe') return objectShape(def.in) ?? objectShape(def.out);
  return undefined;
}

export const isOptionalKey = (schema: unknown) =>
  (schema as { _zod?: { optin?: string } })._zod?.optin === 'optional';

const PLAUSIBLE_NUMBERS = [0, 1, 2, 3, 5, 10, 12, 20, 50, 100, 500, 1000, 20000];

/** What a field of this name usually holds, so plausible requests often pass validation and reach a service. */
function hintFor(key: string | undefined, pool: ValuePool): fc.Arbitrary<unknown> | undefined {
  const k = (key ?? '').toLowerCase();
  if (k.includes('email')) return fc.constantFrom(...pool.emails, 'fuzz-new@example.com');
  if (k.includes('phone')) return fc.constantFrom('+1 555 010 0000', '(555) 010-0000');
  if (k.includes('password')) return fc.constantFrom('long-enough-pass-1', 'another-pass-22');
  if (k.includes('username')) return fc.constantFrom('fuzzuser', 'fuzz_other');
  if (k === 'code' || k.endsWith('code')) return fc.constantFrom('FUZZ-10', 'P02', 'P01', 'NEWCODE_1');
  if (k.includes('link') || k.includes('url') || k === 'logo')
    return fc.constantFrom('https://linkedin.com/in/fuzz', '');
  if (k.includes('message') || k.includes('description') || k.includes('prompt')) {
    return fc.constantFrom('A message that is long enough to pass.', 'Sourdough bakery downtown');
  }
  if (k.includes('subject')) return fc.constantFrom('About pricing and plans');
  if (k.includes('name') || k === 'account') return fc.constantFrom('Ada Founder', 'Fuzz Bakery');
  if (k.endsWith('at') || k.includes('date'))
    return fc.constantFrom('2030-12-31', '2030-12-31T00:00:00.000Z');
  if (k.includes('price') || k.includes('amount')) return fc.constantFrom(0, 29.99, '29.99', '1.00');
  return undefined;
}

function stringFor(def: Def, pool: ValuePool, key?: string): fc.Arbitrary<unknown> {
  const hint = def.format ? undefined : hintFor(key, pool);
  if (hint) return fc.oneof({ arbitrary: hint, weight: 4 }, { arbitrary: stringFor(def, pool), weight: 1 });
  switch (def.format) {
    case 'uuid':
    case 'guid':
      return fc.oneof(fc.constantFrom(...pool.ids.filter((i) => typeof i === 'string')), fc.uuid());
    case 'email':
      return fc.oneof(fc.constantFrom(...pool.emails), fc.emailAddress());
    case 'url':
      return fc.constantFrom('https://example.com/a', 'http://localhost/x', 'https://linkedin.com/in/a');
    case 'date':
      return fc.constantFrom('2026-01-31', '2030-12-31', '2020-01-01');
    case 'datetime':
      return fc.constantFrom('2026-01-31T10:00:00Z', '2030-12-31T00:00:00.000Z');
    default:
      return fc.oneof(
        { arbitrary: fc.constantFrom(...pool.words), weight: 4 },
        { arbitrary: fc.constantFrom(...pool.emails), weight: 1 },
        { arbitrary: fc.string({ maxLength: 24 }), weight: 2 },
        { arbitrary: fc.constantFrom(...PLAUSIBLE_NUMBERS.map(String), '29.99', '10.00'), weight: 1 },
      );
  }
}

/** A value of roughly the schema's shape: right types and keys, while lengths and ranges are left to chance. */
export function plausibleValue(
  schema: unknown,
  pool: ValuePool,
  depth = 0,
  key?: string,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def || depth > 8) return hostileValue;
  const inner = (s: unknown, k = key) => plausibleValue(s, pool, depth + 1, k);
  switch (def.type) {
    case 'string':
      return stringFor(def, pool, key);
    case 'number':
    case 'bigint': {
      const priced = /price|amount/i.test(key ?? '');
      const n = fc.oneof(
        { arbitrary: fc.constantFrom(...PLAUSIBLE_NUMBERS), weight: 6 },
        { arbitrary: fc.constantFrom(...pool.ids.filter((i) => typeof i === 'number')), weight: 2 },
        { arbitrary: fc.integer({ min: -5, max: 100_000 }), weight: 1 },
        { arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true }), weight: priced ? 3 : 1 },
      );
      return def.coerce ? fc.oneof(n, n.map(String)) : n;
    }
    case 'boolean':
      return def.coerce ? fc.constantFrom(true, false, 'true', 'false') : fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { a: 'a' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'date':
      return fc.constantFrom('2026-01-31', '2026-01-31T10:00:00Z');
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const model = Object.fromEntries(keys.map((k) => [k, inner(shape[k], k)]));
      return fc.record(model, { requiredKeys: keys.filter((k) => !isOptionalKey(shape[k])) });
    }
    case 'array':
      return fc.array(inner(def.element), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((o) => inner(o)));
    case 'record':
      return fc.dictionary(fc.constantFrom(...pool.words.slice(0, 5)), inner(def.valueType), { maxKeys: 3 });
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 6 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 6 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => inner(o)));
    case 'intersection':
      return inner(def.left);
    case 'pipe':
      // A preprocess step is a transform on the way in: the output schema says what the route wants.
      return defOf(def.in)?.type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return def.getter ? inner(def.getter()) : hostileValue;
    default:
      return hostileValue;
  }
}

/** The value, mutated the way clients get it wrong: a key missing, a value of the wrong kind, extra keys. */
export function mutatedValue(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      value,
      fc.nat(),
      fc.constantFrom('drop', 'replace', 'extra', 'prototype', 'wrap'),
      hostileValue,
      fc.string({ minLength: 1, maxLength: 12 }),
    )
    .map(([v, n, how, junk, extraKey]) => {
      if (v === null || typeof v !== 'object' || Array.isArray(v)) return how === 'wrap' ? [v] : junk;
      const copy: Record<string, unknown> = { ...(v as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys.length > 0 ? keys[n % keys.length]! : extraKey;
      switch (how) {
        case 'drop':
          delete copy[key];
          return copy;
        case 'replace':
          copy[key] = junk;
          return copy;
        case 'extra':
          copy[extraKey] = junk;
          return copy;
        case 'prototype':
          // Serialised as a literal "__proto__" key: the JSON parser must refuse it, not merge it.
          return JSON.parse(
            `{"__proto__": {"isAdmin": true}, ${JSON.stringify(copy).slice(1)}`.replace(', }', '}'),
          );
        default:
          return [copy];
      }
    });
}
