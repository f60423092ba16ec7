// Test helpers: render the real route tree at a path or one component with a query client, and fake the API with canned JSON.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import * as notifyModule from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '@/routes';

export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one component (a tab, a dialog) with a fresh query client and the toaster. */
export function renderWithClient(ui: ReactNode) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Radix checkboxes and radio groups measure themselves; jsdom has no ResizeObserver. */
export function stubResizeObserver() {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch: each URL path answers with its handler, anything else with a 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const handler = handlers[url];
    return handler ? handler(init) : new Response('', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The app's toasts replaced by a spy in every test of the file that calls this (at its top level): `notify`
 * imported from '@/lib/notify' is the spy while a test runs, and setup.ts restores the real one after it.
 * A spy on the module, not `vi.mock`, so the file shares its worker's modules with the others (the web
 * project's `isolate: false`; a file that mocks a module needs a module cache of its own).
 */
export function spyOnNotify() {
  beforeEach(() => {
    vi.spyOn(notifyModule, 'notify').mockReturnValue(0);
  });
}
