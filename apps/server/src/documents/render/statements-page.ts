// The results and full statements pages drawn by the web app's server renderer (apps/web/dist-ssr), as a
// render task: React's render of a page takes 20–60 ms, so it runs in the render pool's worker threads
// like the charts, not on the event loop. The page's reads stay on the main thread (http/pages/page-render.ts);
// the task gets the URL and the API's answers and gives back the page's HTML and its query cache as JSON.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { TDrawnPage } from '@trajectory/contracts/prerendered';

type SsrModule = {
  renderStatementsPage: (url: string, answers: ReadonlyMap<string, string>) => Promise<TDrawnPage | null>;
};

export type StatementsPageJob = {
  /** The renderer's file (apps/web/dist-ssr/prerender.js), loaded by the thread the first time it draws. */
  entry: string;
  url: string;
  /** The API's answer body per read URL. */
  answers: ReadonlyMap<string, string>;
};

/** The renderer each thread loaded, per file: loaded once, on the first page it draws. */
const loaded = new Map<string, Promise<SsrModule>>();

/** Imports the server renderer, only when its file exists (a thread never loads a bundle that is not there). */
export function loadSsrModule(entry: string): Promise<SsrModule> {
  let module = loaded.get(entry);
  if (!module) {
    if (!fs.existsSync(entry)) return Promise.reject(new Error(`No server renderer at ${entry}`));
    module = import(pathToFileURL(entry).href) as Promise<SsrModule>;
    loaded.set(entry, module);
    // A renderer that failed to load is tried again next time.
    module.catch(() => loaded.delete(entry));
  }
  return module;
}

export async function renderStatementsPage({
  entry,
  url,
  answers,
}: StatementsPageJob): Promise<TDrawnPage | null> {
  const ssr = await loadSsrModule(entry);
  return ssr.renderStatementsPage(url, answers);
}
