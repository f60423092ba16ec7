import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/infra/config';
import { products } from '../src/infra/db/schema/index';
import { createHotCache } from '../src/infra/hot-cache';
import { staffCaller } from './helpers/admin';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { testDatabaseKind } from './helpers/test-db';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

type ProductDto = { id: number; code: string; name: string; price: string };
const get = (app: FastifyInstance, url: string, etag?: string) =>
  app.inject({ url, headers: etag ? { 'if-none-match': etag } : {} });

async function waitFor(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe(`public lists from memory (${testDatabaseKind})`, () => {
  it('answers products with an ETag, 304 while unchanged, and the new list right after a staff edit', async () => {
    const first = await get(t.app, '/api/products');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/json');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get(t.app, '/api/products', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(t.app, '/api/products', `W/${etag}, "other"`)).statusCode).toBe(304);

    const p02 = (first.json() as ProductDto[]).find((p) => p.code === 'P02')!;
    const edited = await staff('PUT', `/api/admin/products/${p02.id}`, {
      code: 'P02',
      name: 'Full Reports Plus',
      type: 'Paid',
      price: '31.99',
      questionnairesPerEmail: 3,
      chartsCount: 6,
      statementsType: 'Complete',
      hasAiAssessment: true,
      acceptsPromoCodes: true,
    });
    expect(edited.statusCode).toBe(200);

    const after = await get(t.app, '/api/products', etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as ProductDto[]).find((p) => p.code === 'P02')).toMatchObject({
      name: 'Full Reports Plus',
      price: '31.99',
    });
  });

  it('a refused staff write keeps the cached copy (same ETag)', async () => {
    const before = await get(t.app, '/api/products');
    const refused = await staff('POST', '/api/admin/products', { code: 'x', name: '' });
    expect(refused.statusCode).toBe(400);
    expect((await get(t.app, '/api/products', String(before.headers.etag))).statusCode).toBe(304);
  });

  it('shows a new social link and new contact settings at once', async () => {
    expect((await get(t.app, '/api/social-media/active')).json()).toEqual([]);
    const created = await staff('POST', '/api/social-media', {
      platform: 'LinkedIn',
      account: 'trajectory',
      link: 'https://www.linkedin.com/company/trajectory',
    });
    expect(created.statusCode).toBe(201);
    expect((await get(t.app, '/api/social-media/active')).json()).toMatchObject([{ platform: 'LinkedIn' }]);

    const before = await get(t.app, '/api/contact-settings');
    const current = (await staff('GET', '/api/admin/contact-settings')).json() as { id: number };
    const saved = await staff('PUT', `/api/contact-settings/${current.id}`, {
      contactEmail: 'hello@example.com',
      contactFormTitle: 'Talk to us',
    });
    expect(saved.statusCode).toBe(200);
    const after = await get(t.app, '/api/contact-settings', String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ contactFormTitle: 'Talk to us', contactEmail: 'hello@example.com' });
  });

  it('public config carries an ETag too', async () => {
    const first = await get(t.app, '/api/public-config');
    expect(first.json()).toMatchObject({ payments: 'simulated' });
    expect((await get(t.app, '/api/public-config', String(first.headers.etag))).statusCode).toBe(304);
  });

  it('a staff write during a load makes the next request load again', async () => {
    const cache = createHotCache({ notify: async () => undefined, listen: () => async () => undefined });
    let release!: (value: string[]) => void;
    const slow = cache.get('products', () => new Promise<string[]>((resolve) => (release = resolve)));
    await cache.invalidate('products');
    const fresh = cache.get('products', async () => ['after']);
    release(['before']);
    expect((await slow).body).toBe('["before"]');
    expect((await fresh).body).toBe('["after"]');
    expect((await cache.get('products', async () => ['unused'])).body).toBe('["after"]');
  });
});

describe.runIf(testDatabaseKind === 'postgres')('across instances on PostgreSQL', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // A second instance on the same database, with its own memory: only NOTIFY can reach it.
    other = await buildApp({
      config: testConfig(),
      database: t.database,
      webDistDir: null,
      startWorkers: false,
    });
    await other.ready();
  });
  afterAll(async () => other.close());

  it("drops the other instance's copy when staff edit here", async () => {
    const cached = (await get(other, '/api/products')).json() as ProductDto[];
    const p03 = cached.find((p) => p.code === 'P03')!;
    const edited = await staff('PUT', `/api/admin/products/${p03.id}`, {
      code: 'P03',
      name: 'Expert Feedback Live',
      type: 'Paid',
      price: '59.99',
      questionnairesPerEmail: 5,
      chartsCount: 6,
      statementsType: 'Complete',
      hasAiAssessment: true,
      canBookMeeting: true,
    });
    expect(edited.statusCode).toBe(200);
    const seen = await waitFor(async () =>
      ((await get(other, '/api/products')).json() as ProductDto[]).some(
        (p) => p.name === 'Expert Feedback Live',
      ),
    );
    expect(seen).toBe(true);
  });

  it('reloads everything after its listening connection drops and comes back', async () => {
    await get(other, '/api/products');
    // A change no notice announces (as if sent while the listener was away), then the connection drops.
    await t.database.db
      .update(products)
      .set({ name: 'Free Projection Renamed' })
      .where(sql`code = 'P01'`);
    await t.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    const seen = await waitFor(async () =>
      ((await get(other, '/api/products')).json() as ProductDto[]).some(
        (p) => p.name === 'Free Projection Renamed',
      ),
    );
    expect(seen).toBe(true);
  });
});
