// Generates requests for one route of the route table, and says which of them its contract must refuse.
import fc from 'fast-check';
import type { RouteEntry } from '../../src/admin/common/route-table';
import { hostileValue, mutatedValue, objectShape, plausibleValue, type ValuePool } from './fuzz-values';

export type Identity = 'anonymous' | 'visitor' | 'staff';

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** The route's own schemas (or the Origin check) refuse this request, so it must get a 4xx. */
  mustRefuse: boolean;
  /** What was generated, for the failure message. */
  note: string;
};

type Schema = { safeParse: (v: unknown) => { success: boolean } };
type Part<T> = { text: T; value?: unknown; known: boolean; note: string };

const asSchema = (s: unknown): Schema | undefined =>
  s && typeof (s as Schema).safeParse === 'function' ? (s as Schema) : undefined;

/** Whether the schema refuses the value; false when it cannot tell (async refinements). */
function refuses(schema: Schema | undefined, value: unknown): boolean {
  if (!schema) return false;
  try {
    return !schema.safeParse(value).success;
  } catch {
    return false;
  }
}

function encode(value: unknown): string | undefined {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return undefined; // a lone surrogate
  }
}

/** Path segments that are not simply an encoded value: traversal, NUL, broken escapes, over-long. */
const RAW_SEGMENTS = [
  '..',
  '.',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  'abc%00def',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE',
  '%FF%FE',
  'a;b=c',
  '~',
  '%20',
  '%F0%9F%98%80',
  'x'.repeat(600),
];

function segmentArbitrary(schema: unknown, pool: ValuePool): fc.Arbitrary<Part<string>> {
  const fromValue = (v: unknown, note: string): Part<string> => {
    const text = encode(v);
    return text === undefined || text === ''
      ? { text: 'empty', value: 'empty', known: true, note }
      : { text, value: String(v), known: true, note };
  };
  return fc.oneof(
    { arbitrary: plausibleValue(schema, pool).map((v) => fromValue(v, 'plausible')), weight: 4 },
    { arbitrary: fc.constantFrom(...pool.ids).map((v) => fromValue(v, 'pool id')), weight: 2 },
    {
      arbitrary: hostileValue
        .filter((v) => typeof v === 'string' || typeof v === 'number')
        .map((v) => fromValue(String(v).slice(0, 450), 'hostile')),
      weight: 3,
    },
    {
      arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((text) => ({ text, known: false, note: 'raw' })),
      weight: 2,
    },
  );
}

function stringify(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function queryArbitrary(schema: unknown, pool: ValuePool): fc.Arbitrary<Part<string>> {
  const shape = objectShape(schema) ?? {};
  const known = Object.keys(shape);
  const valueFor = (key: string) =>
    fc.oneof(
      { arbitrary: plausibleValue(shape[key], pool).map(stringify), weight: 3 },
      { arbitrary: hostileValue.map((v) => stringify(v).slice(0, 2000)), weight: 2 },
    );
  const entries = fc.oneof(
    {
      arbitrary:
        known.length > 0
          ? fc.record(Object.fromEntries(known.map((k) => [k, valueFor(k)])), { requiredKeys: [] })
          : fc.constant({}),
      weight: 4,
    },
    {
      arbitrary: fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), valueFor('junk'), { maxKeys: 3 }),
      weight: 1,
    },
  );
  return entries.map((record) => {
    const params = new URLSearchParams(record as Record<string, string>);
    const text = params.toString();
    // What the server will see: the query as parsed back, lone surrogates already replaced.
    return {
      text,
      value: Object.fromEntries(new URLSearchParams(text)),
      known: true,
      note: `query ${text.slice(0, 120)}`,
    };
  });
}

const BAD_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  "{'a': 1}",
  '{"a":1}garbage',
  '',
  '   ',
  '\u0000',
  '{"a":1,}',
  '"unterminated',
  '{"a":NaN}',
];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'image/png',
  'application/octet-stream',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
];

type Body = { payload?: string | Buffer; contentType?: string; mustRefuse: boolean; note: string };

function bodyArbitrary(schema: unknown, pool: ValuePool): fc.Arbitrary<Body> {
  const body = asSchema(schema);
  const plausible = plausibleValue(schema, pool);
  const json = (v: unknown, note: string): Body => {
    if (v === undefined) return { mustRefuse: refuses(body, undefined), note: `${note}: no body` };
    const text = JSON.stringify(v);
    return {
      payload: text,
      contentType: 'application/json',
      mustRefuse: refuses(body, JSON.parse(text)),
      note: `${note}: ${text.slice(0, 160)}`,
    };
  };
  return fc.oneof(
    { arbitrary: plausible.map((v) => json(v, 'plausible')), weight: 4 },
    { arbitrary: mutatedValue(plausible).map((v) => json(v, 'mutated')), weight: 5 },
    { arbitrary: hostileValue.map((v) => json(v, 'hostile')), weight: 2 },
    {
      arbitrary: fc.constantFrom(...BAD_JSON).map((text) => ({
        payload: text,
        contentType: 'application/json',
        mustRefuse: Boolean(body),
        note: `bad JSON ${JSON.stringify(text)}`,
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...OTHER_TYPES), plausible, fc.uint8Array({ maxLength: 64 }))
        .map(([contentType, v, bytes]) => {
          const binary = contentType.startsWith('image/') || contentType.includes('octet');
          const payload = binary ? Buffer.from(bytes) : (JSON.stringify(v) ?? '');
          // A body schema refuses these, except the JSON spellings whose parse we do not predict.
          const predictable = !contentType.toLowerCase().startsWith('application/json');
          return {
            payload,
            contentType,
            mustRefuse: Boolean(body) && predictable,
            note: `${contentType}: ${String(payload).slice(0, 80)}`,
          };
        }),
      weight: 1,
    },
  );
}

/** The value once in `every` requests, else null. */
const rarely = <T>(arb: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ arbitrary: arb, weight: 1 }, { arbitrary: fc.constant(null), weight: every - 1 });

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const junkCookie = fc.oneof(
  fc
    .string({ maxLength: 40 })
    .map(encode)
    .filter((s): s is string => s !== undefined),
  fc.constant('a'.repeat(300)),
);

/** Every request the fuzzer sends to one route as one caller. */
export function requestArbitrary(
  route: RouteEntry,
  opts: { identity: Identity; staffCookie: string; visitorCookie: string; pool: ValuePool },
): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const paramsSchema = asSchema(schema.params);
  const paramShape = objectShape(schema.params) ?? {};
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const segments = fc.tuple(...names.map((n) => segmentArbitrary(paramShape[n], opts.pool)));
  const querySchema = schema.querystring ?? schema.query;
  const query = querySchema
    ? queryArbitrary(querySchema, opts.pool)
    : rarely(queryArbitrary(undefined, opts.pool), 4);
  const body = HAS_BODY.has(route.method)
    ? bodyArbitrary(schema.body, opts.pool)
    : fc.constant<Body>({ mustRefuse: false, note: '' });
  const cookie =
    opts.identity === 'staff'
      ? fc.constant(opts.staffCookie)
      : opts.identity === 'visitor'
        ? fc.constant(opts.visitorCookie)
        : rarely(
            junkCookie.map((v) => `trajectory_session=${v}`),
            4,
          );
  const origin = rarely(fc.constantFrom('https://evil.example', 'null', 'http://localhost:1'), 12);

  return fc
    .record({ segments, query, body, cookie, origin, ip: fc.ipV4() })
    .map(({ segments: parts, query: q, body: b, cookie: c, origin: o, ip }) => {
      let path = route.url;
      names.forEach((name, i) => (path = path.replace(`:${name}`, parts[i]!.text)));
      const params = Object.fromEntries(names.map((n, i) => [n, parts[i]!.value]));
      const paramsRefused = parts.every((p) => p.known) && names.length > 0 && refuses(paramsSchema, params);
      const queryRefused = q ? q.known && refuses(asSchema(querySchema), q.value) : false;
      const foreign = o !== null && HAS_BODY.has(route.method) && !route.url.startsWith('/api/webhooks/');
      const headers: Record<string, string> = {};
      if (c !== null) headers.cookie = c;
      if (o !== null) headers.origin = o;
      if (b.contentType) headers['content-type'] = b.contentType;
      return {
        method: route.method,
        url: q?.text ? `${path}?${q.text}` : path,
        headers,
        ...(b.payload !== undefined ? { payload: b.payload } : {}),
        remoteAddress: ip,
        mustRefuse: paramsRefused || queryRefused || b.mustRefuse || foreign,
        note: [
          parts.map((p) => `${p.note} ${p.text.slice(0, 60)}`).join(', '),
          q?.note ?? '',
          b.note,
          o !== null ? `origin ${o}` : '',
        ]
          .filter(Boolean)
          .join(' | '),
      };
    });
}
