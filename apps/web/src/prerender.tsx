// Build-time render of the landing page (issue #16 item 5): `vite build --ssr` bundles this file, and
// build/prerender.ts writes its HTML into dist/landing.html, which the server sends for "/" so the page
// paints before its script runs; main.tsx then hydrates it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { App } from './app';
import { routes } from './routes';

export function renderLanding(): string {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const queryClient = new QueryClient();
  return renderToString(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
