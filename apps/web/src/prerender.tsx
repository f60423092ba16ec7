// Server renders (issue #16 item 5). `vite build --ssr` bundles this file into apps/web/dist-ssr/ (never
// served as a static file). At build time apps/web/build/prerender.ts writes the landing page into
// dist/landing.html and the loading frame of every other page into dist/index.html. At run time the server
// (apps/server/src/http/pages/page-render.ts) renders the results and full statements pages, the
// landing page (issue #27 item 2), a share link's page (issue #26), the sample report, the checkout and
// the questionnaire (issue #27 item 1), per request with the API's own answers to the page's reads; main.tsx
// hydrates the page and its query cache.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Readable } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  formPageTarget,
  LANDING_READS,
  renderedPageTarget,
  SAMPLE_PAGE,
  SHARED_PAGE,
  sharedPageToken,
  type TRenderedRead,
} from '@trajectory/contracts/pages';
import { WEB_ROUTES } from '@trajectory/contracts/paths';
import type { TDrawnPage } from '@trajectory/contracts/prerendered';
import { PageFallback } from './components/layouts/page-fallback';
import { App } from './app';
import { routes } from './routes';
import { pageReadQueryOptions, type AnyQueryOptions } from './api/page-reads';
import { queryKeyToUrl, setReadFetch } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { serializeSsrState } from './lib/ssr-state';
import { serverDrawnTitle } from './hooks/use-document-title';

export async function renderLanding(): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const queryClient = createQueryClient();
  return renderWhole(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

/** The frame a lazily loaded page shows while its code arrives: header with the brand, skeleton. */
export function renderShell(): string {
  const router = createMemoryRouter([{ path: '*', element: <PageFallback /> }]);
  return renderToString(<RouterProvider router={router} />);
}

/** The API's answers to a page's reads: URL → JSON text of a 200 answer. */
export type Answers = ReadonlyMap<string, string>;

const answersOfThisRender = new AsyncLocalStorage<Answers>();
// Inside a render the page's own query functions (and their zod parsing) read the answers the server
// fetched; anywhere else this is the ordinary fetch.
setReadFetch((url, init) => {
  const answers = answersOfThisRender.getStore();
  if (!answers) return fetch(url, init);
  const body = answers.get(url);
  return Promise.resolve(
    body === undefined
      ? new Response('{"error":"NOT_FOUND"}', { status: 404, statusText: 'Not Found' })
      : new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
  );
});

/** Fills the cache with one read, under the page's own query key; false when the answer is missing. */
async function fill(queryClient: QueryClient, answers: Answers, options: AnyQueryOptions): Promise<boolean> {
  if (!answers.has(queryKeyToUrl(options.queryKey))) return false;
  try {
    await answersOfThisRender.run(answers, () => queryClient.fetchQuery(options));
    return true;
  } catch {
    return false;
  }
}

/**
 * The reads a statements page needs to be drawn with its data: the contracts' list (packages/contracts/src/
 * pages.ts), which the server fetches too, as the page's own queries.
 */
function pageQueries(
  url: URL,
): { first: AnyQueryOptions[]; then: (questionnaireId: string) => AnyQueryOptions[] } | null {
  const target = renderedPageTarget(`${url.pathname}${url.search}`);
  if (!target) return null;
  const { page, prospectId, questionnaireId } = target;
  return {
    first: page.first(prospectId, questionnaireId).map(pageReadQueryOptions),
    then: (id) => page.then(id).map(pageReadQueryOptions),
  };
}

export type RenderedPage = TDrawnPage;

/** The page at a URL with the query cache it was drawn from. */
async function renderWith(url: URL, queryClient: QueryClient): Promise<RenderedPage> {
  const router = createMemoryRouter(routes, { initialEntries: [`${url.pathname}${url.search}`] });
  const page = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  serverDrawnTitle.value = undefined;
  const html = await renderWhole(page);
  return { html, state: serializeSsrState(dehydrate(queryClient)), title: serverDrawnTitle.value };
}

/**
 * Renders /results/:id or /full-statements/:id (with ?questionnaireId=), the landing page, /shared/:token,
 * /sample-report, /checkout or /questionnaire/:id, with the
 * given answers, waiting for the lazily loaded page; null when the URL is no such page or a read it needs
 * has no answer.
 */
export async function renderStatementsPage(href: string, answers: Answers): Promise<RenderedPage | null> {
  const url = new URL(href, 'http://localhost');
  if (url.pathname === WEB_ROUTES.home) return renderWithReads(url, answers, LANDING_READS);
  const token = sharedPageToken(url.pathname);
  // A share link's page: its one read (the plan, or the 410's or 404's message the page says).
  if (token !== undefined) return renderWithReads(url, answers, SHARED_PAGE.reads(token));
  // The public sample report (issue #27 item 1): its one read, the same for every visitor.
  if (url.pathname === SAMPLE_PAGE.pattern) return renderWithReads(url, answers, SAMPLE_PAGE.reads());
  // The founder's checkout and questionnaire (issue #27 item 1): the reads their URL's query names.
  const form = formPageTarget(`${url.pathname}${url.search}`);
  if (form) return renderWithReads(url, answers, form.reads);
  const queries = pageQueries(url);
  if (!queries) return null;
  const queryClient = createQueryClient();
  const filled = await Promise.all(queries.first.map((options) => fill(queryClient, answers, options)));
  if (!filled.every(Boolean)) return null;
  const profitLoss = queryClient.getQueryData<{ questionnaireId: string }>(queries.first[0]!.queryKey);
  const questionnaireId = url.searchParams.get('questionnaireId') ?? profitLoss?.questionnaireId;
  if (!questionnaireId) return null;
  for (const options of queries.then(questionnaireId)) {
    if (!(await fill(queryClient, answers, options))) return null;
  }
  return renderWith(url, queryClient);
}

/**
 * The landing page drawn with its plans, contact block and the browser's access, so it is complete
 * without its script (which starts on the visitor's first press), or a share link's page with its read;
 * null when a read has no answer. The same render task as the statements pages
 * (apps/server/src/documents/render/statements-page.ts).
 */
async function renderWithReads(
  url: URL,
  answers: Answers,
  reads: readonly TRenderedRead[],
): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  const filled = await Promise.all(
    reads.map((read) => fill(queryClient, answers, pageReadQueryOptions(read))),
  );
  return filled.every(Boolean) ? renderWith(url, queryClient) : null;
}

/** A boundary the render left to the browser (a page whose code had not loaded, or an error in it). */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The page as plain markup. A streamed render would leave a Suspense boundary it finished late to small
 * inline scripts, which the Content-Security-Policy refuses; renderToString writes none, but draws the
 * fallback of a React.lazy page whose module it has not loaded yet. So the first time a page's module is
 * needed, a prerender loads it (and its markup is thrown away), and the page is rendered again.
 */
async function renderWhole(page: ReactElement): Promise<string> {
  const html = renderToString(page);
  if (!html.includes(CLIENT_RENDERED)) return html;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(page, { onError: (error) => void errors.push(error) });
  for await (const chunk of prelude as Readable) void chunk;
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const again = renderToString(page);
  if (again.includes(CLIENT_RENDERED)) throw new Error('the page suspended while rendering on the server');
  return again;
}
