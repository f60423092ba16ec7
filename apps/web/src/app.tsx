// The application root: data cache, router and the toast outlet.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
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
  browserRouter ??= router ? undefined : createBrowserRouter(routes);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router ?? browserRouter!} />
      <Toaster />
    </QueryClientProvider>
  );
}
