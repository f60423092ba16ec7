// Build-time renders (issue #16 item 5): `vite build --ssr` bundles this file and build/prerender.ts writes
// the landing page into dist/landing.html, which the server sends for "/" and main.tsx hydrates, and the
// loading frame of every other page into dist/index.html, which the app replaces when it starts.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PageFallback } from './components/layouts/page-fallback';
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

/** The frame a lazily loaded page shows while its code arrives: header with the brand, skeleton. */
export function renderShell(): string {
  const router = createMemoryRouter([{ path: '*', element: <PageFallback /> }]);
  return renderToString(<RouterProvider router={router} />);
}
