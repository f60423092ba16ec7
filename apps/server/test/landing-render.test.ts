// The landing page drawn with its data (issue #27 item 2): the server sends "/" with the plans, the contact
// block and the browser's access already in the HTML and the query cache beside it, so the page is
// complete without its script, which waits for the first press (data-on-press). Without the renderer's
// landing template, or when a read fails, "/" is the page the build prerendered. The renderer is built
// from apps/web/src/prerender.tsx, as `npm run build` builds it, once per run (helpers/web-renderer.ts).
// One database is enough: the landing page is drawn from the plans and settings other files read on both.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/infra/config';
import type { DatabaseHandle } from '../src/infra/db/client';
import { createTestDatabase } from './helpers/test-db';
import { copyWebRenderer } from './helpers/web-renderer';
import { registerVisitor } from './helpers/visitor';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
// Inside the web app's node_modules, so the renderer resolves its packages (react, clsx) as Node does for
// apps/web/dist-ssr.
const tmp = fs.mkdtempSync(path.join(webRoot, 'node_modules', '.trajectory-landing-'));
const dist = path.join(tmp, 'dist');
const ssrDir = path.join(tmp, 'dist-ssr');
const PRERENDERED = '<!doctype html><html><body><div id="root" data-hydrate>prerendered</div></body></html>';
const landingTemplate =
  '<!doctype html><html><head><script defer src="/assets/landing-boot-1.js" data-entry="/assets/index-1.js" ' +
  'data-on-press></script></head><body><div id="root" data-hydrate><!--ssr-html--></div><!--ssr-state-->' +
  '</body></html>';

let app: FastifyInstance;
let database: DatabaseHandle;

/** The query keys of the cache the page carries, as the browser reads it. */
function stateOf(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | null {
  const match = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

beforeAll(async () => {
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(tmp, 'package.json'), '{"type":"module"}');
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'landing.html'), PRERENDERED);
  await copyWebRenderer(ssrDir);
  fs.writeFileSync(
    path.join(ssrDir, 'page.html'),
    '<html><body><div id="root" data-hydrate><!--ssr-html--></div><!--ssr-state--></body></html>',
  );
  fs.writeFileSync(path.join(ssrDir, 'landing.html'), landingTemplate);
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, webDistDir: dist, version: '0.0.0-test' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the landing page sent with its data', () => {
  it('a first visit: the plans the API lists and the contact block are in the HTML, its script waits', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.body).toContain('data-on-press');
    expect(res.body).toContain('>3-Year Financial Projections</h1>');
    const products = (await app.inject({ url: '/api/products' })).json<
      { name: string; isActive: boolean }[]
    >();
    const active = products.filter((product) => product.isActive);
    expect(active.length).toBeGreaterThan(0);
    expect(res.body.match(/data-testid="product-card"/g)).toHaveLength(active.length);
    for (const product of active) expect(res.body).toContain(`>${product.name}</`);
    expect(res.body).not.toContain('Loading products');
    // No access in this browser: the header offers Access Reports.
    expect(res.body).toContain('Access Reports');
    const state = stateOf(res.body);
    expect(state?.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ['/api/products'],
        ['/api/contact-settings'],
        ['/api/social-media/active'],
        ['/api/access/session'],
      ]),
    );
    expect(state?.queries.find((q) => q.queryKey[0] === '/api/access/session')?.state.data).toEqual({
      prospects: [],
    });
  });

  it("a browser with access: the header's links are this browser's, in the HTML", async () => {
    const { prospect, cookie } = await registerVisitor(app, { businessName: 'Landing Bakes' });
    const res = await app.inject({ url: '/', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('My Reports');
    expect(res.body).not.toContain('>Access Reports<');
    const session = stateOf(res.body)?.queries.find((q) => q.queryKey[0] === '/api/access/session');
    expect(JSON.stringify(session?.state.data)).toContain(prospect.id);
    // Another browser gets none of it.
    const stranger = await app.inject({ url: '/' });
    expect(stranger.body).not.toContain(prospect.id);
    expect(stranger.body).not.toContain('My Reports');
  });

  it('a HEAD request and a page without its template get the prerendered page', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    fs.rmSync(path.join(ssrDir, 'landing.html'));
    const other = await buildApp({ config: testConfig(), database, webDistDir: dist, version: '0.0.0-test' });
    try {
      const res = await other.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(PRERENDERED);
    } finally {
      await other.close();
      fs.writeFileSync(path.join(ssrDir, 'landing.html'), landingTemplate);
    }
  });
});
