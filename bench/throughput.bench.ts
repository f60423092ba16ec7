// Throughput ratio: the real app's GET /api/products against a bare Fastify hello-world, same machine, same run.
// Run: npm run throughput -w @trajectory/bench   (or: npx tsx bench/throughput.bench.ts [seconds] [connections])
// The hello-world runs in a child process of its own; the app runs as `npm start` runs it (the server bundle,
// NODE_ENV=production, the production logger at LOG_LEVEL=info writing to stdout, here a file), so the
// figure includes what production logging costs. Each server is on 127.0.0.1 in its own process, so
// autocannon (here) does not share its event loop.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createStorage, startServer } from './server-harness';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const WARM_UP_SECONDS = 2;

/** `info` is what `npm start` logs (the configuration's default); `silent` shows what logging costs. */
type LogLevel = 'info' | 'silent';
type Target = { name: string; serve: 'app' | 'hello'; path: string; logLevel?: LogLevel };
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
type Running = { url: string; stop: () => Promise<{ lines: number; completed: number } | undefined> };

async function startTarget(target: Target, logDir: string): Promise<Running> {
  if (target.serve === 'hello') {
    const { child, port } = await startHello();
    return { url: `http://127.0.0.1:${port}`, stop: async () => void (await stopChild(child)) };
  }
  const storage = await createStorage('pglite');
  const logFile = path.join(logDir, `${TARGETS.indexOf(target)}.log`);
  // As `npm start` runs it: the bundle, production, rate limits on, the logger at the given level.
  const server = await startServer(storage, {
    logFile,
    env: { LOG_LEVEL: target.logLevel ?? 'info', RATE_LIMITS: 'on' },
  });
  return {
    url: server.url,
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

type Figures = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
};

/** The q-quantile of sorted values (nearest rank). */
const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function drive(url: string, seconds: number): Promise<Figures> {
  // autocannon's summary has p97.5 but no p95, so every response time is kept and ranked here.
  const times: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  );
  const result = await instance;
  times.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 100) / 100;
  return {
    rps: result.requests.average,
    p50: ms(quantile(times, 0.5)),
    p95: ms(quantile(times, 0.95)),
    p99: ms(quantile(times, 0.99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

async function main() {
  console.log(
    `Throughput: ${CONNECTIONS} connections, ${SECONDS} s per target after ${WARM_UP_SECONDS} s warm-up, loopback only\n`,
  );
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-throughput-'));
  const rows: Array<{ target: Target; figures: Figures; logged?: { lines: number; completed: number } }> = [];
  for (const target of TARGETS) {
    const running = await startTarget(target, logDir);
    let figures: Figures | undefined;
    let warmUp: Figures | undefined;
    try {
      const url = `${running.url}${target.path}`;
      warmUp = await drive(url, WARM_UP_SECONDS);
      figures = await drive(url, SECONDS);
    } finally {
      const logged = await running.stop();
      // Every answered request has its line once the server has stopped (the logger flushes on SIGTERM).
      if (figures && warmUp) {
        rows.push({ target, figures, logged });
        const answered = figures.total + warmUp.total;
        if (logged && target.logLevel === 'info' && logged.completed < answered) {
          console.error(
            `${target.name}: ${answered} requests answered but ${logged.completed} "request completed" lines written`,
          );
          process.exitCode = 1;
        }
      }
    }
  }
  fs.rmSync(logDir, { recursive: true, force: true });
  console.log('| target | req/s | p50 ms | p95 ms | p99 ms | requests | errors | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { target, figures: f } of rows) {
    console.log(
      `| ${target.name} | ${Math.round(f.rps).toLocaleString('en-US')} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.total.toLocaleString('en-US')} | ${f.errors} | ${f.non2xx} |`,
    );
  }
  const [hello, products, silent, health] = rows.map((r) => r.figures);
  const share = (f: Figures) =>
    `${((f.rps / hello!.rps) * 100).toFixed(1)}% of the hello-world's requests per second (1 : ${(hello!.rps / f.rps).toFixed(1)})`;
  console.log(`\nratio: GET /api/products serves ${share(products!)}`);
  console.log(`       (with LOG_LEVEL=silent ${share(silent!)}; GET /api/health ${share(health!)})`);
  const logged = rows[1]!.logged;
  console.log(
    `\nlogging measured: the server bundle as \`npm start\` runs it, NODE_ENV=production, LOG_LEVEL=info, ` +
      `stdout to a file; ${logged?.lines.toLocaleString('en-US')} lines written for ` +
      `${rows[1]!.figures.total.toLocaleString('en-US')} measured requests (warm-up included in the lines)`,
  );
  if (rows.some((r) => r.figures.errors > 0 || r.figures.non2xx > 0)) process.exitCode = 1;
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await serveHello();
else await main();
