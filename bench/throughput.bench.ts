// Throughput ratio: the real app's GET /api/products against a bare Fastify hello-world, same machine, same run.
// Run: npm run throughput -w @trajectory/bench   (or: npx tsx bench/throughput.bench.ts [seconds] [connections] [rounds])
// The hello-world runs in a child process of its own; the app runs as `npm start` runs it (the server bundle,
// NODE_ENV=production, the production logger at LOG_LEVEL=info writing to stdout, here a file), so the
// figure includes what production logging costs. Each server is on 127.0.0.1 in its own process, so
// autocannon (here) does not share its event loop.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { createStorage, processTreeCpuMs, startServer } from './server-harness';
import { loadAutocannon } from './tools/index.mjs';

const autocannon = await loadAutocannon();

const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const ROUNDS = Number(process.argv[4] ?? 3);
const WARM_UP_SECONDS = 2;

/** `info` is what `npm start` logs (the configuration's default); `silent` shows what logging costs. */
type LogLevel = 'info' | 'silent';
type Target = { name: string; serve: 'app' | 'hello'; path: string; logLevel?: LogLevel; bundle?: string };
const TARGETS: Target[] = [
  { name: 'bare Fastify hello-world', serve: 'hello', path: '/' },
  { name: 'Trajectory GET /api/products', serve: 'app', path: '/api/products', logLevel: 'info' },
  // Not part of the ratio: the same read with logging off, and the app's cheapest route (one `select 1`).
  {
    name: 'Trajectory GET /api/products, LOG_LEVEL=silent',
    serve: 'app',
    path: '/api/products',
    logLevel: 'silent',
  },
  { name: 'Trajectory GET /api/health', serve: 'app', path: '/api/health', logLevel: 'info' },
];
// THROUGHPUT_COMPARE=<a copy of apps/server/dist>/main.js adds that build's GET /api/products at both levels,
// taking turns with the others: a before/after comparison under the same load.
const COMPARE = process.env.THROUGHPUT_COMPARE;
if (COMPARE) {
  for (const logLevel of ['info', 'silent'] as const) {
    TARGETS.push({
      name: `${COMPARE}: GET /api/products, LOG_LEVEL=${logLevel}`,
      serve: 'app',
      path: '/api/products',
      logLevel,
      bundle: path.resolve(COMPARE),
    });
  }
}

/** Child mode: start the hello-world on an ephemeral loopback port and print the port. */
async function serveHello() {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const address = await hello.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`LISTENING ${new URL(address).port}\n`);
}

function startHello(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve', 'hello'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`hello server exited with ${code} before listening`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One target's server: its base URL, and a stop that answers what it logged (after a SIGTERM). */
type Running = {
  url: string;
  pid: number;
  stop: () => Promise<{ lines: number; completed: number } | undefined>;
};

async function startTarget(target: Target, logDir: string): Promise<Running> {
  if (target.serve === 'hello') {
    const { child, port } = await startHello();
    return {
      url: `http://127.0.0.1:${port}`,
      pid: child.pid!,
      stop: async () => void (await stopChild(child)),
    };
  }
  const storage = await createStorage('pglite');
  const logFile = path.join(logDir, `${TARGETS.indexOf(target)}.log`);
  // As `npm start` runs it: the bundle, production, rate limits on, the logger at the given level.
  const server = await startServer(storage, {
    logFile,
    ...(target.bundle ? { bundle: target.bundle } : {}),
    env: { LOG_LEVEL: target.logLevel ?? 'info', RATE_LIMITS: 'on' },
  });
  return {
    url: server.url,
    pid: server.pid,
    stop: async () => {
      await server.stop();
      await storage.dispose();
      const lines = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
      return {
        lines: lines.length,
        completed: lines.filter((l) => l.includes('"request completed"')).length,
      };
    },
  };
}

type Run = { rps: number; times: number[]; errors: number; non2xx: number; total: number; cpuMs: number };

/** The q-quantile of sorted values (nearest rank). */
const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/**
 * Drives one server for `seconds`; `cpuMs` is the CPU its process (all its threads) used meanwhile, which
 * a busy machine disturbs far less than the requests per second.
 */
async function drive(url: string, seconds: number, pid?: number): Promise<Run> {
  const cpuBefore = pid === undefined ? undefined : processTreeCpuMs(pid);
  // autocannon's summary has p97.5 but no p95, so every response time is kept and ranked here.
  const times: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  );
  const result = await instance;
  const cpuAfter = pid === undefined ? undefined : processTreeCpuMs(pid);
  return {
    cpuMs: cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : cpuAfter - cpuBefore,
    rps: result.requests.average,
    times,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

async function main() {
  console.log(
    `Throughput: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target after ${WARM_UP_SECONDS} s ` +
      "warm-up, the targets taking turns (a shared machine's load drifts alike for all), loopback only\n",
  );
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-throughput-'));
  const running: Running[] = [];
  const runs = TARGETS.map(() => [] as Run[]);
  const answered = TARGETS.map(() => 0);
  const logged: Array<{ lines: number; completed: number } | undefined> = [];
  try {
    for (const target of TARGETS) running.push(await startTarget(target, logDir));
    const urls = TARGETS.map((target, i) => `${running[i]!.url}${target.path}`);
    for (const [i, url] of urls.entries()) answered[i]! += (await drive(url, WARM_UP_SECONDS)).total;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, url] of urls.entries()) {
        const run = await drive(url, SECONDS, running[i]!.pid);
        runs[i]!.push(run);
        answered[i]! += run.total;
      }
    }
  } finally {
    for (const server of running) logged.push(await server.stop());
    fs.rmSync(logDir, { recursive: true, force: true });
  }
  // Every answered request has its line once the server has stopped (the logger flushes on SIGTERM).
  TARGETS.forEach((target, i) => {
    const lines = logged[i];
    if (lines && target.logLevel === 'info' && lines.completed < answered[i]!) {
      console.error(
        `${target.name}: ${answered[i]} requests answered but ${lines.completed} "request completed" lines written`,
      );
      process.exitCode = 1;
    }
  });

  const ms = (v: number) => Math.round(v * 100) / 100;
  console.log(
    '| target | req/s (median of rounds) | rounds | server CPU µs/request | p50 ms | p95 ms | p99 ms | requests | errors | non-2xx |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  /** The server's CPU per answered request over all rounds, in µs. */
  const cpuPerRequest = (i: number) =>
    (runs[i]!.reduce((t, r) => t + r.cpuMs, 0) * 1000) / runs[i]!.reduce((t, r) => t + r.total, 0);
  TARGETS.forEach((target, i) => {
    const all = runs[i]!;
    const times = all.flatMap((r) => r.times).sort((a, b) => a - b);
    const sum = (key: 'errors' | 'non2xx' | 'total') => all.reduce((total, r) => total + r[key], 0);
    const rps = all.map((r) => Math.round(r.rps).toLocaleString('en-US')).join(' / ');
    console.log(
      `| ${target.name} | ${Math.round(median(all.map((r) => r.rps))).toLocaleString('en-US')} | ${rps} | ${Math.round(cpuPerRequest(i))} | ` +
        `${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.95))} | ${ms(quantile(times, 0.99))} | ` +
        `${sum('total').toLocaleString('en-US')} | ${sum('errors')} | ${sum('non2xx')} |`,
    );
  });
  /** The target's requests per second over the hello-world's, round by round: median (min–max). */
  const ratio = (i: number) => {
    const ratios = runs[i]!.map((r, round) => r.rps / runs[0]![round]!.rps).sort((a, b) => a - b);
    return `${median(ratios).toFixed(2)} (rounds ${ratios[0]!.toFixed(2)}–${ratios.at(-1)!.toFixed(2)})`;
  };
  /** The same ratio from CPU per request: what the requests per second would be with a core to itself. */
  const cpuRatio = (i: number) => (cpuPerRequest(0) / cpuPerRequest(i)).toFixed(2);
  console.log(
    `\nratio to the hello-world: GET /api/products ${ratio(1)}; by server CPU per request ${cpuRatio(1)}`,
  );
  console.log(
    `  with LOG_LEVEL=silent ${ratio(2)}, by CPU ${cpuRatio(2)}; GET /api/health ${ratio(3)}, by CPU ${cpuRatio(3)}`,
  );
  if (COMPARE) {
    console.log(
      `  ${COMPARE}: at info ${ratio(4)}, by CPU ${cpuRatio(4)}; silent ${ratio(5)}, by CPU ${cpuRatio(5)}`,
    );
  }
  console.log(
    `\nlogging measured: the server bundle as \`npm start\` runs it, NODE_ENV=production, LOG_LEVEL=info, ` +
      `stdout to a file; ${logged[1]?.lines.toLocaleString('en-US')} lines written for ` +
      `${answered[1]!.toLocaleString('en-US')} requests answered (warm-up included), all of them after SIGTERM`,
  );
  if (runs.flat().some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await serveHello();
else await main();
