// Browser entry: fonts, styles, and the app mounted on #root.
import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './index.css';
import { App } from './app';
import { queryClient } from './lib/query-client';
import { hydrateSsrState } from './lib/ssr-state';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A page rendered by the server with its data (the results and full statements pages) carries the
// answers it was drawn from: they fill the cache first, so the first render matches the HTML.
hydrateSsrState(queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The server sends the landing page rendered at build time (apps/web/build/prerender.ts) and the
// statements pages rendered per request (apps/server/src/lib/page-render.ts): they are hydrated, not
// drawn again. Every other page arrives with the loading frame, which the app's first render replaces.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding
// the main thread for a whole statements page (a press meanwhile is remembered and replayed).
if (container.hasAttribute('data-hydrate')) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
