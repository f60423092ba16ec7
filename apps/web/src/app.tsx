// The application root: data cache, router and the toast outlet.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { endServerVisit } from '@/lib/ssr-state';
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
    browserRouter = createBrowserRouter(routes);
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
