// index.html of the statements pages carries their chunks and, for a browser with a session, their API
// reads as preloads (issue #16 item 5); anything else in the URL never reaches the HTML.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadPagePreloads } from '../src/http/pages/page-preloads';
import { testConfig } from '../src/infra/config';
import type { DatabaseHandle } from '../src/infra/db/client';
import { createTestDatabase } from './helpers/test-db';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-preloads-'));
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" href="/assets/shared-1.js"></head><body><div id="root"></div></body></html>';
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_table-1.js': { file: 'assets/table-1.js', imports: ['_shared-1.js'] },
  'src/features/results/results-page.tsx': {
    file: 'assets/results-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_table-1.js', '_shared-1.js'],
  },
  'src/features/statements/full-statements-page.tsx': {
    file: 'assets/full-statements-page-1.js',
    isDynamicEntry: true,
    imports: ['_table-1.js'],
  },
  'src/features/shared/shared-plan-page.tsx': {
    file: 'assets/shared-plan-page-1.js',
    isDynamicEntry: true,
    imports: ['_table-1.js'],
  },
  'src/features/sample-report/sample-report-page.tsx': {
    file: 'assets/sample-report-page-1.js',
    isDynamicEntry: true,
    imports: ['_table-1.js'],
  },
  'src/features/checkout/checkout-page.tsx': {
    file: 'assets/checkout-page-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js'],
  },
  'src/features/questionnaire/questionnaire-page.tsx': {
    file: 'assets/questionnaire-page-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js'],
  },
};

const PROSPECT = '11111111-2222-4333-8444-555555555555';
const QUESTIONNAIRE = '66666666-7777-4888-8999-000000000000';
const cookie = { cookie: 'trajectory_visitor=some-token' };

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, webDistDir: dist, version: '0.0.0-test' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="(preload|modulepreload)"[^>]* href="([^"]+)">/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

describe("a share link's page (issue #26)", () => {
  it('for anyone holding the link: its chunks and its one read, private, no-store, noindex by header and meta', async () => {
    const token = 'Zm9vYmFyYmF6cXV4cXV1eA';
    // No renderer in this build: the plain page, its read preloaded (the browser's read counts the view).
    const res = await app.inject({ url: `/shared/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex"></head>');
    expect(preloadsOf(res.body)).toEqual([
      'modulepreload /assets/shared-1.js',
      `preload /api/shared/${token}`,
      'modulepreload /assets/table-1.js',
      'modulepreload /assets/shared-plan-page-1.js',
    ]);
    // Anything but a token is not the page.
    const other = await app.inject({ url: `/shared/${token}/more` });
    expect(other.body).not.toContain('/api/shared/');
  });
});

describe('the sample report (issue #27 item 1)', () => {
  it('for any visitor, cookie or not: its chunks and its one public read, indexable', async () => {
    // No renderer in this build: the plain page, its read starting with the HTML.
    for (const headers of [{}, cookie]) {
      const res = await app.inject({ url: '/sample-report', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBeUndefined();
      expect(preloadsOf(res.body)).toEqual([
        'modulepreload /assets/shared-1.js',
        'preload /api/sample-report',
        'modulepreload /assets/table-1.js',
        'modulepreload /assets/sample-report-page-1.js',
      ]);
    }
    // Another path is not the page.
    const other = await app.inject({ url: '/sample-report/more' });
    expect(other.body).not.toContain('/api/sample-report');
  });
});

describe("the founder's checkout and questionnaire (issue #27 item 1)", () => {
  it('the plain frame (no renderer in this build): their chunks, and with a session their first reads', async () => {
    const checkout = await app.inject({
      url: `/checkout?product=financial_statements&prospectId=${PROSPECT}`,
      headers: cookie,
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.headers.vary).toContain('Cookie');
    expect(preloadsOf(checkout.body)).toEqual([
      'modulepreload /assets/shared-1.js',
      `preload /api/prospects/${PROSPECT}`,
      'preload /api/products',
      'preload /api/public-config',
      'preload /api/access/session',
      'modulepreload /assets/checkout-page-1.js',
    ]);
    const wizard = await app.inject({ url: `/questionnaire/${PROSPECT}?step=2`, headers: cookie });
    expect(preloadsOf(wizard.body)).toEqual([
      'modulepreload /assets/shared-1.js',
      `preload /api/prospects/${PROSPECT}`,
      `preload /api/questionnaires/prospect/${PROSPECT}`,
      'preload /api/products',
      'preload /api/public-config',
      'modulepreload /assets/questionnaire-page-1.js',
    ]);
    // The correction reads the questionnaire it names, not the list.
    const review = await app.inject({
      url: `/questionnaire/${PROSPECT}?questionnaireId=${QUESTIONNAIRE}&edit=true`,
      headers: cookie,
    });
    expect(preloadsOf(review.body)).toContain(`preload /api/questionnaires/${QUESTIONNAIRE}`);
    expect(preloadsOf(review.body)).not.toContain(`preload /api/questionnaires/prospect/${PROSPECT}`);
    // No session: the chunks alone.
    const stranger = await app.inject({ url: `/questionnaire/${PROSPECT}` });
    expect(preloadsOf(stranger.body)).toEqual([
      'modulepreload /assets/shared-1.js',
      'modulepreload /assets/questionnaire-page-1.js',
    ]);
    // Not the page: a bad id, a checkout without its product.
    for (const url of [
      '/questionnaire/%22%3E%3Cscript%3E',
      `/questionnaire/${PROSPECT}?questionnaireId=nope`,
      `/checkout?prospectId=${PROSPECT}`,
    ]) {
      const res = await app.inject({ url, headers: cookie });
      expect(res.body, url).toBe(indexHtml);
    }
  });
});

describe('preloads of the statements pages', () => {
  it('the results page: its own chunks, not the entry’s, and its reads for a browser with a session', async () => {
    const res = await app.inject({
      url: `/results/${PROSPECT}?questionnaireId=${QUESTIONNAIRE}`,
      headers: cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(preloadsOf(res.body)).toEqual([
      'modulepreload /assets/shared-1.js',
      `preload /api/profit-loss/questionnaire/${QUESTIONNAIRE}`,
      `preload /api/prospects/${PROSPECT}`,
      'preload /api/products',
      `preload /api/questionnaires/${QUESTIONNAIRE}`,
      'modulepreload /assets/table-1.js',
      'modulepreload /assets/results-page-1.js',
    ]);
  });

  it('the full statements page: the three statements of the latest questionnaire', async () => {
    const res = await app.inject({ url: `/full-statements/${PROSPECT}`, headers: cookie });
    expect(preloadsOf(res.body).filter((p) => p.startsWith('preload '))).toEqual([
      `preload /api/profit-loss/${PROSPECT}`,
      `preload /api/balance-sheet/${PROSPECT}`,
      `preload /api/cash-flow/${PROSPECT}`,
      `preload /api/prospects/${PROSPECT}`,
      'preload /api/products',
    ]);
  });

  it('no data preloads without a session, for a bad questionnaire id, and nothing of a bad path', async () => {
    const stranger = await app.inject({ url: `/results/${PROSPECT}` });
    expect(preloadsOf(stranger.body)).toEqual([
      'modulepreload /assets/shared-1.js',
      'modulepreload /assets/table-1.js',
      'modulepreload /assets/results-page-1.js',
    ]);
    const badQuery = await app.inject({
      url: `/results/${PROSPECT}?questionnaireId=%22%3E%3Cscript%3Ealert(1)%3C/script%3E`,
      headers: cookie,
    });
    expect(badQuery.body).not.toContain('<script>alert');
    expect(preloadsOf(badQuery.body).some((p) => p.startsWith('preload '))).toBe(false);
    const badPath = await app.inject({ url: '/results/%22%3E%3Cscript%3E', headers: cookie });
    expect(badPath.statusCode).toBe(200);
    expect(badPath.body).toBe(indexHtml);
    const other = await app.inject({ url: '/reports', headers: cookie });
    expect(other.body).toBe(indexHtml);
  });
});

describe('a drawn page names its own chunks for the boot script (issue #27)', () => {
  // The boot script of a page the server drew, as the build writes it: the entry's chunks to fetch.
  const drawnHtml =
    '<html><head></head><body><div id="root" data-hydrate>…</div>' +
    '<script defer src="/assets/landing-boot-1.js" data-entry="/assets/index-1.js" ' +
    'data-preload="/assets/shared-1.js"></script></body></html>';
  const pageChunksOf = (html: string) =>
    / data-page-preload="([^"]*)" data-preload=/.exec(html)?.[1]?.split(' ');

  it("each drawn page's route chunks, after its imports, less those index.html and the boot script fetch", () => {
    const preloads = loadPagePreloads(dist);
    expect(pageChunksOf(preloads.withPageChunks(`/results/${PROSPECT}`, drawnHtml))).toEqual([
      '/assets/table-1.js',
      '/assets/results-page-1.js',
    ]);
    expect(
      pageChunksOf(
        preloads.withPageChunks(`/full-statements/${PROSPECT}?questionnaireId=${QUESTIONNAIRE}`, drawnHtml),
      ),
    ).toEqual(['/assets/table-1.js', '/assets/full-statements-page-1.js']);
    expect(pageChunksOf(preloads.withPageChunks('/shared/Zm9vYmFyYmF6cXV4cXV1eA', drawnHtml))).toEqual([
      '/assets/table-1.js',
      '/assets/shared-plan-page-1.js',
    ]);
    expect(pageChunksOf(preloads.withPageChunks('/sample-report', drawnHtml))).toEqual([
      '/assets/table-1.js',
      '/assets/sample-report-page-1.js',
    ]);
    expect(
      pageChunksOf(
        preloads.withPageChunks(`/checkout?product=financial_statements&prospectId=${PROSPECT}`, drawnHtml),
      ),
    ).toContain('/assets/checkout-page-1.js');
    expect(pageChunksOf(preloads.withPageChunks(`/questionnaire/${PROSPECT}`, drawnHtml))).toContain(
      '/assets/questionnaire-page-1.js',
    );
    // A chunk the boot script fetches already is not named twice.
    const withTable = drawnHtml.replace(
      'data-preload="/assets/shared-1.js"',
      'data-preload="/assets/table-1.js"',
    );
    expect(pageChunksOf(preloads.withPageChunks('/sample-report', withTable))).toEqual([
      '/assets/sample-report-page-1.js',
    ]);
  });

  it('leaves any other page, and a page without the boot script, as it is', () => {
    const preloads = loadPagePreloads(dist);
    expect(preloads.withPageChunks('/checkout/unknown', drawnHtml)).toBe(drawnHtml);
    expect(preloads.withPageChunks('/admin', drawnHtml)).toBe(drawnHtml);
    expect(preloads.withPageChunks(`/results/${PROSPECT}`, '<html></html>')).toBe('<html></html>');
  });
});
