// The application root: data cache, router and the toast outlet.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({ queryClient = defaultQueryClient }: { queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
