// PGlite stored in a folder runs in a worker thread (src/db/pglite-thread.ts): the same rows, errors and
// transactions as PGlite in the process, through drizzle and through the app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages, PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/infra/config';
import { openPglite, type DatabaseHandle } from '../src/infra/db/client';
import type { PgliteThread } from '../src/infra/db/pglite-thread';
import { prospects } from '../src/infra/db/schema/index';
import { staffCaller } from './helpers/admin';
import { loginAsStaff } from './helpers/test-app';
import { copyMigratedPglite } from './helpers/pglite-folder';
import { createTestDatabase, seedTestDatabase } from './helpers/test-db';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
/** A data folder holding a migrated database (copied: none of these tests is about the first start). */
async function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-pglite-worker-'));
  dirs.push(dir);
  await copyMigratedPglite(dir);
  return dir;
}

const threadOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PgliteThread }).$client;
const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error drizzle wraps around the database's own. */
async function databaseError(promise: Promise<unknown>): Promise<messages.DatabaseError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e as Error,
  );
  expect(err).toBeInstanceOf(Error);
  const cause = (err as Error).cause;
  expect(cause).toBeInstanceOf(messages.DatabaseError);
  return cause as messages.DatabaseError;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database in a worker thread', () => {
  let dir: string;
  let database: DatabaseHandle;
  beforeAll(async () => {
    dir = await tempDir();
    database = await openPglite(dir);
    await database.migrate();
    await seedTestDatabase(database.db);
  });
  afterAll(async () => database.close());

  const prospect = (email: string) => ({ name: 'Worker', email });

  it('answers the same rows, types and counts as PGlite in the process', async () => {
    // PGlite in this process, on a copy of the same migrated, seeded database (no initdb of its own).
    const inProcessHandle = await createTestDatabase();
    const inProcess = (inProcessHandle.db as unknown as { $client: PGlite }).$client;
    const thread = threadOf(database);
    // drizzle's options: dates and intervals stay text (identity parsers), rows as arrays or objects.
    const keepText = (value: string) => value;
    const drizzleOptions = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: keepText, [types.DATE]: keepText, [1185]: keepText },
    };
    const statements: Array<[string, unknown[], object?]> = [
      [
        `SELECT 1::int AS i, 9007199254740993::int8 AS big, 1.50::numeric AS n, 2.5::float8 AS f, true AS b,
                NULL::text AS nothing, 'x'::text AS t, '{"a":[1,{"b":null}]}'::jsonb AS j, '[1,2]'::json AS js,
                ARRAY['a','b,c',NULL]::text[] AS texts, ARRAY[1,2]::int[] AS ints, '\\x0102'::bytea AS bytes,
                '2026-11-25 10:00:00+00'::timestamptz AS at, '2026-11-25'::date AS d,
                ARRAY['2026-11-25 10:00:00+00']::timestamptz[] AS ats,
                'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid AS id`,
        [],
      ],
      [
        'SELECT $1::int + 1 AS next, $2::text AS t, $3::jsonb AS j, $4::bool AS b, $5::text[] AS arr, $6::int8 AS big',
        [41, "it's", { k: 'v' }, false, ['x', 'y z'], 12n],
      ],
      [
        'SELECT $1::timestamptz AS at, $2::date AS d',
        ['2026-01-02T03:04:05.000Z', '2026-01-02'],
        drizzleOptions,
      ],
      ['SELECT $1::timestamptz AS at', [new Date('2026-01-02T03:04:05Z')]],
      ['SELECT generate_series(1, 3) AS s', [], { rowMode: 'array' }],
      ['SELECT $1 AS untyped, $2::int AS typed', ['7', null]],
      [`SELECT 'café ✓'::text AS "naïve", repeat('é', 40) AS long, repeat('x', 33) AS ascii`, []],
    ];
    try {
      for (const [text, params, options] of statements) {
        const expected = await inProcess.query(text, params, options);
        const actual = await thread.query(text, params, options);
        expect(actual, text).toEqual(expected);
      }
      await inProcess.exec('CREATE TABLE t (v int)');
      await thread.exec('CREATE TABLE t (v int)');
      const script = 'INSERT INTO t VALUES (1), (2); UPDATE t SET v = v + 1; SELECT v FROM t ORDER BY v';
      expect(await thread.exec(script)).toEqual(await inProcess.exec(script));
      await thread.exec('DROP TABLE t');
    } finally {
      await inProcessHandle.close();
    }
  });

  it('names a statement it has seen and runs it again, also after the table changes', async () => {
    const thread = threadOf(database);
    await thread.query('CREATE TABLE named (a int)');
    await thread.query('INSERT INTO named VALUES ($1), ($2)', [1, 2]);
    for (const [min, expected] of [
      [0, 2],
      [1, 1],
      [5, 0],
    ] as const) {
      const { rows } = await thread.query('SELECT * FROM named WHERE a > $1 ORDER BY a', [min]);
      expect(rows).toHaveLength(expected);
    }
    await thread.query('ALTER TABLE named ADD COLUMN b text');
    const after = await thread.query('SELECT * FROM named WHERE a > $1 ORDER BY a', [1]);
    expect(after.rows).toEqual([{ a: 2, b: null }]);
    // A failing statement keeps nothing broken: the same text fails the same way, then others run.
    for (let i = 0; i < 2; i++) await expect(thread.query('SELECT nope FROM named')).rejects.toThrow(/nope/);
    await thread.query('DROP TABLE named');
    await expect(thread.query('SELECT * FROM named WHERE a > $1 ORDER BY a', [1])).rejects.toThrow(
      /does not exist/,
    );
  });

  it('runs drizzle queries: insert returning, select, update counts', async () => {
    const [row] = await database.db.insert(prospects).values(prospect('rows@example.com')).returning();
    expect(row).toMatchObject({ name: 'Worker', email: 'rows@example.com' });
    expect(row!.createdAt).toBeInstanceOf(Date);
    const found = await database.db.select().from(prospects).where(eq(prospects.id, row!.id));
    expect(found).toEqual([row]);
    const updated = await database.db.execute(
      sql`UPDATE prospects SET name = 'Renamed' WHERE id = ${row!.id}`,
    );
    expect(updated).toMatchObject({ affectedRows: 1 });
  });

  it('commits a transaction and rolls one back when its function throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(prospects).values(prospect('committed@example.com'));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(prospects).values(prospect('rolled-back@example.com'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(prospects).values(prospect('tx-rollback@example.com'));
        tx.rollback();
      }),
    ).rejects.toThrow(/Rollback/);
    // A nested transaction is a savepoint: its failure undoes only its own rows.
    await database.db.transaction(async (tx) => {
      await tx.insert(prospects).values(prospect('outer@example.com'));
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(prospects).values(prospect('inner@example.com'));
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    const emails = (await database.db.select({ email: prospects.email }).from(prospects)).map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining(['committed@example.com', 'outer@example.com']));
    for (const gone of ['rolled-back@example.com', 'tx-rollback@example.com', 'inner@example.com']) {
      expect(emails).not.toContain(gone);
    }
  });

  it('gives a unique violation its PostgreSQL code and fields, in and out of a transaction', async () => {
    await database.db.insert(prospects).values(prospect('unique@example.com'));
    const err = await databaseError(database.db.insert(prospects).values(prospect('UNIQUE@example.com')));
    expect(err).toMatchObject({
      code: '23505',
      severity: 'ERROR',
      constraint: 'prospects_email_lower_idx',
      table: 'prospects',
      schema: 'public',
    });
    expect(err.message).toMatch(/duplicate key value violates unique constraint/);
    expect(err.detail).toMatch(/already exists/);
    const inTx = await databaseError(
      database.db.transaction(async (tx) => {
        await tx.insert(prospects).values(prospect('unique@example.com'));
      }),
    );
    expect(inTx.code).toBe('23505');
    const syntax = await databaseError(database.db.execute(sql`SELEC 1`));
    expect(syntax).toMatchObject({ code: '42601', severity: 'ERROR' });
    // The connection is fine afterwards.
    expect(rowsOf(await database.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  });

  it('runs concurrent queries, and holds other statements while a transaction is open', async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `concurrent-${i}@example.com`);
    const inserted = await Promise.all(
      emails.map((email) =>
        database.db.insert(prospects).values(prospect(email)).returning({ email: prospects.email }),
      ),
    );
    expect(inserted.map(([r]) => r!.email)).toEqual(emails);

    const countOf = async (db: Pick<DatabaseHandle['db'], 'execute'>, email: string) =>
      rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM prospects WHERE email = ${email}`))[0]!.n;
    let outside: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(prospects).values(prospect('in-tx@example.com'));
      // Sent while the transaction is open: it waits for the transaction, it does not run inside it.
      outside = database.db.insert(prospects).values(prospect('outside@example.com'));
      await sleep(100);
      expect(await countOf(tx, 'outside@example.com')).toBe(0);
    });
    await outside;
    expect(await countOf(database.db, 'outside@example.com')).toBe(1);
    expect(await countOf(database.db, 'in-tx@example.com')).toBe(1);
  });

  it('maps a taken code to the same 409 as PGlite in the process', async () => {
    const app = await buildApp({ config: testConfig(), database, webDistDir: null, version: '0.0.0-test' });
    await app.ready();
    try {
      const staff = staffCaller(app, await loginAsStaff(app));
      const product = { code: 'w01', name: 'Worker Pack', type: 'Paid', price: '9.00' };
      expect((await staff('POST', '/api/admin/products', product)).statusCode).toBe(201);
      const taken = await staff('POST', '/api/admin/products', product);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ error: 'CONFLICT', field: 'code' });
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the worker thread stopping', () => {
  it('fails what waits and everything after when the worker dies, instead of hanging', async () => {
    const dir = await tempDir();
    const told: Error[] = [];
    const database = await openPglite(dir, { onStopped: (err) => told.push(err) });
    await database.migrate();
    const thread = threadOf(database);
    const slow = database.db.execute(sql`SELECT count(*) FROM generate_series(1, 30000000)`);
    await sleep(20);
    await thread.worker.terminate(); // as if the thread had crashed
    // drizzle wraps the error ("Failed query: …"); its cause is the worker's end.
    const stopped = { cause: { message: expect.stringMatching(/embedded database worker stopped/) } };
    await expect(slow).rejects.toMatchObject(stopped);
    await expect(database.db.execute(sql`SELECT 1`)).rejects.toMatchObject(stopped);
    // The server is told once (it exits to be restarted); a close is not a stop.
    expect(told.map((e) => e.message)).toEqual([expect.stringMatching(/embedded database worker stopped/)]);
    await database.close();
    expect(told).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, 'trajectory.lock'))).toBe(false);
  });

  it('tells nobody when it is closed', async () => {
    const told: Error[] = [];
    const database = await openPglite(await tempDir(), { onStopped: (err) => told.push(err) });
    await database.close();
    await sleep(50);
    expect(told).toEqual([]);
  });

  it('a request on a stopped database gets the app’s 500, not a hang', async () => {
    const dir = await tempDir();
    const database = await openPglite(dir);
    await database.migrate();
    await seedTestDatabase(database.db);
    const app = await buildApp({
      config: testConfig(),
      database,
      webDistDir: null,
      version: '0.0.0-test',
      startWorkers: false,
    });
    await app.ready();
    await threadOf(database).worker.terminate();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: 'INTERNAL' });
    await app.close();
    await database.close();
  });

  it('close() ends the worker and frees the folder; later calls fail', async () => {
    const dir = await tempDir();
    const database = await openPglite(dir);
    await database.migrate();
    await database.db.insert(prospects).values({ name: 'Kept', email: 'kept@example.com' });
    const thread = threadOf(database);
    await database.close();
    expect(fs.existsSync(path.join(dir, 'trajectory.lock'))).toBe(false);
    await expect(thread.query('SELECT 1')).rejects.toThrow(/closed/);
    // What was written is on disk for the next process.
    const again = await PGlite.create(path.join(dir, 'pglite'));
    expect((await again.query('SELECT email FROM prospects')).rows).toEqual([{ email: 'kept@example.com' }]);
    await again.close();
  });
});
