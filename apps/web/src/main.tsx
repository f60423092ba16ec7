// Browser entry: fonts, styles, and the app mounted on #root.
// zod is configured before any schema is built (lib/zod-config.ts).
import './lib/zod-config';
import '@fontsource-variable/inter';
import './index.css';
import { queryClient } from './lib/query-client';
import { hydrateSsrState, isDrawnPage } from './lib/ssr-state';

/**
 * Lets the browser paint and answer input between the app's pieces. React and the app are dynamic
 * imports, each evaluated in a task of its own, so starting the app is several short tasks instead of one
 * long one (issue #27 item 3: the entry's evaluation was one task of 200–300 ms under 4× throttling).
 * Their files are fetched together beforehand: index.html and the boot script name them
 * (apps/web/build/prerender.ts).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  await nextTask();
  const [{ startTransition, StrictMode }, { createRoot, hydrateRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
  ]);
  await nextTask();
  const { App } = await import('./app');
  await nextTask();

  // A page rendered by the server with its data (the landing page, the results and full statements pages)
  // carries the answers it was drawn from: they fill the cache first, so the first render matches the HTML.
  hydrateSsrState(queryClient);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  // The server sends the landing page and the statements pages drawn (apps/server/src/http/pages/
  // page-render.ts, or the landing page as the build drew it): they are hydrated, not drawn again. Every
  // other page arrives with the loading frame, which the app's first render replaces. Hydrating in a
  // transition lets React yield to the browser every few milliseconds instead of holding the main thread
  // for a whole statements page (a press meanwhile is remembered and replayed).
  if (isDrawnPage(container)) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
