// Throughput ratio: the real app's GET /api/products against a bare Fastify hello-world, same machine, same run.
// Run: npm run throughput -w @trajectory/bench   (or: npx tsx bench/throughput.bench.ts [seconds] [connections])
// Each server runs in its own child process on 127.0.0.1, so autocannon (here) does not share its event loop.

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed';
import { loadAutocannon } from './tools/index.mjs';

const autocannon = await loadAutocannon();

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const WARM_UP_SECONDS = 2;

type Target = { name: string; serve: 'app' | 'hello'; path: string };
const TARGETS: Target[] = [
  { name: 'bare Fastify hello-world', serve: 'hello', path: '/' },
  { name: 'Trajectory GET /api/products', serve: 'app', path: '/api/products' },
  // Not part of the ratio: the app's cheapest route (one `select 1`), to show where the time goes.
  { name: 'Trajectory GET /api/health', serve: 'app', path: '/api/health' },
];

/** Child mode: start one server on an ephemeral loopback port and print the port. */
async function serve(kind: 'app' | 'hello') {
  let listen: () => Promise<string>;
  if (kind === 'hello') {
    const hello = Fastify({ logger: false });
    hello.get('/', async () => ({ hello: 'world' }));
    listen = () => hello.listen({ port: 0, host: '127.0.0.1' });
  } else {
    // Production-like: production mode (helmet, HSTS, no pretty logger), logging off, seeded embedded database.
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' });
    const database = await openPglite();
    await database.migrate();
    await seed(database.db, {
      adminUsername: 'bench',
      adminPassword: 'bench-password',
      supportEmail: 'b@example.com',
    });
    const app = await buildApp({ config, database, webDistDir: null });
    listen = () => app.listen({ port: 0, host: '127.0.0.1' });
  }
  const address = await listen();
  process.stdout.write(`LISTENING ${new URL(address).port}\n`);
}

function startChild(kind: 'app' | 'hello'): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve', kind],
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
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code} before listening`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
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
  const rows: Array<{ target: Target; figures: Figures }> = [];
  for (const target of TARGETS) {
    const { child, port } = await startChild(target.serve);
    try {
      const url = `http://127.0.0.1:${port}${target.path}`;
      await drive(url, WARM_UP_SECONDS);
      rows.push({ target, figures: await drive(url, SECONDS) });
    } finally {
      await stopChild(child);
    }
  }
  console.log('| target | req/s | p50 ms | p95 ms | p99 ms | requests | errors | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { target, figures: f } of rows) {
    console.log(
      `| ${target.name} | ${Math.round(f.rps).toLocaleString('en-US')} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.total.toLocaleString('en-US')} | ${f.errors} | ${f.non2xx} |`,
    );
  }
  const [hello, products, health] = rows.map((r) => r.figures);
  const share = (f: Figures) =>
    `${((f.rps / hello!.rps) * 100).toFixed(1)}% of the hello-world's requests per second (1 : ${(hello!.rps / f.rps).toFixed(1)})`;
  console.log(`\nratio: GET /api/products serves ${share(products!)}`);
  console.log(`       (GET /api/health serves ${share(health!)})`);
  if (rows.some((r) => r.figures.errors > 0 || r.figures.non2xx > 0)) process.exitCode = 1;
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await serve(process.argv[serveIndex + 1] as 'app' | 'hello');
else await main();
