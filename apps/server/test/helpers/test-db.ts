// A fresh, migrated and seeded database per test file: a copy of the template that global-setup.ts built once.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openPglite,
  openPostgres,
  type Database,
  type DatabaseHandle,
  type DbOrTx,
  type QueryObserver,
} from '../../src/infra/db/client';
import { seed } from '../../src/infra/db/seed';

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export const TEST_ADMIN = { username: 'staff', password: 'correct-horse-battery' };

/** The seed every test database starts from: the products, default settings and the staff login TEST_ADMIN. */
export async function seedTestDatabase(db: Database): Promise<void> {
  await seed(db, {
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    supportEmail: 'support@example.com',
  });
}

/** The rows of a raw SQL query (drizzle's `execute` answers with `rows` on PGlite and PostgreSQL alike). */
export async function queryRows<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function templateDatabaseName(): string {
  return `trajectory_template_${randomBytes(6).toString('hex')}`;
}

/** `onQuery` hears every statement the app sends (tests of round trips). */
export async function createTestDatabase(opts: { onQuery?: QueryObserver } = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return copyPgliteTemplate(opts);
  const template = inject('postgresTemplate');
  const name = `trajectory_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 25, opts);
  if (!template) {
    await handle.migrate();
    await seedTestDatabase(handle.db);
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/**
 * The test copies' `shared_buffers`: a test file's database holds a few hundred rows, and PostgreSQL sets up
 * every buffer of PGlite's default 128MB as it starts: 16MB made a copy's start 230 → 140 ms of CPU
 * (docs/decisions.md, "`npm test`: where the server tests' time goes").
 */
const TEST_SHARED_BUFFERS = '16MB';

/** In-memory PGlite loaded from the template's data folder: no initdb, no migrations, no password hashing. */
async function copyPgliteTemplate(opts: { onQuery?: QueryObserver }): Promise<DatabaseHandle> {
  const file = inject('pgliteTemplateFile');
  if (!file) {
    const handle = await openPglite(undefined, opts);
    await handle.migrate();
    await seedTestDatabase(handle.db);
    return handle;
  }
  return openPglite(undefined, {
    ...opts,
    loadDataDir: templateTarball(file),
    sharedBuffers: TEST_SHARED_BUFFERS,
  });
}

/**
 * The template's tarball (~27 MB), read once per worker: server test files share their worker's modules
 * (isolate: false), so the files after the first skip the read. PGlite only asks the Blob for its bytes
 * (`arrayBuffer()`) and its type, and only reads them: it unpacks the tar into in-memory files, each
 * written with a copy of its bytes (MEMFS), so every copy is handed the same bytes. Node's Blob hands them
 * over through a chunked reader and a copy, which was a fifth of each copy's start; a fresh 27 MB copy per
 * database, as here before, was garbage that made V8 collect: the server tests took 219–235 CPU-s instead
 * of 249–252 (docs/decisions.md, "`npm test`: where the server tests' time goes").
 */
let template: { file: string; bytes: ArrayBuffer } | undefined;

function templateTarball(file: string): Blob {
  if (template?.file !== file) {
    const read = fs.readFileSync(file);
    // Its own ArrayBuffer: a small file's Buffer may share Node's pool with other bytes.
    template = { file, bytes: read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength) };
  }
  const { bytes } = template;
  const tarball = {
    type: 'application/x-tar',
    size: bytes.byteLength,
    arrayBuffer: () => Promise.resolve(bytes),
  };
  return tarball as unknown as Blob;
}

/** The template's bytes this worker hands its PGlite copies, once a copy was made (test-databases.test.ts). */
export function pgliteTemplateBytes(): ArrayBuffer | undefined {
  return template?.bytes;
}
