// Issue #27 item 5: the production log's lines are gathered in memory and handed to pino's destination
// in batches (infra/logger.ts BatchedDestination): in order, at the size or after the quiet
// time, and all of them on flush, on a synchronous flush and on an exit nobody flushed for.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedDestination, LOG_FLUSH_MS } from '../src/infra/logger';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-log-batching-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

/** A destination that records what reaches it. */
function recorder() {
  const writes: string[] = [];
  const calls: string[] = [];
  return {
    writes,
    calls,
    destroyed: false,
    write(data: string) {
      writes.push(data);
      return true;
    },
    flush(callback?: (error?: Error) => void) {
      calls.push('flush');
      callback?.();
    },
    flushSync() {
      calls.push('flushSync');
    },
  };
}

const line = (i: number) => `{"msg":"request completed","n":${i}}\n`;

describe('BatchedDestination', () => {
  it('hands the lines on in one write once they reach the batch size, in order', () => {
    const out = recorder();
    const batched = new BatchedDestination(out, 200);
    for (let i = 0; i < 5; i++) batched.write(line(i));
    expect(out.writes).toEqual([]);
    for (let i = 5; i < 8; i++) batched.write(line(i));
    expect(out.writes).toEqual([Array.from({ length: 6 }, (_, i) => line(i)).join('')]);
    batched.flushSync();
    expect(out.writes.join('')).toBe(Array.from({ length: 8 }, (_, i) => line(i)).join(''));
    expect(out.calls).toEqual(['flushSync']);
    batched.end();
  });

  it('writes what a quiet moment gathered after the flush interval', () => {
    vi.useFakeTimers();
    const out = recorder();
    const batched = new BatchedDestination(out);
    batched.write(line(1));
    vi.advanceTimersByTime(LOG_FLUSH_MS - 1);
    expect(out.writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(out.writes).toEqual([line(1)]);
    vi.advanceTimersByTime(LOG_FLUSH_MS * 4);
    expect(out.writes).toHaveLength(1);
    batched.end();
  });

  it('flush hands on everything and calls back when the destination has written it', async () => {
    const out = recorder();
    const batched = new BatchedDestination(out);
    batched.write(line(1));
    batched.write(line(2));
    await new Promise<void>((resolve) => batched.flush(() => resolve()));
    expect(out.writes).toEqual([line(1) + line(2)]);
    expect(out.calls).toEqual(['flush']);
    batched.end();
  });

  it('a destination that gave up (a broken pipe) is left alone', () => {
    const out = { ...recorder(), destroyed: true };
    const batched = new BatchedDestination(out, 10);
    expect(batched.write(line(1))).toBe(true);
    batched.flushSync();
    expect(out.writes).toEqual([]);
    expect(out.calls).toEqual([]);
    batched.end();
  });

  // Every line, once and in order: each batch is written when it is handed on (`sync: true`, as production
  // builds it), so a synchronous flush finds no write under way that it cannot finish.
  it('through pino to a file: every line, once and in order, after a synchronous flush', () => {
    const file = path.join(tmp, 'pino.log');
    const fd = fs.openSync(file, 'w');
    const batched = new BatchedDestination(pino.destination({ dest: fd, sync: true }));
    const log = pino({ base: null, timestamp: false }, batched);
    for (let i = 0; i < 3000; i++) log.info({ n: i }, 'request completed');
    batched.flushSync();
    const numbers = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((text) => (JSON.parse(text) as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 3000 }, (_, i) => i));
    batched.end();
    fs.closeSync(fd);
  });
});

it('the production logger loses no line when the process exits without a flush', () => {
  // loggerOptions as production builds it (stdout), lines written, then process.exit at once.
  const script = `
    import pino from 'pino';
    import { loggerOptions } from './src/infra/logger.ts';
    const { logger } = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'production' });
    const log = pino(logger, logger.stream);
    for (let i = 0; i < 2000; i++) log.info({ n: i }, 'line');
    process.exit(3);
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: serverDir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH },
    timeout: 150_000,
  });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(3);
  const numbers = child.stdout
    .trim()
    .split('\n')
    .map((text) => (JSON.parse(text) as { n: number }).n);
  expect(numbers).toEqual(Array.from({ length: 2000 }, (_, i) => i));
});
