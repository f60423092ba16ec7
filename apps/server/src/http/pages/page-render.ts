// The results and full statements pages rendered per request with the visitor's data (issue #16 item 5):
// the page's reads (contracts/pages.ts, the same list its preloads come from) are asked of the API itself
// through app.inject with the request's cookie, so every access and plan check is the API's own; when the
// page has every answer it needs, the web app's server renderer (apps/web/dist-ssr, built by
// apps/web/build/prerender.ts) draws it and the HTML carries the page and the answers (as the query
// cache), which apps/web/src/main.tsx hydrates. The React render (20–60 ms) runs in the render pool's
// worker threads (task `statementsPage`, documents/render/statements-page.ts), as a founder's or staff's job,
// so it never holds the event loop; with RENDER_WORKERS=0 it runs here, as the pool's other tasks do.
// Anything else (a refused read, a render error, a busy pool, a slow answer) gives undefined and the
// caller sends the ordinary page. The landing page is drawn the same way (renderLanding, issue #27 item 2),
// for every visitor, with the contracts' LANDING_READS, into dist-ssr/landing.html, whose script waits for the first press.
// A share link's page (issue #26) is drawn for anyone holding the link, with its one read (renderShared).
// The sample report (issue #27 item 1) is drawn for any visitor, with its one public read (renderSample),
// as an anonymous job of the pool. The founder's checkout and questionnaire (issue #27 item 1) are drawn as
// the statements pages are (render, with the founder's cookie), with the reads their URL names
// (formPageTarget); a refused read (another founder's prospect) sends the plain frame.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SSR_DIR,
  SSR_ENTRY,
  SSR_HTML_MARK,
  SSR_LANDING_HTML,
  SSR_PAGE_HTML,
  SSR_STATE_ID,
  SSR_STATE_MARK,
} from '@trajectory/contracts/prerendered';
import {
  formPageTarget,
  LANDING_READS,
  isSamplePageUrl,
  pageReadUrl,
  renderedPageTarget,
  SAMPLE_PAGE,
  SHARED_PAGE,
  sharedPageToken,
  type TRenderedRead,
} from '@trajectory/contracts/pages';
import { renderPool } from '../../documents/render/pool';
import { loadSsrModule } from '../../documents/render/statements-page';
import { pageReadHeaders, redactUrl } from '../../infra/logger';
import { escapeHtml } from '../../lib/html';
import { withNoIndexMeta } from './page-preloads';

/** A page that takes longer goes out as the ordinary page, which reads its data itself. */
export const RENDER_TIMEOUT_MS = 3000;

/** The template's title element, which a drawn page's own title replaces. */
const TITLE = /<title>[^<]*<\/title>/;

export type PageRenderer = {
  /**
   * A founder's page (the statements pages, the checkout, the questionnaire) with its data, as the
   * request's cookie may read it, or undefined to send the ordinary page.
   */
  render: (request: FastifyRequest) => Promise<string | undefined>;
  /**
   * The landing page drawn with its plans, contact block, social links and the browser's access (with
   * or without a cookie), whose script starts on the visitor's first press (issue #27 item 2); undefined
   * to send the landing page prerendered at build time.
   */
  renderLanding: (request: FastifyRequest) => Promise<string | undefined>;
  /**
   * A share link's page (issue #26), for anyone holding the link: drawn with its one read, which counts the
   * view (the page never reads it again), with the read's status (200, or the 410 or 404 the page says);
   * undefined to send the ordinary page.
   */
  renderShared: (request: FastifyRequest) => Promise<{ html: string; status: number } | undefined>;
  /**
   * The sample report (issue #27 item 1), for any visitor: drawn with its one public read (asked without
   * the visitor's cookie: the page is the same for everyone), after founders', staff's and share viewers'
   * renders; undefined to send the ordinary page.
   */
  renderSample: (request: FastifyRequest) => Promise<string | undefined>;
};

/** Loads the server renderer when the build made one; undefined without it (a dev build, the API tests). */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  ssrDir = path.resolve(webDistDir, '..', SSR_DIR),
  { timeoutMs = RENDER_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<PageRenderer | undefined> {
  const entry = path.join(ssrDir, SSR_ENTRY);
  const template = path.join(ssrDir, SSR_PAGE_HTML);
  if (!fs.existsSync(entry) || !fs.existsSync(template)) return undefined;
  const html = fs.readFileSync(template, 'utf8');
  if (!html.includes(SSR_HTML_MARK) || !html.includes(SSR_STATE_MARK)) return undefined;
  const landingTemplate = path.join(ssrDir, SSR_LANDING_HTML);
  const landingHtml = fs.existsSync(landingTemplate) ? fs.readFileSync(landingTemplate, 'utf8') : undefined;
  const hasLanding = Boolean(landingHtml?.includes(SSR_HTML_MARK) && landingHtml.includes(SSR_STATE_MARK));
  try {
    // Loaded here once so a broken renderer is found at start; the workers load it on their first page.
    await loadSsrModule(entry);
  } catch (error) {
    // A renderer that cannot load leaves the pages as they were, never the server down.
    app.log.warn({ err: error }, 'the server renderer of the statements pages did not load');
    return undefined;
  }
  // A worker starts and loads the renderer now (0.3–1 s), not during a founder's first page, which would
  // otherwise risk RENDER_TIMEOUT_MS on a busy machine. With RENDER_WORKERS=0 it is the module loaded above.
  renderPool()
    .run('loadStatementsPage', { entry })
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'a render worker did not load the page renderer'),
    );

  /**
   * GETs one read as the visitor: the API's answer body, or undefined for anything but a 200. Marked as the
   * server's own read, so it is logged as part of the page's request, not as a request of its own.
   */
  const read = async (url: string, cookie: string | undefined): Promise<string | undefined> => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), accept: 'application/json', ...pageReadHeaders() },
    });
    return res.statusCode === 200 ? res.body : undefined;
  };

  /** Every read's answer by its URL, or undefined when any read is refused (the page then goes out plain). */
  const readAll = async (reads: readonly TRenderedRead[], cookie: string | undefined) => {
    const urls = reads.map(pageReadUrl);
    const bodies = await Promise.all(urls.map((u) => read(u, cookie)));
    if (bodies.some((body) => body === undefined)) return undefined;
    return new Map(urls.map((u, i) => [u, bodies[i]!]));
  };

  async function renderWithData(url: string, cookie: string): Promise<string | undefined> {
    const form = formPageTarget(url);
    if (form) {
      // A form page (checkout, the questionnaire): every read as the founder, or the plain page.
      const answers = await readAll(form.reads, cookie);
      return answers && draw(html, url, answers);
    }
    const target = renderedPageTarget(url);
    if (!target) return undefined;
    const { page, prospectId, questionnaireId } = target;
    const firstReads = page.first(prospectId, questionnaireId);
    const first = await readAll(firstReads, cookie);
    if (!first) return undefined;
    // The statement read first names the questionnaire the page shows when the URL does not.
    const latest = (JSON.parse(first.get(pageReadUrl(firstReads[0]!))!) as { questionnaireId?: unknown })
      .questionnaireId;
    const resolved = questionnaireId ?? (typeof latest === 'string' ? latest : undefined);
    const then = resolved ? await readAll(page.then(resolved), cookie) : undefined;
    return then && draw(html, url, new Map([...first, ...then]));
  }

  /**
   * The page the web app's renderer draws (in the render pool) put into its HTML with its data. A render
   * still running after timeoutMs has its worker stopped and replaced (the page has gone out plain by then).
   */
  async function draw(
    template: string,
    url: string,
    answers: Map<string, string>,
    { sharedViewer = false, anonymous = false }: { sharedViewer?: boolean; anonymous?: boolean } = {},
  ) {
    const rendered = await renderPool().run(
      'statementsPage',
      { entry, url, answers },
      { timeoutMs, sharedViewer, anonymous },
    );
    if (!rendered) return undefined;
    const title = rendered.title;
    return template
      .replace(TITLE, (element) => (title ? `<title>${escapeHtml(title)}</title>` : element))
      .replace(SSR_HTML_MARK, () => rendered.html)
      .replace(
        SSR_STATE_MARK,
        () => `<script type="application/json" id="${SSR_STATE_ID}">${rendered.state}</script>`,
      );
  }

  async function renderLandingWithData(url: string, cookie: string | undefined) {
    if (!landingHtml) return undefined;
    const answers = await readAll(LANDING_READS, cookie);
    return answers && draw(landingHtml, url, answers);
  }

  /**
   * The shared page's one read, as the viewer (their address, for the read's rate limit; no cookie): a
   * 200, 410 or 404 is drawn (the page says the 410's or 404's message), anything else (429) is not.
   */
  async function renderSharedWithData(request: FastifyRequest, token: string) {
    const [read] = SHARED_PAGE.reads(token);
    const url = pageReadUrl(read!);
    const res = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: { accept: 'application/json', ...pageReadHeaders() },
    });
    if (![200, 404, 410].includes(res.statusCode)) return undefined;
    const page = await draw(html, request.url, new Map([[url, res.body]]), { sharedViewer: true });
    return page === undefined ? undefined : { html: withNoIndexMeta(page), status: res.statusCode };
  }

  /** The sample report's one read, without a cookie (public), drawn as an anonymous job. */
  async function renderSampleWithData(url: string) {
    const answers = await readAll(SAMPLE_PAGE.reads(), undefined);
    return answers && draw(html, url, answers, { anonymous: true });
  }

  /** A render that fails or takes longer than timeoutMs gives undefined: the caller sends the plain page. */
  async function inTime<T>(request: FastifyRequest, work: Promise<T | undefined>): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        request.log.warn(
          { url: redactUrl(request.url) },
          'server render took too long; sending the plain page',
        );
        resolve(undefined);
      }, timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      request.log.warn(
        { err: error, url: redactUrl(request.url) },
        'server render failed; sending the plain page',
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async render(request) {
      const cookie = request.headers.cookie;
      if (!cookie) return undefined;
      return inTime(request, renderWithData(request.url, cookie));
    },
    async renderLanding(request) {
      if (!hasLanding) return undefined;
      return inTime(request, renderLandingWithData(request.url, request.headers.cookie));
    },
    async renderShared(request) {
      const token = sharedPageToken(request.url);
      if (token === undefined) return undefined;
      return inTime(request, renderSharedWithData(request, token));
    },
    async renderSample(request) {
      if (!isSamplePageUrl(request.url)) return undefined;
      return inTime(request, renderSampleWithData(request.url));
    },
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Sends a rendered page compressed when the browser accepts it (the static files have their copies made at
 * build time; a page made per request is compressed here: brotli at quality 5 takes 1–3 ms for 100 KB and
 * brings a full statements page to a fifth of its size). Compressed in libuv's thread pool, not on the event
 * loop: 20 browsers loading statements pages spent a tenth of the event loop's time in brotli.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'Cookie, Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  return reply.send(html);
}
