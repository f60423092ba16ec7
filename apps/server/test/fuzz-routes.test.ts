// Route fuzzing: every registered route gets a fixed number of generated requests from each caller:
// anonymous, the founder's browser (a visitor session holding the fixture prospect) and staff.
// No answer may be 5xx; every 4xx is a JSON {error, message} naming the problem and writes no business data;
// a request the route's own contract refuses must get a 4xx. New routes are walked automatically.
// Writes are counted by triggers on every public table but rate_limits (see helpers/fuzz-db.ts for why).
import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAfterResponse } from '../src/domains/access/links';
import { eq } from 'drizzle-orm';
import { adminUsers, prospects } from '../src/infra/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { routeTableOf, type RouteEntry } from '../src/admin/common/route-table';
import {
  collectPool,
  createFuzzFixtures,
  installWriteCounter,
  readWriteCounter,
  tableChecksums,
  type WriteMark,
} from './helpers/fuzz-db';
import { requestArbitrary, type FuzzRequest, type Identity } from './helpers/fuzz-requests';
import type { ValuePool } from './helpers/fuzz-values';
import { createProspect, registrationBody } from './helpers/factories';
import { createTestApp, loginAs, TEST_ADMIN, type TestApp } from './helpers/test-app';
import { createBrowser } from './helpers/visitor';
import { testDatabaseKind } from './helpers/test-db';

/**
 * Requests per route and caller on each database, the same on every run and machine (coverage never
 * depends on the clock); FUZZ_RUNS raises it for a longer hunt. `npm test` walks every route as every
 * caller on both databases, each with requests of its own (the seed names the database): 30 distinct
 * requests per route and caller on PGlite, 15 more on PostgreSQL, whose part checks the driver, the pool
 * and the server's SQL on the other engine rather than the routes' validation again (about 17,000 in all;
 * 45 each made the fuzzer the longest file of the suite on both databases, issue #23).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (testDatabaseKind === 'postgres' ? 15 : 30));
const IDENTITIES = ['anonymous', 'visitor', 'staff'] as const;
/** FUZZ_LOG=<file> appends each route's time and failures as the run goes, for hunting. */
const progress = (line: string) =>
  process.env.FUZZ_LOG && fs.appendFileSync(process.env.FUZZ_LOG, `${line}\n`);
/** A fixed seed keeps CI reproducible; FUZZ_SEED=random (or a number) explores new ground. */
const SEED_BASE = process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261123);

let t: TestApp;
let staffCookie: string;
let visitorCookie: string;
let fixtureProspectId: string;
let pool: ValuePool;
let businessTables: string[];
let mark: WriteMark;
/** Statuses of the route being fuzzed, for FUZZ_LOG. */
const routeStatuses = new Map<number, number>();
const stats = { requests: 0, byStatus: new Map<number, number>(), started: Date.now() };

beforeAll(async () => {
  // No background assessment worker: every write must belong to the request that was just sent.
  t = await createTestApp({}, { startWorkers: false });
  staffCookie = await loginAs(t.app, TEST_ADMIN);
  const fixtures = await createFuzzFixtures(t.app, t.database.db, staffCookie);
  visitorCookie = fixtures.visitorCookie;
  fixtureProspectId = fixtures.prospect.id;
  businessTables = await installWriteCounter(t.database.db);
  pool = await collectPool(t.database.db, businessTables, [fixtures.uploadToken, fixtures.shareToken]);
  mark = await readWriteCounter(t.database.db);
});

afterAll(async () => {
  const seconds = ((Date.now() - stats.started) / 1000).toFixed(1);
  const statuses = [...stats.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(
    `route fuzz (${testDatabaseKind}): ${stats.requests} requests in ${seconds} s — ${statuses.join(' ')}`,
  );
  await t?.close();
});

/** DELETE routes run last, so the fixtures they remove serve every other route first. */
function fuzzedRoutes(): RouteEntry[] {
  const rank = (r: RouteEntry) => (r.method === 'DELETE' ? 1 : 0);
  return [...routeTableOf(t.app)].filter((r) => r.method !== 'HEAD').sort((a, b) => rank(a) - rank(b));
}

function seedFor(route: RouteEntry, identity: Identity): number {
  let h = SEED_BASE;
  // PostgreSQL's requests differ from PGlite's: the seed names it.
  const database = testDatabaseKind === 'postgres' ? ' postgres' : '';
  for (const ch of `${route.method} ${route.url} ${identity}${database}`)
    h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

/** Ids of rows the fuzzer itself created join the pool, so later routes read and change them too. */
function rememberIds(body: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return;
  }
  const id = (parsed as { id?: unknown } | null)?.id;
  if ((typeof id === 'string' || typeof id === 'number') && !pool.ids.includes(id) && pool.ids.length < 60) {
    pool.ids.push(id);
  }
}

/** A sentence that names the problem: words, not a bare code or an empty string. */
const SENTENCE = /[A-Za-z]{2,}.*\s+.*[A-Za-z]{2,}/;

async function send(request: FuzzRequest) {
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  // A link's mail is stored just after its 202 went out: it belongs to this request, not the next one.
  await settleAfterResponse();
  const before = mark;
  mark = await readWriteCounter(t.database.db);
  stats.requests += 1;
  stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
  routeStatuses.set(res.statusCode, (routeStatuses.get(res.statusCode) ?? 0) + 1);
  const label = `${request.method} ${request.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}\n  sent: ${request.note}`;
  if (res.statusCode < 300) rememberIds(res.body);
  expect(res.statusCode, label).toBeLessThan(500);
  if (request.mustRefuse) expect(res.statusCode, `contract refuses it: ${label}`).toBeGreaterThanOrEqual(400);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], label).toMatch(/^application\/json/);
    const body = res.json() as { error?: unknown; message?: unknown };
    expect(typeof body.error === 'string' && body.error.length > 0, `error code: ${label}`).toBe(true);
    expect(typeof body.message === 'string' && SENTENCE.test(body.message), `message: ${label}`).toBe(true);
    expect(mark.n, `a refused request wrote ${mark.last}: ${label}`).toBe(before.n);
  }
}

/**
 * Staff requests need a live session: a fuzzed logout may have ended it, and a fuzzed DELETE of a user id
 * may have removed the account itself (legal while two other admins remain), so a new one is made then.
 */
async function ensureStaffSession() {
  const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: staffCookie } });
  if (me.statusCode !== 200) {
    const username = `fuzz-staff-${Date.now()}`;
    await t.database.db
      .insert(adminUsers)
      .values({ username, passwordHash: await hashPassword(TEST_ADMIN.password) });
    staffCookie = await loginAs(t.app, { username, password: TEST_ADMIN.password });
  }
  mark = await readWriteCounter(t.database.db);
}

/** The visitor needs a session holding the fixture prospect: a fuzzed sign-out may have ended it. */
async function ensureVisitorSession() {
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/access/session',
    headers: { cookie: visitorCookie },
  });
  const held = (session.json() as { prospects: { prospect: { id: string } }[] }).prospects;
  if (!held.some((p) => p.prospect.id === fixtureProspectId)) {
    // A fuzzed staff DELETE may have removed the prospect itself: the founder is then a new one.
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, fixtureProspectId));
    if (!row) fixtureProspectId = (await createProspect(t.database.db)).id;
    visitorCookie = (await createBrowser(t.database.db, [fixtureProspectId])).cookie;
  }
  mark = await readWriteCounter(t.database.db);
}

async function ensureSession(identity: Identity) {
  if (identity === 'staff') await ensureStaffSession();
  if (identity === 'visitor') await ensureVisitorSession();
}

describe(`route fuzzing (${testDatabaseKind})`, () => {
  it('walks a real route table', () => {
    const routes = fuzzedRoutes().map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/webhooks/stripe',
        'PUT /api/objects/upload/:token',
        'POST /api/questionnaires',
      ]),
    );
  });

  it('notices writes: a successful registration moves the counter, a refused one does not', async () => {
    const start = await readWriteCounter(t.database.db);
    const refused = await t.app.inject({ method: 'POST', url: '/api/prospects', payload: { name: 1 } });
    expect(refused.statusCode).toBe(400);
    expect((await readWriteCounter(t.database.db)).n).toBe(start.n);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/prospects',
      payload: registrationBody({ email: 'counter-check@example.com' }),
    });
    expect(created.statusCode).toBe(201);
    const after = await readWriteCounter(t.database.db);
    expect(after.n).toBeGreaterThan(start.n);
    // The new prospect, then this browser's grant to it.
    expect(after.last).toBe('INSERT visitor_grants');
    mark = after;
  });

  it('every route, as each caller: no 5xx, 4xx bodies name the problem and write nothing', async () => {
    const failures: string[] = [];
    const routes = fuzzedRoutes();
    for (const route of routes) {
      for (const identity of IDENTITIES) {
        await ensureSession(identity);
        const began = Date.now();
        routeStatuses.clear();
        const details = await fc.check(
          fc.asyncProperty(requestArbitrary(route, { identity, staffCookie, visitorCookie, pool }), send),
          { numRuns: RUNS, seed: seedFor(route, identity) },
        );
        const name = `${route.method} ${route.url} (${identity})`;
        const counts = [...routeStatuses].map(([status, n]) => `${status}×${n}`).join(' ');
        progress(`${name} ${Date.now() - began} ms ${counts}${details.failed ? ' FAILED' : ''}`);
        if (details.failed) {
          failures.push(`${name}\n${fc.defaultReportMessage(details)}`);
          progress(failures.at(-1)!);
        }
        // A failed request may have written; start the next route from the counter as it is.
        mark = await readWriteCounter(t.database.db);
      }
    }
    expect(failures.join('\n\n')).toBe('');
  }, 900_000);

  it('refused requests change no row of any business table (checksums, independent of the triggers)', async () => {
    await ensureStaffSession();
    await ensureVisitorSession();
    // A sample of each route's requests, keeping those its contract refuses.
    const refused = fuzzedRoutes().flatMap((route) =>
      IDENTITIES.flatMap((identity) =>
        fc
          .sample(requestArbitrary(route, { identity, staffCookie, visitorCookie, pool }), {
            numRuns: 12,
            seed: seedFor(route, identity) + 1,
          })
          .filter((r) => r.mustRefuse),
      ),
    );
    expect(refused.length).toBeGreaterThan(300);
    const before = await tableChecksums(t.database.db, businessTables);
    for (const request of refused) await send(request);
    expect(await tableChecksums(t.database.db, businessTables)).toEqual(before);
  }, 300_000);
});
