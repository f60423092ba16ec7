// TanStack Query defaults from the spec: no retries, no refetch on focus, data never stale by itself.
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Products, social links, contact settings and reports are cached this long (visitor.md section 9). */
export const FIVE_MINUTES = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
