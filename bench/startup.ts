// Time from process start to the first 200 from /api/health on an existing database, for the bundled
// server (`npm start`) and the TypeScript sources compiled at start by tsx (how `npm start` ran before).
// Prints wall time and the server process's CPU time (user + system, from /proc), which a busy
// machine disturbs far less than wall time.
import fs from 'node:fs';
import { createStorage, startServer, type ServerBuild } from './server-harness';

const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const kind = process.env.STARTUP_DB === 'postgres' ? 'postgres' : 'pglite';
const BUILDS: ServerBuild[] = ['source', 'bundle'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** CPU milliseconds a live process has used so far (Linux), or NaN elsewhere. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the stat line, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

const storage = await createStorage(kind);
try {
  // The first start migrates and seeds; every timed start finds an existing database.
  await (await startServer(storage)).stop();
  const wall: Record<ServerBuild, number[]> = { bundle: [], source: [] };
  const cpu: Record<ServerBuild, number[]> = { bundle: [], source: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const build of BUILDS) {
      const started = performance.now();
      const server = await startServer(storage, { build, pollMs: 10 });
      wall[build].push(performance.now() - started);
      cpu[build].push(cpuMs(server.pid));
      await server.stop();
    }
  }
  console.log(`First /api/health answer after start, ${kind}, existing database, ${RUNS} runs each:`);
  for (const build of BUILDS) {
    const label = build === 'bundle' ? 'bundle (npm start)' : 'source through tsx';
    console.log(
      `  ${label.padEnd(20)} wall median ${median(wall[build]).toFixed(0)} ms (min ${Math.min(...wall[build]).toFixed(0)})` +
        `   CPU median ${median(cpu[build]).toFixed(0)} ms (min ${Math.min(...cpu[build]).toFixed(0)})`,
    );
  }
} finally {
  await storage.dispose();
}
