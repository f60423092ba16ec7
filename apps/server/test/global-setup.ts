// Vitest globalSetup of the server tests: migrates and seeds one template database that every test file copies,
// and makes the folder for what the run's files build once (helpers/run-once.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/infra/db/client';
import { seedTestDatabase, templateDatabaseName } from './helpers/test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file holding the data folder of a migrated, seeded database. */
    pgliteTemplateFile?: string;
    /** PostgreSQL: a migrated, seeded database on TEST_DATABASE_URL to copy with CREATE DATABASE … TEMPLATE. */
    postgresTemplate?: string;
    /** A folder for what the run's test files build once and share (`helpers/run-once.ts`). */
    testRunDir: string;
  }
}

/**
 * The folder for what the run's test files build once (`helpers/run-once.ts`: the server bundle, a migrated
 * PGlite folder). Below the repository's node_modules, so the server bundle resolves the packages it leaves
 * out (PGlite, argon2, pino) as `apps/server/dist/main.js` does.
 */
function provideTestRunDir(project: TestProject): () => void {
  const parent = path.resolve(import.meta.dirname, '../../../node_modules/.cache');
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(path.join(parent, 'trajectory-test-run-'));
  project.provide('testRunDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedTestDatabase(handle.db);
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const removeRunDir = provideTestRunDir(project);
  const teardown = await setupDatabase(project).catch((err: unknown) => {
    removeRunDir();
    throw err;
  });
  return async () => {
    removeRunDir();
    await teardown();
  };
}

async function setupDatabase(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openPglite();
    await migrateAndSeed(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // The app's database is `postgres`; the two template databases, which only CREATE DATABASE reads and no
    // test runs on PGlite, were 15 of the tarball's 42 MB that every copy unpacks (~0.1 CPU-s a copy).
    await client.exec(
      `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
    );
    await client.exec('DROP DATABASE template0');
    await client.exec('DROP DATABASE template1');
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-pglite-template-'));
    const file = path.join(dir, 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplateFile', file);
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = templateDatabaseName();
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 2);
  try {
    await migrateAndSeed(handle);
  } finally {
    // A template may have no open connection while it is copied.
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
