// The render pool itself (worker threads, queue, anonymous budget) and the image cache: no app, no database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeQuestionnaire } from '@trajectory/engine';
import { renderChartPng } from '../src/documents/charts/render';
import { createImageCache } from '../src/documents/render/image-cache';
import { ANONYMOUS_QUEUE, createRenderPool, type RenderPool } from '../src/documents/render/pool';
import { AppError } from '../src/lib/errors';
import { bakerySections } from './helpers/factories';
import { projectSections } from '../src/domains/questionnaires/statements/service';

const projection = projectSections(bakerySections());
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

describe('the render pool', () => {
  let pool: RenderPool;
  beforeAll(() => {
    pool = createRenderPool({ workers: 2, queue: 8 });
  });
  afterAll(async () => pool.close());

  it('draws a chart in a worker thread, byte for byte as the main thread would', async () => {
    const options = { businessName: 'Ada Bakes' };
    const inWorker = await pool.run('chartPng', { name: 'trend', projection, options });
    expect(Buffer.isBuffer(inWorker)).toBe(true);
    expect([...inWorker.subarray(0, 4)]).toEqual(PNG_MAGIC);
    expect(inWorker.equals(renderChartPng('trend', projection, options))).toBe(true);
    expect(pool.stats()).toMatchObject({ completed: 1, busy: 0 });
    expect(pool.stats().workers).toBeGreaterThanOrEqual(1);
  });

  it('builds the Excel workbook and a report PDF in workers', async () => {
    const normalized = normalizeQuestionnaire(bakerySections(), { completed: false });
    if (!normalized.ok) throw new Error('the bakery fixture must normalise');
    const [workbook, pdf] = await Promise.all([
      pool.run('workbook', { title: 'Ada Bakes', inputs: normalized.inputs, projection }),
      pool.run('reportPdf', {
        businessName: 'Ada Bakes',
        planName: 'Free',
        statements: ['profit_loss'],
        charts: ['expenses', 'trend'],
        inputs: normalized.inputs,
        projection,
        preparedAt: new Date('2026-11-23T12:00:00Z'),
      }),
    ]);
    expect(workbook.subarray(0, 2).toString()).toBe('PK');
    expect(workbook.length).toBeGreaterThan(50_000);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses work past its queue with 429 BUSY and Retry-After, and finishes what it accepted', async () => {
    const small = createRenderPool({ workers: 1, queue: 1 });
    try {
      const jobs = [1, 2, 3].map((i) =>
        small.run('chartPng', { name: 'expenses', projection, options: { width: 400 + i } }),
      );
      const settled = await Promise.allSettled(jobs);
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const refusal = (settled[2] as PromiseRejectedResult).reason as AppError;
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal.code).toBe('BUSY');
      expect(refusal.statusCode).toBe(429);
      expect(refusal.headers).toEqual({ 'retry-after': '2' });
      expect(small.stats()).toMatchObject({ completed: 2, refused: 1, queued: 0, busy: 0 });
    } finally {
      await small.close();
    }
  });
});

describe('anonymous rendering has a budget: founders and staff first', () => {
  it("starts a founder's job queued behind anonymous ones before them", async () => {
    const pool = createRenderPool({ workers: 1, queue: 8 });
    try {
      const finished: string[] = [];
      const run = (label: string, anonymous: boolean) =>
        pool
          .run('chartPng', { name: 'expenses', projection, options: { width: 800 } }, { anonymous })
          .then(() => finished.push(label));
      // The first anonymous job takes the only worker; two more wait; then a founder's job arrives.
      const jobs = [run('anonymous 1', true), run('anonymous 2', true), run('anonymous 3', true)];
      expect(pool.stats()).toMatchObject({ busy: 1, queued: 2 });
      jobs.push(run('founder', false));
      await Promise.all(jobs);
      expect(finished).toEqual(['anonymous 1', 'founder', 'anonymous 2', 'anonymous 3']);
    } finally {
      await pool.close();
    }
  });

  it("queues a share link viewer's job after founders' and staff's, before anonymous ones (issue #26)", async () => {
    const pool = createRenderPool({ workers: 1, queue: 8 });
    try {
      const finished: string[] = [];
      const run = (label: string, options: { anonymous?: boolean; sharedViewer?: boolean }) =>
        pool
          .run('chartPng', { name: 'expenses', projection, options: { width: 800 } }, options)
          .then(() => finished.push(label));
      // The first job takes the only worker; the others wait and are served by their priority.
      const jobs = [
        run('first', { anonymous: true }),
        run('anonymous', { anonymous: true }),
        run('shared', { sharedViewer: true }),
        run('founder', {}),
      ];
      expect(pool.stats()).toMatchObject({ busy: 1, queued: 3 });
      await Promise.all(jobs);
      expect(finished).toEqual(['first', 'founder', 'shared', 'anonymous']);
    } finally {
      await pool.close();
    }
  });

  it('lets anonymous jobs hold only half the workers, and queue only a few, while founders still get in', async () => {
    const pool = createRenderPool({ workers: 2, queue: 64 });
    try {
      const job = (anonymous: boolean) =>
        pool.run('chartSvg', { name: 'trend', projection, options: {} }, { anonymous });
      const anonymous = Array.from({ length: ANONYMOUS_QUEUE + 2 }, () => job(true));
      // One worker draws for the public; the rest wait in their own short line, the overflow is refused.
      expect(pool.stats()).toMatchObject({ busy: 1, queued: ANONYMOUS_QUEUE });
      const founder = job(false);
      expect(pool.stats().busy).toBe(2);
      const settled = await Promise.allSettled([...anonymous, founder]);
      const refused = settled.filter((s) => s.status === 'rejected') as PromiseRejectedResult[];
      expect(refused).toHaveLength(1);
      expect((refused[0]!.reason as AppError).code).toBe('BUSY');
      expect(settled.at(-1)!.status).toBe('fulfilled');
    } finally {
      await pool.close();
    }
  });
});

describe('the image cache', () => {
  it('drops the least recently used image first and never holds more than its bytes', () => {
    const cache = createImageCache(10);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', Buffer.alloc(4)); // 12 bytes > 10: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats()).toEqual({ entries: 2, bytes: 8 });
    cache.set('huge', Buffer.alloc(11)); // larger than the whole cache: not kept
    expect(cache.get('huge')).toBeUndefined();
  });
});
