// Opens the database: embedded PGlite under DATA_DIR by default, a node-postgres pool when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenPostgres, type ListenHandlers } from './pg-listener';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Queries take either the database or an open transaction, so services can compose them. */
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs migrations (and anything else given) so that only one process at a time does it. */
  migrate: () => Promise<void>;
  withStartupLock: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Tells every instance on this database (PostgreSQL NOTIFY); PGlite has one process, nobody to tell. */
  notify: (channel: string, payload: string) => Promise<void>;
  /** Hears `notify` from every instance (this one included); returns the function that stops listening. */
  listen: (channel: string, handlers: ListenHandlers) => () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// An arbitrary constant: every Trajectory instance takes the same advisory lock while it migrates and seeds.
const STARTUP_LOCK_KEY = 7_461_829_301;

/** Hears every query the app sends (benchmarks count round trips with it); none in production. */
export type QueryObserver = (sql: string) => void;

const observed = (onQuery?: QueryObserver) =>
  onQuery ? { logger: { logQuery: (sql: string) => onQuery(sql) } } : {};

export async function openPostgres(
  url: string,
  poolSize = 10,
  opts: { onQuery?: QueryObserver; keepOpen?: boolean } = {},
): Promise<DatabaseHandle> {
  // keepOpen (the server): the pool opens all its connections at start and keeps them, so the first
  // visitors after a start do not wait for connections to open, and statements each connection has
  // prepared stay prepared. Tests and scripts open connections as they need them.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: opts.keepOpen ? poolSize : 0 });
  // A dropped connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  if (opts.keepOpen) {
    // In the background: a connection that fails to open now is opened again when a query needs it.
    for (let i = 0; i < poolSize; i++) {
      pool.connect().then(
        (client) => client.release(),
        () => undefined,
      );
    }
  }
  const db = drizzlePg(pool, { schema, ...observed(opts.onQuery) }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    withStartupLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/**
 * An in-memory PGlite (tests) when dataDir is undefined, else PGlite stored in dataDir/pglite, run in a
 * worker thread (pglite-thread.ts) so the database does not share the event loop with the requests.
 * `loadDataDir` starts the in-memory one from a dumped data folder (a template) instead of an empty cluster;
 * `sharedBuffers` sets its PostgreSQL `shared_buffers` (PGlite's default is 128MB).
 */
export async function openPglite(
  dataDir?: string,
  opts: {
    loadDataDir?: Blob;
    /** The in-memory one's `shared_buffers`, e.g. '16MB'. */
    sharedBuffers?: string;
    onQuery?: QueryObserver;
    /** Told when the database's worker thread stops on its own (the server then exits to be restarted). */
    onStopped?: (err: Error) => void;
  } = {},
): Promise<DatabaseHandle> {
  let client: PGlite;
  let close: () => Promise<void>;
  if (dataDir) {
    let releaseLock: () => void;
    try {
      makeDataDir(dataDir);
      assertRoomToStart(dataDir);
      releaseLock = acquireDataDirLock(dataDir);
    } catch (err) {
      throw storageStartError(err, dataDir) ?? err;
    }
    try {
      const thread = await startPgliteThread(path.join(dataDir, 'pglite'), opts.onStopped).catch(
        (err: unknown) => {
          throw storageStartError(err, dataDir) ?? err;
        },
      );
      // drizzle calls query, exec and transaction only, which the thread provides.
      client = thread as unknown as PGlite;
      close = async () => {
        try {
          await thread.close();
        } finally {
          releaseLock();
        }
      };
    } catch (err) {
      releaseLock();
      throw err;
    }
  } else {
    const inProcess = await PGlite.create({
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      ...(opts.sharedBuffers ? { postgresqlconf: `shared_buffers=${opts.sharedBuffers}` } : {}),
    });
    client = inProcess;
    close = () => inProcess.close();
  }
  const db = drizzlePglite(client, { schema, ...observed(opts.onQuery) }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process owns a PGlite folder (the lock file sees to it), so there is nobody to race.
    withStartupLock: (fn) => fn(),
    notify: async () => undefined,
    listen: () => async () => undefined,
    close,
  };
}

/** Free space below which the embedded database does not start: it could not write its first checkpoint. */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

/** A start-up failure told in one sentence (main.ts prints the message alone, no stack). */
export class StorageStartError extends Error {}

/** Creates the folder and checks it is writable; a failure names why (a recursive mkdir only says ENOENT). */
function makeDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (err) {
    let ancestor = path.resolve(dataDir);
    while (!fs.existsSync(ancestor) && path.dirname(ancestor) !== ancestor) ancestor = path.dirname(ancestor);
    fs.accessSync(ancestor, fs.constants.W_OK); // throws EROFS or EACCES when that is why
    throw err;
  }
  fs.accessSync(dataDir, fs.constants.W_OK); // a folder that exists but cannot be written: EROFS or EACCES
}

function assertRoomToStart(dataDir: string): void {
  const stats = fs.statfsSync(dataDir);
  const free = stats.bavail * stats.bsize;
  if (free < MIN_FREE_BYTES) {
    throw new StorageStartError(
      `The disk holding the data folder ${path.resolve(dataDir)} is full (${(free / 1024 / 1024).toFixed(1)} MB free, ` +
        `the embedded database needs at least ${MIN_FREE_BYTES / 1024 / 1024} MB): free some space and start again.`,
    );
  }
}

/** The sentence for a file-system error while opening the data folder; undefined for any other error. */
export function storageStartError(err: unknown, dataDir: string): StorageStartError | undefined {
  if (err instanceof StorageStartError) return err;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const message = err instanceof Error ? err.message : String(err);
  const folder = path.resolve(dataDir);
  if (code === 'EROFS' || /read-only file system/i.test(message)) {
    return new StorageStartError(
      `The data folder ${folder} is on a read-only file system: the embedded database must write there, so mount it writable or set DATA_DIR to a writable folder.`,
      { cause: err },
    );
  }
  if (
    code === 'ENOSPC' ||
    code === 'EDQUOT' ||
    /no space left on device|disk quota exceeded/i.test(message)
  ) {
    return new StorageStartError(
      `The disk holding the data folder ${folder} is full: free some space and start again.`,
      { cause: err },
    );
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return new StorageStartError(
      `The data folder ${folder} is not writable by this user: give it write permission or set DATA_DIR to a writable folder.`,
      { cause: err },
    );
  }
  return undefined;
}

/**
 * What tells a process apart from a later one given the same PID: its start time (clock ticks since boot,
 * /proc/<pid>/stat field 22) and the boot it started in. Undefined where there is no /proc (not Linux) or
 * no such process.
 */
export function processStartMark(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[19];
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTime ? `${startTime}@${bootId}` : undefined;
  } catch {
    return undefined;
  }
}

/** The lock file's text: the PID, then (where known) the process's start mark. */
export function lockText(pid: number): string {
  const mark = processStartMark(pid);
  return mark ? `${pid} ${mark}` : String(pid);
}

/**
 * Whether the lock's writer still runs: its PID is alive and, when the lock recorded a start mark, the
 * process at that PID now is the same one (after a kill and a restart the PID may belong to anything).
 */
function lockHolderRuns(pid: number, recordedMark: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  if (!recordedMark) return true; // a lock from an older version: the PID is all there is to go by
  const current = processStartMark(pid);
  return current === undefined || current === recordedMark;
}

/** Keeps a second process off the same PGlite folder: PGlite is single-process. */
function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'trajectory.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, lockText(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidText, mark] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
      const pid = Number(pidText);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && lockHolderRuns(pid, mark)) {
        throw new Error(
          `The data folder ${path.resolve(dataDir)} is in use by process ${pid}. ` +
            'The embedded database serves one process; stop the other one or set DATABASE_URL to use PostgreSQL.',
          { cause: err },
        );
      }
      // A stale lock: its process is gone, or its PID now belongs to another process.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${path.resolve(dataDir)}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize, { keepOpen: true })
    : openPglite(opts.dataDir, {
        // Without its database the server can answer nothing but errors: it stops, so whatever supervises
        // it starts it again (every write it acknowledged is in the folder; the crash test proves it).
        onStopped: (err) => {
          console.error(`${err.message}; stopping.`);
          process.exit(1);
        },
      });
}
