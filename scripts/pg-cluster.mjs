// Starts a throwaway PostgreSQL cluster from /usr/lib/postgresql/15/bin on 127.0.0.1 and a free port.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses to run as root). */
function runPg(binary, args) {
  const exe = path.join(PG_BIN, binary);
  const [cmd, cmdArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  const result = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

export async function startCluster() {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL binaries not found in ${PG_BIN}; set PG_BIN or DATABASE_URL`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  runPg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  runPg('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    '-w',
    'start',
  ]);
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runPg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (err) {
      console.error(String(err));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, port, dir, stop };
}
