// The results and full statements pages rendered with the visitor's data (issue #16 item 5): a browser
// whose session holds the prospect gets the page drawn with its figures and the answers as JSON; anyone
// else gets the ordinary page, with nothing of the founder's in it. The web app's server renderer is built
// from apps/web/src/prerender.tsx, as `npm run build` builds it, once per run (helpers/web-renderer.ts).
// One database is enough: the pages are drawn from the API's answers; their reads are those statements.test.ts makes on both.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/infra/config';
import { loadPageRenderer } from '../src/http/pages/page-render';
import { configureRenderPool } from '../src/documents/render/pool';
import type { DatabaseHandle } from '../src/infra/db/client';
import { eq } from 'drizzle-orm';
import { SHARE_LINK_GONE, SHARE_LINK_UNKNOWN } from '@trajectory/contracts/sharing';
import type { TSampleReportResponse } from '@trajectory/contracts/sample-report';
import { SAMPLE_REPORT_API, SAMPLE_REPORT_PATH } from '@trajectory/contracts/sample-report-paths';
import { fieldOf, fieldsOfStep, formatMoney } from '@trajectory/engine';
import type { TProduct } from '@trajectory/contracts/products';
import { paths } from '@trajectory/contracts/paths';
import { pageReadUrl, renderedPageTarget } from '@trajectory/contracts/pages';
import { shareLinks } from '../src/infra/db/schema/index';
import { createCompletedRequest } from './helpers/admin';
import { bakerySections } from './helpers/factories';
import { createTestDatabase } from './helpers/test-db';
import { copyWebRenderer } from './helpers/web-renderer';
import { loginAsStaff } from './helpers/test-app';
import { registerVisitor } from './helpers/visitor';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
// Inside the web app's node_modules, so a worker thread resolves the renderer's packages (react, clsx) as
// Node does for apps/web/dist-ssr.
const tmp = fs.mkdtempSync(path.join(webRoot, 'node_modules', '.trajectory-ssr-'));
const dist = path.join(tmp, 'dist');
const ssrDir = path.join(tmp, 'dist-ssr');
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"><div>Loading…</div></div></body></html>';
const pageHtml =
  '<!doctype html><html><head><title>Trajectory — 3-Year Financial Projections</title>' +
  '<script defer src="/assets/landing-boot-1.js" data-entry="/assets/index-1.js">' +
  '</script></head><body><div id="root" data-hydrate><!--ssr-html--></div><!--ssr-state--></body></html>';
// A business name a visitor typed, that must not end the JSON's script element.
const NAME = 'Crumbs </script><script>alert(1)</script> & Co';

let app: FastifyInstance;
let database: DatabaseHandle;
let founder: { prospectId: string; questionnaireId: string; cookie: string };

async function completedFounder(name: string) {
  const { prospect, cookie } = await registerVisitor(app, { businessName: name });
  const sections = bakerySections();
  const saved = await app.inject({
    method: 'POST',
    url: '/api/questionnaires',
    headers: { cookie },
    payload: {
      prospectId: prospect.id,
      ...sections,
      businessInfo: { ...sections.businessInfo, name },
      isCompleted: true,
    },
  });
  expect(saved.statusCode).toBe(201);
  const questionnaireId = saved.json<{ id: string }>().id;
  const complete = await app.inject({
    method: 'POST',
    url: '/api/questionnaire/complete',
    headers: { cookie },
    payload: { questionnaireId },
  });
  expect(complete.statusCode).toBe(200);
  return { prospectId: prospect.id, questionnaireId, cookie };
}

beforeAll(async () => {
  fs.mkdirSync(dist, { recursive: true });
  // The renderers are ES modules, as in apps/web (a worker thread loads them as Node does).
  fs.writeFileSync(path.join(tmp, 'package.json'), '{"type":"module"}');
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  await copyWebRenderer(ssrDir);
  fs.writeFileSync(path.join(ssrDir, 'page.html'), pageHtml);
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, webDistDir: dist, version: '0.0.0-test' });
  await app.ready();
  founder = await completedFounder(NAME);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Asks for a page that must go out as the ordinary one: the frame, never cached, varying by cookie. */
async function expectPlainPage(ask: { url: string; headers?: Record<string, string> }) {
  const res = await app.inject(ask);
  expect(res.statusCode, ask.url).toBe(200);
  expect(res.body, ask.url).toBe(indexHtml);
  expect(res.headers['cache-control'], ask.url).toBe('no-cache');
  expect(res.headers.vary, ask.url).toContain('Cookie');
  return res;
}

/** The query cache the page carries, parsed as the browser parses it. */
function stateOf(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | null {
  const match = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('the statements pages rendered with their data', () => {
  it('the results page of a founder with a session: its figures, its JSON, private and noindex', async () => {
    const res = await app.inject({
      url: `/results/${founder.prospectId}`,
      headers: { cookie: founder.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<div id="root" data-hydrate>');
    expect(res.body).toContain('Profit &amp; Loss Statement');
    expect(res.body).toContain('What your business is projected to earn and spend');
    expect(res.body).toContain('Your 3-Year Profit &amp; Loss Projection');
    // The tab is named by the page from the first byte (the browser then leaves the title alone), once.
    expect(res.body).toContain('<title>Your 3-Year Profit &amp; Loss Projection — Trajectory</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    // The business name a visitor typed is text in the page and escaped in the JSON.
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('Crumbs &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    const state = stateOf(res.body);
    expect(state?.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ['/api/profit-loss', founder.prospectId],
        ['/api/prospects', founder.prospectId],
        ['/api/products'],
        ['/api/questionnaires', founder.questionnaireId],
      ]),
    );
    const questionnaire = state!.queries.find((q) => q.queryKey[0] === '/api/questionnaires');
    expect(JSON.stringify(questionnaire?.state.data)).toContain(NAME);
    // The same figures the API answers.
    const profitLoss = await app.inject({
      url: `/api/profit-loss/${founder.prospectId}`,
      headers: { cookie: founder.cookie },
    });
    const fromPage = state!.queries.find((q) => q.queryKey[0] === '/api/profit-loss')?.state.data;
    expect(fromPage).toMatchObject({ questionnaireId: founder.questionnaireId });
    expect((fromPage as { profitLoss: unknown }).profitLoss).toEqual(profitLoss.json().profitLoss);
  });

  it('goes out compressed to a browser that accepts it', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({
        url: `/results/${founder.prospectId}`,
        headers: { cookie: founder.cookie, 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(decode(res.rawPayload).toString('utf8')).toContain('id="ssr-state"');
    }
  });

  it('with ?questionnaireId= the page reads that questionnaire', async () => {
    const res = await app.inject({
      url: `/results/${founder.prospectId}?questionnaireId=${founder.questionnaireId}`,
      headers: { cookie: founder.cookie },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(stateOf(res.body)?.queries.map((q) => q.queryKey)).toContainEqual([
      '/api/profit-loss/questionnaire',
      founder.questionnaireId,
    ]);
  });

  it('no cookie, a stranger, another founder and a bad id get the ordinary page, with nothing of the founder', async () => {
    const other = await completedFounder('Other Bakery');
    const stranger = await registerVisitor(app);
    const asks = [
      { url: `/results/${founder.prospectId}` },
      { url: `/results/${founder.prospectId}`, headers: { cookie: 'trajectory_visitor=not-a-session' } },
      { url: `/results/${founder.prospectId}`, headers: { cookie: stranger.cookie } },
      { url: `/full-statements/${founder.prospectId}`, headers: { cookie: other.cookie } },
      {
        url: `/results/${founder.prospectId}?questionnaireId=${other.questionnaireId}`,
        headers: { cookie: founder.cookie },
      },
      { url: `/results/${founder.prospectId}?questionnaireId=nope`, headers: { cookie: founder.cookie } },
    ];
    for (const ask of asks) {
      const res = await expectPlainPage(ask);
      expect(res.body).not.toContain('Crumbs');
    }
  });

  it('a free plan has no balance sheet: its full statements page is the ordinary page', async () => {
    const res = await app.inject({
      url: `/full-statements/${founder.prospectId}`,
      headers: { cookie: founder.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
  });

  it('staff see a founder’s full statements rendered, once the plan has them', async () => {
    const staff = await loginAsStaff(app);
    const granted = await app.inject({
      method: 'POST',
      url: `/api/admin/prospects/${founder.prospectId}/grant-plan`,
      headers: { cookie: staff },
      payload: { productCode: 'P02', amount: '350.00' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const res = await app.inject({
      url: `/full-statements/${founder.prospectId}`,
      headers: { cookie: staff },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Financial Statements');
    expect(res.body).toContain('What your business is projected to earn');
    const keys = stateOf(res.body)?.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['/api/balance-sheet', '/api/cash-flow']));
    // The founder sees the same page.
    const own = await app.inject({
      url: `/full-statements/${founder.prospectId}`,
      headers: { cookie: founder.cookie },
    });
    expect(own.headers['cache-control']).toBe('private, no-store');
    // The tab names the business, escaped like the page's text.
    expect(own.body).toContain(
      '<title>Crumbs &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co - Financial Statements — Trajectory</title>',
    );
  });
});

describe("a share link's page (issue #26), drawn for anyone holding the link", () => {
  it('a live link: drawn with its read, counted once, private, noindex; revoked 410 and unknown 404 say so', async () => {
    const made = await createCompletedRequest(app, database.db, {
      prospect: { selectedPlanCode: 'P02', businessName: 'Share Bakery' },
    });
    const created = await app.inject({
      method: 'POST',
      url: `/api/questionnaires/${made.questionnaireId}/share-links`,
      headers: { cookie: made.cookie },
      payload: { label: 'First Bank', expiresInDays: 30, allowDownloads: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { link, path: pagePath } = created.json() as { link: { id: string }; path: string };
    const token = pagePath.split('/').pop()!;

    // No cookie: anyone holding the link.
    const res = await app.inject({ url: pagePath, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.cookies).toEqual([]);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<div id="root" data-hydrate>');
    expect(res.body).toContain('Shared with First Bank');
    expect(res.body).toContain('<title>Ada Bakes - Financial Statements — Trajectory</title>');
    expect(res.body).toContain('Profit &amp; Loss Statement');
    expect(res.body).toContain('Latest version (version 1), saved');
    expect(res.body).toContain('Download PDF Report');
    // No founder action on it.
    for (const action of ['Edit answers', 'My Reports Dashboard', 'Book Expert', 'Upgrade']) {
      expect(res.body).not.toContain(action);
    }
    const state = stateOf(res.body);
    expect(state?.queries.map((q) => q.queryKey)).toEqual([['/api/shared', token]]);
    const api = await app.inject({ url: `/api/shared/${token}` });
    const fromPage = state!.queries[0]!.state.data as { plan: { profitLoss: unknown } };
    expect(fromPage.plan.profitLoss).toEqual(api.json().profitLoss);
    // The page's render counted one view, the API read above another.
    const [row] = await database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.viewCount).toBe(2);
    // A HEAD (a link checker) is answered but not drawn nor counted.
    const head = await app.inject({ method: 'HEAD', url: pagePath });
    expect(head.statusCode).toBe(200);
    const [after] = await database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(after!.viewCount).toBe(2);

    // A link pinned to the current version says which.
    const pinned = await app.inject({
      method: 'POST',
      url: `/api/questionnaires/${made.questionnaireId}/share-links`,
      headers: { cookie: made.cookie },
      payload: { label: 'Advisor', expiresInDays: 7, followsLatest: false },
    });
    const pinnedPage = await app.inject({ url: (pinned.json() as { path: string }).path });
    expect(pinnedPage.body).toContain('Shared with Advisor');
    expect(pinnedPage.body).toMatch(
      /Version 1, saved [A-Z][a-z]{2} \d{2}, \d{4}\. Figures as computed today/,
    );
    expect(pinnedPage.body).not.toContain('Download PDF Report');

    await app.inject({
      method: 'POST',
      url: `/api/questionnaires/${made.questionnaireId}/share-links/${link.id}/revoke`,
      headers: { cookie: made.cookie },
    });
    for (const [url, status, message] of [
      [pagePath, 410, SHARE_LINK_GONE.revoked],
      ['/shared/AAAAAAAAAAAAAAAAAAAAAA', 404, SHARE_LINK_UNKNOWN],
    ] as const) {
      const gone = await app.inject({ url });
      expect(gone.statusCode, url).toBe(status);
      expect(gone.headers['cache-control']).toBe('private, no-store');
      expect(gone.headers['x-robots-tag']).toBe('noindex');
      expect(gone.body).toContain('<meta name="robots" content="noindex">');
      expect(gone.body).toContain(message.replace("'", '&#x27;'));
      expect(gone.body).not.toContain('Financial Statements');
      expect(gone.body).not.toContain('Profit &amp; Loss');
    }
  });
});

describe('the sample report (issue #27 item 1), drawn for any visitor', () => {
  it('no cookie: drawn with its one read, the sample’s name and P&L figures as the API gives them', async () => {
    const api = await app.inject({ url: SAMPLE_REPORT_API });
    expect(api.statusCode).toBe(200);
    const sample = api.json<TSampleReportResponse>();
    // Drawn in the render pool as an anonymous job: after founders', staff's and share viewers' pages.
    const run = vi.spyOn(configureRenderPool({ workers: 0, queue: 0 }), 'run');
    const res = await app.inject({ url: SAMPLE_REPORT_PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(run).toHaveBeenCalledWith(
      'statementsPage',
      expect.objectContaining({ url: SAMPLE_REPORT_PATH }),
      expect.objectContaining({ anonymous: true }),
    );
    run.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('gzip');
    // A public page: indexable, and no cookie is set for it.
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.cookies).toEqual([]);
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root" data-hydrate>');
    expect(html).toContain(sample.businessName.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(html).toContain('Profit &amp; Loss Statement');
    expect(html).toContain('Cash Flow Statement');
    const revenue = sample.profitLoss.totalRevenue.year1;
    expect(revenue).toBeGreaterThan(0);
    expect(html).toContain(`>${formatMoney(revenue)}<`);
    const state = stateOf(html);
    expect(state?.queries.map((q) => q.queryKey)).toEqual([[SAMPLE_REPORT_API]]);
    expect(state!.queries[0]!.state.data).toEqual(sample);

    // A founder's cookie changes nothing: the sample is the same for everyone.
    const withCookie = await app.inject({ url: SAMPLE_REPORT_PATH, headers: { cookie: founder.cookie } });
    expect(withCookie.statusCode).toBe(200);
    expect(stateOf(withCookie.body)?.queries.map((q) => q.queryKey)).toEqual([[SAMPLE_REPORT_API]]);
    expect(withCookie.body).not.toContain(founder.prospectId);
    // A HEAD is answered, not drawn.
    const head = await app.inject({ method: 'HEAD', url: SAMPLE_REPORT_PATH });
    expect(head.statusCode).toBe(200);
  });

  it('a read that fails sends the plain frame', async () => {
    const inject = app.inject.bind(app);
    const failing = vi
      .spyOn(app, 'inject')
      .mockImplementation(((opts: { url?: string }) =>
        opts.url === SAMPLE_REPORT_API
          ? Promise.resolve({ statusCode: 503, body: '{}' })
          : inject(opts as never)) as never);
    try {
      const res = await app.inject({ url: SAMPLE_REPORT_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-hydrate');
      expect(res.body).not.toContain('id="ssr-state"');
      expect(res.body).toContain('Loading…');
    } finally {
      failing.mockRestore();
    }
  });
});

describe("the founder's checkout and questionnaire (issue #27 item 1), drawn with the founder's cookie", () => {
  /** The page as the founder's browser gets it: drawn, private and not indexed; its HTML and query cache. */
  async function drawn(url: string) {
    const res = await app.inject({ url, headers: { cookie: founder.cookie } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toContain('text/html');
    expect(res.headers['cache-control'], url).toBe('private, no-store');
    expect(res.headers['x-robots-tag'], url).toBe('noindex');
    expect(res.body, url).toContain('<div id="root" data-hydrate>');
    return { html: res.body, state: stateOf(res.body) };
  }

  it('the checkout: the product’s name and price as the API gives them, its reads as the query cache', async () => {
    const products = (await app.inject({ url: '/api/products' })).json<TProduct[]>();
    const product = products.find((candidate) => candidate.code === 'P02')!;
    const { html, state } = await drawn(paths.checkout('financial_statements', founder.prospectId));
    expect(html).toContain('Complete Your Purchase');
    expect(html).toContain(`>${product.name}<`);
    expect(html).toContain(`>$${Number(product.price).toFixed(2)}<`);
    expect(state?.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ['/api/prospects', founder.prospectId],
        ['/api/products'],
        ['/api/public-config'],
        ['/api/access/session'],
      ]),
    );
    const prospect = await app.inject({
      url: `/api/prospects/${founder.prospectId}`,
      headers: { cookie: founder.cookie },
    });
    expect(state!.queries.find((q) => q.queryKey[0] === '/api/prospects')?.state.data).toEqual(
      prospect.json(),
    );
  });

  it('the questionnaire: its first step with the field model’s first label and the prospect’s business name', async () => {
    // The founder's questionnaire is completed: the wizard starts a new one, named after the prospect.
    const { html, state } = await drawn(paths.questionnaire(founder.prospectId));
    expect(html).toContain('Financial Information Questionnaire');
    expect(html).toContain(`>${fieldOf(fieldsOfStep(1)[0]!).label}<`);
    expect(html).toContain('value="Crumbs &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co"');
    expect(state?.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ['/api/prospects', founder.prospectId],
        ['/api/questionnaires/prospect', founder.prospectId],
        ['/api/products'],
        ['/api/public-config'],
      ]),
    );
  });

  it('the review step of the founder’s correction (paths.editAnswers): the stored answers', async () => {
    const stored = await app.inject({
      url: `/api/questionnaires/${founder.questionnaireId}`,
      headers: { cookie: founder.cookie },
    });
    const description = stored.json<{ businessInfo: { description: string } }>().businessInfo.description;
    expect(description).toBeTruthy();
    const { html, state } = await drawn(paths.editAnswers(founder.prospectId, founder.questionnaireId));
    expect(html).toContain('Save changes');
    expect(html).toContain(`>${description}<`);
    const read = state!.queries.find((q) => q.queryKey[0] === '/api/questionnaires');
    expect(read?.queryKey).toEqual(['/api/questionnaires', founder.questionnaireId]);
    expect(read?.state.data).toEqual(stored.json());
  });

  it('no cookie, a stranger, another founder, a bad link and a refused read get the frame, with nothing of the founder', async () => {
    const other = await completedFounder('Other Bakery');
    const urls = [
      paths.checkout('financial_statements', founder.prospectId),
      paths.questionnaire(founder.prospectId),
      paths.editAnswers(founder.prospectId, founder.questionnaireId),
    ];
    const asks = [
      ...urls.map((url) => ({ url })),
      ...urls.map((url) => ({ url, headers: { cookie: other.cookie } })),
      // The founder's own correction page with another founder's questionnaire.
      {
        url: paths.editAnswers(founder.prospectId, other.questionnaireId),
        headers: { cookie: founder.cookie },
      },
    ];
    for (const ask of asks) await expectPlainPage(ask);
    // A checkout link without its product, or for the custom plan (a conversation, not a checkout), is
    // never drawn.
    for (const url of [
      `/checkout?prospectId=${founder.prospectId}`,
      paths.checkout('custom', founder.prospectId),
    ]) {
      const res = await app.inject({ url, headers: { cookie: founder.cookie } });
      expect(res.body, url).toBe(indexHtml);
    }

    // A read that fails (here the public config) sends the frame too.
    const inject = app.inject.bind(app);
    const failing = vi
      .spyOn(app, 'inject')
      .mockImplementation(((opts: { url?: string }) =>
        opts.url === '/api/public-config'
          ? Promise.resolve({ statusCode: 503, body: '{}' })
          : inject(opts as never)) as never);
    try {
      for (const url of urls) {
        const res = await app.inject({ url, headers: { cookie: founder.cookie } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(indexHtml);
      }
    } finally {
      failing.mockRestore();
    }
  });
});

/** A server renderer of its own (beside the real one), whose page is `body` of renderStatementsPage. */
function fakeRenderer(name: string, body: string): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'prerender.js'),
    `export async function renderStatementsPage() { ${body} }`,
  );
  fs.writeFileSync(path.join(dir, 'page.html'), pageHtml);
  return dir;
}

describe('the React render runs in the render pool (issue #27 item 4)', () => {
  const resultsRequest = () =>
    ({
      url: `/results/${founder.prospectId}`,
      headers: { cookie: founder.cookie },
      log: app.log,
    }) as unknown as FastifyRequest;
  afterEach(async () => {
    // Back to the test configuration (RENDER_WORKERS=0); the workers of the test are stopped.
    configureRenderPool({ workers: 0, queue: 0 });
  });

  it('with workers, the page is drawn in a worker thread: the pool reports the task done', async () => {
    const pool = configureRenderPool({ workers: 1, queue: 4 });
    // The thread starts once and draws this very page, untimed (tsx compiles the tasks in it, it loads the
    // renderer and the page's lazy module), so the timed render below measures the page, not the start of a
    // thread on a busy machine: a cold first page took over RENDER_TIMEOUT_MS under a full `npm test`.
    const url = `/results/${founder.prospectId}`;
    const target = renderedPageTarget(url)!;
    const reads = [
      ...target.page.first(founder.prospectId, undefined),
      ...target.page.then(founder.questionnaireId),
    ].map(pageReadUrl);
    const answers = new Map<string, string>();
    for (const read of reads) {
      answers.set(read, (await app.inject({ url: read, headers: { cookie: founder.cookie } })).body);
    }
    const warm = await pool.run('statementsPage', { entry: path.join(ssrDir, 'prerender.js'), url, answers });
    expect(warm?.html).toContain('Your 3-Year Profit &amp; Loss Projection');
    expect(pool.stats()).toMatchObject({ workers: 1, completed: 1 });
    const res = await app.inject({
      url: `/results/${founder.prospectId}`,
      headers: { cookie: founder.cookie },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Your 3-Year Profit &amp; Loss Projection');
    expect(stateOf(res.body)?.queries.length).toBeGreaterThan(3);
    expect(pool.stats()).toMatchObject({ workers: 1, busy: 0, completed: 2 });
  });

  it('a worker starts and loads the renderer when the server starts, not on the first page', async () => {
    const pool = configureRenderPool({ workers: 1, queue: 4 });
    expect(await loadPageRenderer(app, dist, ssrDir)).toBeDefined();
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ workers: 1, busy: 0, completed: 1 }), {
      timeout: 150_000,
    });
  });

  it('a render that fails in the worker sends the plain page', async () => {
    const renderer = await loadPageRenderer(app, dist, fakeRenderer('failing', "throw new Error('boom');"));
    const pool = configureRenderPool({ workers: 1, queue: 4 });
    expect(renderer).toBeDefined();
    const failing = pool.run('statementsPage', {
      entry: path.join(tmp, 'failing', 'prerender.js'),
      url: '/results/x',
      answers: new Map(),
    });
    await expect(failing).rejects.toThrow('boom');
    expect(await renderer!.render(resultsRequest())).toBeUndefined();
    expect(pool.stats()).toMatchObject({ workers: 1, completed: 2 });
  });

  it('a render that takes too long in the worker sends the plain page, and the worker is replaced', async () => {
    // A render that never ends and never yields: only stopping its thread ends it.
    const renderer = await loadPageRenderer(app, dist, fakeRenderer('stuck', 'for (;;) {}'), {
      timeoutMs: 500,
    });
    const pool = configureRenderPool({ workers: 1, queue: 4 });
    const started = performance.now();
    expect(await renderer!.render(resultsRequest())).toBeUndefined();
    // Cut at its 500 ms, not waited out (it never ends); the bound leaves room for a starved worker.
    expect(performance.now() - started).toBeLessThan(30_000);
    // The stuck worker was stopped, not left holding the pool: the next job gets a new one.
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ busy: 0 }), { timeout: 60_000 });
    expect(await pool.run('loadStatementsPage', { entry: path.join(ssrDir, 'prerender.js') })).toBe(true);
    expect(pool.stats()).toMatchObject({ workers: 1, busy: 0 });
  });

  it('a renderer file that is gone is not loaded by a worker: the plain page', async () => {
    const dir = fakeRenderer('removed', 'return null;');
    const renderer = await loadPageRenderer(app, dist, dir);
    fs.rmSync(path.join(dir, 'prerender.js'));
    configureRenderPool({ workers: 1, queue: 4 });
    expect(await renderer!.render(resultsRequest())).toBeUndefined();
  });
});
