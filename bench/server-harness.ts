// What the load and crash scripts share: a server child process on loopback, its database, request bodies.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { visitorCookieName } from '@trajectory/contracts/access';
import { bakerySections } from '@trajectory/engine/fixtures';
import pg from 'pg';
import { niced } from '../scripts/nice.mjs';
import { ensureServerBuilt, SERVER_BUNDLE } from '../scripts/build-server.mjs';
import { freePort, startCluster } from '../scripts/pg-cluster.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SOURCE_ENTRY = path.join('apps', 'server', 'src', 'main.ts');

/** `bundle` runs what `npm start` runs; `source` compiles the TypeScript at start, as `npm start` once did. */
export type ServerBuild = 'bundle' | 'source';

export type DbKind = 'pglite' | 'postgres';

/** Where the server keeps its data: a temp PGlite folder or a throwaway PostgreSQL cluster. */
export type Storage = {
  kind: DbKind;
  env: Record<string, string>;
  /** Plain SQL against the data; for PGlite only once the server has stopped (single-process). */
  query: <T = Record<string, unknown>>(sql: string) => Promise<T[]>;
  /** The database server's own processes (PostgreSQL's postmaster), for CPU accounting; none for PGlite. */
  databasePid?: () => number | undefined;
  dispose: () => Promise<void>;
};

/**
 * CPU time (ms, user + system) of a process, its threads, its live children and its children that have
 * exited and been waited for, from /proc (Linux). Undefined where /proc cannot tell.
 */
export function processTreeCpuMs(pid: number): number | undefined {
  const ticks = 100; // USER_HZ, 100 on Linux
  const fields = (p: number) => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      // After "pid (comm)": state is field 3, ppid 4, utime 14, stime 15, cutime 16, cstime 17.
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined;
    }
  };
  const own = fields(pid);
  if (!own) return undefined;
  let total = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = fields(Number(entry));
    if (f && Number(f[1]) === pid) total += Number(f[11]) + Number(f[12]);
  }
  return (total * 1000) / ticks;
}

/**
 * CPU time (ms, user + system) of a process's main thread alone: its event loop (Linux /proc; 10 ms ticks,
 * so add it up over many requests). Undefined where /proc cannot tell.
 */
export function mainThreadCpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

export async function createStorage(kind: DbKind, { poolSize = 20 } = {}): Promise<Storage> {
  if (kind === 'postgres') {
    const cluster = await startCluster();
    const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
    return {
      kind,
      env: { DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: String(poolSize) },
      query: async <T>(sql: string) => (await pool.query(sql)).rows as T[],
      databasePid: () => {
        try {
          return Number(
            fs.readFileSync(path.join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
          );
        } catch {
          return undefined;
        }
      },
      dispose: async () => {
        await pool.end();
        cluster.stop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-bench-'));
  let db: PGlite | undefined;
  return {
    kind,
    env: { DATA_DIR: dir },
    query: async <T>(sql: string) => {
      db ??= await PGlite.create(path.join(dir, 'pglite'));
      return (await db.query<T>(sql)).rows;
    },
    dispose: async () => {
      await db?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = {
  url: string;
  pid: number;
  /** SIGTERM and wait for a clean exit (the server closes its database). */
  stop: () => Promise<void>;
  /** SIGKILL: the process dies mid-request, as in a power cut. */
  kill: () => Promise<void>;
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server (the `npm start` bundle by default) on 127.0.0.1 and waits until /api/health answers. */
export async function startServer(
  storage: Storage,
  {
    port,
    logFile,
    timeoutMs = 90_000,
    build = 'bundle',
    pollMs = 250,
    env = {},
    bundle,
    nice,
  }: {
    port?: number;
    logFile?: string;
    timeoutMs?: number;
    build?: ServerBuild;
    pollMs?: number;
    /** Extra environment for this start (e.g. RENDER_WORKERS). */
    env?: Record<string, string>;
    /** Another build of the bundle to run instead of SERVER_BUNDLE (a before/after comparison). */
    bundle?: string;
    /**
     * Runs the server at this lower priority (`nice`, every thread of it): on a 2-core machine that also
     * runs the browser being measured, the page's own server would otherwise take its cores (bench/lighthouse.ts).
     */
    nice?: number;
  } = {},
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  if (build === 'bundle' && !bundle) await ensureServerBuilt();
  const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  // BENCH_SERVER_NODE_ARGS adds Node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [
    ...nodeArgs,
    ...(build === 'bundle' ? [bundle ?? SERVER_BUNDLE] : ['--import', 'tsx', SERVER_SOURCE_ENTRY]),
  ];
  const [command, ...commandArgs] = niced([process.execPath, ...args], nice);
  const child = spawn(command!, commandArgs, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...storage.env,
      NODE_ENV: 'production',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  if (typeof out === 'number') fs.closeSync(out);
  const url = `http://127.0.0.1:${listenPort}`;
  const server: ServerProcess = {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} while starting`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(pollMs);
  }
  await server.kill();
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shared bakery with varied price, start and sales, as the wizard sends it on 'Generate Reports'. */
export function questionnaireBody(prospectId: string, i: number) {
  const bakery = bakerySections(`Bench Bakery ${i}`);
  return {
    prospectId,
    ...bakery,
    productsServices: { ...bakery.productsServices, unitPrice: 12 + (i % 7) },
    revenueInfo: { ...bakery.revenueInfo, startMonth: String(i % 12) },
    salesVolume: { firstMonthSales: 300 + (i % 400) },
    isCompleted: true,
  };
}

/** A unique visitor; `run` tags every e-mail of one run so the checks find exactly that run's rows. */
export function newVisitor(run: string, i: number) {
  return {
    email: `${run}-${i}-${randomUUID().slice(0, 8)}@bench.example.com`,
    name: `Bench Visitor ${i}`,
    businessName: `Bench Bakery ${i}`,
    phone: '(555) 010-0000',
    consentToContact: true,
  };
}

/** The visitor cookie a response set, as a cookie header to send back; each simulated visitor keeps its own. */
export function visitorCookieFrom(setCookie: unknown): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
  const prefix = `${visitorCookieName({ https: false })}=`;
  const pair = all
    .map((c: unknown) => String(c).split(';')[0]!)
    .find((c) => c.startsWith(prefix) && c.length > prefix.length);
  return pair;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Parses `--name value` flags; unknown flags are an error so a typo does not run the wrong test. */
export function parseFlags(argv: readonly string[], known: Record<string, string>): Record<string, string> {
  const flags = { ...known };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = arg.replace(/^--/, '');
    if (!arg.startsWith('--') || !(name in known) || argv[i + 1] === undefined) {
      throw new Error(`Unknown or incomplete option ${arg}; options: ${Object.keys(known).join(', ')}`);
    }
    flags[name] = argv[++i]!;
  }
  return flags;
}

/** Stops a browser bench early when the web app has not been built (it serves apps/web/dist). */
export function requireBuiltWebApp(): void {
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    console.error('No built web app: run `npm run build` first.');
    process.exit(1);
  }
}

/** A JSON request to the bench's server, with a cookie if given; anything but a 2xx throws with the body. */
export async function call(url: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res;
}
