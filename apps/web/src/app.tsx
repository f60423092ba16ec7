// The application root: data cache, router and the toast outlet.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { endServerVisit, isDrawnPage } from '@/lib/ssr-state';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;
let browserRouter: Router | undefined;

export function App({
  queryClient = defaultQueryClient,
  router,
}: {
  queryClient?: QueryClient;
  /** The build-time render of the landing page passes a memory router; the browser makes its own. */
  router?: Router;
}) {
  if (!router && !browserRouter) {
    // A page that arrived drawn is hydrated, not navigated to: the router starts it without resetting its
    // scroll (`hydrationData` makes ScrollRestoration leave the first page alone). Its reader may have
    // scrolled before the app started (the landing page's starts on the first press): put back at the top,
    // the page jumped, and the button being pressed moved from under the pointer, so the press was lost.
    browserRouter = createBrowserRouter(routes, isDrawnPage() ? { hydrationData: {} } : undefined);
    // A server-rendered page's data belongs to the visit it was rendered for (lib/ssr-state.ts).
    const first = browserRouter.state.location.key;
    const stop = browserRouter.subscribe(({ location }) => {
      if (location.key === first) return;
      endServerVisit();
      stop();
    });
  }
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router ?? browserRouter!} />
      <Toaster />
    </QueryClientProvider>
  );
}
