// The founder's statement pages start their code and data with the HTML (issue #16 item 5): index.html
// served for /results/:id and /full-statements/:id carries <link rel="modulepreload"> for the page's own
// chunks (from Vite's manifest) and <link rel="preload" as="fetch"> for the API reads the page makes at
// once, so they load in parallel with the app's entry instead of after it has run. The browser hands a
// preloaded response to the page's matching fetch (same URL, credentials "include"); the e2e test
// e2e/specs/page-preloads.spec.ts proves every preload is used and nothing is fetched twice. The pages and
// their reads are the contracts' list (packages/contracts/src/pages.ts), which the web's renderer fills from.
import fs from 'node:fs';
import path from 'node:path';
import {
  FORM_PAGES,
  formPageTarget,
  isSamplePageUrl,
  pageReadUrl,
  RENDERED_PAGES,
  renderedPageOf,
  renderedPageTarget,
  SAMPLE_PAGE,
  SHARED_PAGE,
  sharedPageToken,
  type TRenderedPage,
} from '@trajectory/contracts/pages';
import { BOOT_PAGE_PRELOAD } from '@trajectory/contracts/prerendered';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Whether a URL is one of the statements pages (whatever its query). */
export const isStatementsPage = (url: string): boolean =>
  renderedPageOf(url.split('?')[0] ?? '') !== undefined;

/**
 * Whether a URL is a page drawn per request with the founder's cookie: the statements pages, the checkout
 * and the questionnaire (issue #27 item 1).
 */
export const isFounderPage = (url: string): boolean =>
  isStatementsPage(url) || formPageTarget(url) !== undefined;

/** Whether a URL is a share link's page (`/shared/{token}`, issue #26). */
export const isSharedPage = (url: string): boolean => sharedPageToken(url) !== undefined;

/** A share link's page is kept out of search engines by its HTML too (beside its X-Robots-Tag header). */
export const withNoIndexMeta = (html: string): string =>
  html.replace('</head>', '<meta name="robots" content="noindex"></head>');

/** Every read the page makes at once, as preloads give them. */
const preloadedReads = (page: TRenderedPage, prospectId: string, questionnaireId: string | undefined) =>
  [
    ...page.first(prospectId, questionnaireId),
    ...(questionnaireId ? [...page.then(questionnaireId), ...page.clientOnly(questionnaireId)] : []),
  ].map(pageReadUrl);

/** The chunk files a module needs beyond what index.html already loads, in load order. */
function chunksOf(manifest: Manifest, key: string, skip: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk || chunk.isEntry) return;
    for (const dep of chunk.imports ?? []) visit(dep);
    if (!skip.has(chunk.file)) files.push(chunk.file);
  };
  visit(key);
  return files;
}

export type PagePreloads = {
  /** index.html for this URL with the page's preloads, or undefined when the page has none. */
  htmlFor: (url: string, opts: { withData: boolean }) => string | undefined;
  /**
   * A page the server drew, with its own chunks named for the boot script (BOOT_PAGE_PRELOAD), those the
   * boot script does not fetch already: without them the route's code (some fifty chunks on the full
   * statements) was asked for only once the entry had run, and Vite's loader added their fifty preload
   * links in one task (~50 ms under throttling).
   */
  withPageChunks: (url: string, html: string) => string;
};

/** Reads index.html and the Vite manifest once; no manifest (a dev build) means no preloads. */
export function loadPagePreloads(webDistDir: string): PagePreloads {
  const none: PagePreloads = { htmlFor: () => undefined, withPageChunks: (_url, html) => html };
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return none;
  const indexHtml = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const inIndex = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!));
  // Each drawn page's own chunks, walked once: the plain page preloads them, a drawn one names them for
  // its boot script.
  const drawnModules = [
    ...RENDERED_PAGES.map((page) => page.module),
    SHARED_PAGE.module,
    SAMPLE_PAGE.module,
    ...Object.values(FORM_PAGES).map((page) => page.module),
  ];
  const chunkUrls = new Map(
    drawnModules.map((module) => [module, chunksOf(manifest, module, inIndex).map((file) => `/${file}`)]),
  );
  const modulePreloads = new Map(
    [...chunkUrls].map(([module, urls]) => [
      module,
      urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join(''),
    ]),
  );
  const dataPreload = (href: string) =>
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;
  /** The page's module, for the drawn pages. */
  const moduleOf = (url: string): string | undefined => {
    if (sharedPageToken(url) !== undefined) return SHARED_PAGE.module;
    if (isSamplePageUrl(url)) return SAMPLE_PAGE.module;
    return formPageTarget(url)?.page.module ?? renderedPageOf(url.split('?')[0] ?? '')?.module;
  };
  const bootPreload = / data-preload="([^"]*)"/;
  return {
    withPageChunks(url, html) {
      const module = moduleOf(url);
      const started = bootPreload.exec(html);
      if (!module || !started) return html;
      const fetched = new Set((started[1] ?? '').split(' '));
      const chunks = (chunkUrls.get(module) ?? []).filter((url) => !fetched.has(url));
      if (chunks.length === 0) return html;
      return html.replace(
        bootPreload,
        (attribute) => ` ${BOOT_PAGE_PRELOAD}="${chunks.join(' ')}"${attribute}`,
      );
    },
    htmlFor(url, { withData }) {
      const token = sharedPageToken(url);
      if (token !== undefined) {
        // Anyone holding the link reads it: its one read (which counts the view) starts with the HTML.
        const reads = SHARED_PAGE.reads(token).map(pageReadUrl).map(dataPreload).join('');
        return withNoIndexMeta(
          indexHtml.replace('</head>', `${reads}${modulePreloads.get(SHARED_PAGE.module)}</head>`),
        );
      }
      if (isSamplePageUrl(url)) {
        // The sample report's one public read starts with the HTML (issue #27 item 1).
        const reads = SAMPLE_PAGE.reads().map(pageReadUrl).map(dataPreload).join('');
        return indexHtml.replace('</head>', `${reads}${modulePreloads.get(SAMPLE_PAGE.module)}</head>`);
      }
      const form = formPageTarget(url);
      if (form) {
        // The checkout and the questionnaire (issue #27 item 1): their chunks, and with a session their reads.
        const reads = withData ? form.reads.map(pageReadUrl).map(dataPreload).join('') : '';
        return indexHtml.replace('</head>', `${reads}${modulePreloads.get(form.page.module)}</head>`);
      }
      const page = renderedPageOf(url.split('?')[0] ?? '');
      if (!page) return undefined;
      const reads = withData ? renderedPageTarget(url) : undefined;
      const data = reads
        ? preloadedReads(reads.page, reads.prospectId, reads.questionnaireId).map(dataPreload).join('')
        : '';
      return indexHtml.replace('</head>', `${data}${modulePreloads.get(page.module)}</head>`);
    },
  };
}
