// Issue #27 item 5: production log lines are written asynchronously, in batches, and none is lost when
// the server is stopped. The real server process (its bundle, as `npm start` runs it; NODE_ENV=production,
// LOG_LEVEL=info) answers requests, gets SIGTERM right after the last answer, and every request's line,
// the last lines included, has reached stdout when it exits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { serverMain } from './helpers/server-bundle';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-log-flush-'));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Line = { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } };

it('no log line is lost on SIGTERM: every request answered has its line, the last ones included', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, [await serverMain()], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'flush-admin',
      ADMIN_PASSWORD: 'flush-admin-password',
      RENDER_WORKERS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const token = 'flushflushflushflushflushflush12';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited while starting: ${stderr}`);
      if (Date.now() > deadline) throw new Error('the server did not start');
      const up = await fetch(`${base}/api/health`).catch(() => undefined);
      if (up?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }

    // 400 answered reads in bursts of 20, then SIGTERM at once: the last lines are still in the buffer.
    const urls = Array.from({ length: 400 }, (_, i) =>
      i % 10 === 9 ? `/api/access/links/${token}` : `/api/products?n=${i}`,
    );
    for (let i = 0; i < urls.length; i += 20) {
      const answers = await Promise.all(urls.slice(i, i + 20).map((url) => fetch(`${base}${url}`)));
      for (const answer of answers) await answer.arrayBuffer();
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }

  const lines = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);
  const completed = lines.filter((line) => line.msg === 'request completed');
  const products = completed.filter((line) => line.req?.url.startsWith('/api/products?n='));
  expect(new Set(products.map((line) => line.req!.url)).size).toBe(360);
  expect(completed.filter((line) => line.req?.url === '/api/access/links/[redacted]')).toHaveLength(40);
  // The last request's line is there, and the shutdown's own lines come after every request's.
  expect(products.some((line) => line.req!.url === '/api/products?n=398')).toBe(true);
  expect(lines.at(-2)?.msg).toBe('SIGTERM received, closing');
  expect(lines.at(-1)?.msg).toBe('closed');
  expect(stdout).not.toContain(token);
}, 240_000);
