// GET /api/admin/sample-data: the sample business the editor opens with (stored, else the built-in one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSampleDataResponse } from '@trajectory/contracts/admin-sample-data';
import { getJson } from '@/lib/api';

export const sampleDataQueryKey = ['/api/admin/sample-data'] as const;

export const sampleDataQueryOptions = () =>
  queryOptions({
    queryKey: sampleDataQueryKey,
    queryFn: async () => (await getJson('/api/admin/sample-data')) as TSampleDataResponse,
  });

export function useSampleData({ enabled }: { enabled: boolean }) {
  return useQuery({ ...sampleDataQueryOptions(), enabled });
}
