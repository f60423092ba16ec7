// The founder's statement pages start their code and data with the HTML (issue #16 item 5): index.html
// served for /results/:id and /full-statements/:id carries <link rel="modulepreload"> for the page's own
// chunks (from Vite's manifest) and <link rel="preload" as="fetch"> for the API reads the page makes at
// once, so they load in parallel with the app's entry instead of after it has run. The browser hands a
// preloaded response to the page's matching fetch (same URL, credentials "include"); the e2e test
// e2e/specs/page-preloads.spec.ts proves every preload is used and nothing is fetched twice.
import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const UUID_RE = new RegExp(`^${UUID}$`);

/** The statements a page reads: the prospect's latest questionnaire, or the one the URL names. */
const statementUrl = (kind: string, prospectId: string, questionnaireId: string | undefined) =>
  questionnaireId ? `/api/${kind}/questionnaire/${questionnaireId}` : `/api/${kind}/${prospectId}`;

type Page = {
  path: RegExp;
  /** The page's module in the manifest (its React.lazy import in apps/web/src/routes.tsx). */
  module: string;
  /**
   * What the page fetches on its first render, in the form its query keys give (apps/web/src/api):
   * `first` at once, `then` with the questionnaire's id (the URL's, or the one the P&L answers with),
   * and `clientOnly` the reads the server render leaves to the browser (preloaded when the URL names
   * the questionnaire). The same list drives the preloads and the server render (page-render.ts).
   */
  first: (prospectId: string, questionnaireId: string | undefined) => string[];
  then: (questionnaireId: string) => string[];
  clientOnly: (questionnaireId: string) => string[];
};

const PAGES: Page[] = [
  {
    path: new RegExp(`^/results/(${UUID})$`),
    module: 'src/features/results/results-page.tsx',
    first: (prospectId, questionnaireId) => [
      statementUrl('profit-loss', prospectId, questionnaireId),
      `/api/prospects/${prospectId}`,
      '/api/products',
    ],
    then: (questionnaireId) => [`/api/questionnaires/${questionnaireId}`],
    clientOnly: () => [],
  },
  {
    path: new RegExp(`^/full-statements/(${UUID})$`),
    module: 'src/features/statements/full-statements-page.tsx',
    first: (prospectId, questionnaireId) => [
      statementUrl('profit-loss', prospectId, questionnaireId),
      statementUrl('balance-sheet', prospectId, questionnaireId),
      statementUrl('cash-flow', prospectId, questionnaireId),
      `/api/prospects/${prospectId}`,
      '/api/products',
    ],
    then: (questionnaireId) => [`/api/questionnaires/${questionnaireId}`],
    clientOnly: (questionnaireId) => [`/api/assessments/${questionnaireId}`],
  },
];

/** Whether a URL is one of the statements pages (whatever its query). */
export const isStatementsPage = (url: string): boolean => {
  const [pathname = ''] = url.split('?');
  return PAGES.some((page) => page.path.test(pathname));
};

/** A statements page's reads for a URL; undefined for any other URL or a questionnaire id that is no id. */
export function pageReadsOf(
  url: string,
): { page: Page; prospectId: string; questionnaireId: string | undefined } | undefined {
  const [pathname = '', search = ''] = url.split('?');
  for (const page of PAGES) {
    const match = page.path.exec(pathname);
    if (!match) continue;
    const questionnaireId = new URLSearchParams(search).get('questionnaireId') ?? undefined;
    if (questionnaireId !== undefined && !UUID_RE.test(questionnaireId)) return undefined;
    return { page, prospectId: match[1]!, questionnaireId };
  }
  return undefined;
}

/** Every read the page makes at once, as preloads give them. */
const preloadedReads = (page: Page, prospectId: string, questionnaireId: string | undefined) => [
  ...page.first(prospectId, questionnaireId),
  ...(questionnaireId ? [...page.then(questionnaireId), ...page.clientOnly(questionnaireId)] : []),
];

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
};

/** Reads index.html and the Vite manifest once; no manifest (a dev build) means no preloads. */
export function loadPagePreloads(webDistDir: string): PagePreloads {
  const none: PagePreloads = { htmlFor: () => undefined };
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return none;
  const indexHtml = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const inIndex = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!));
  const modulePreloads = new Map(
    PAGES.map((page) => [
      page,
      chunksOf(manifest, page.module, inIndex)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join(''),
    ]),
  );
  return {
    htmlFor(url, { withData }) {
      const [pathname = ''] = url.split('?');
      const page = PAGES.find((p) => p.path.test(pathname));
      if (!page) return undefined;
      const reads = withData ? pageReadsOf(url) : undefined;
      const data = reads
        ? preloadedReads(reads.page, reads.prospectId, reads.questionnaireId)
            .map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`)
            .join('')
        : '';
      return indexHtml.replace('</head>', `${data}${modulePreloads.get(page)}</head>`);
    },
  };
}
