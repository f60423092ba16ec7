// GET /api/public-config: the deployment's scheduling page and support e-mail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPublicConfig, type TPublicConfig } from '@trajectory/contracts/site';
import { getJson } from '@/lib/api';
import { FIVE_MINUTES } from '@/lib/query-client';

export async function getPublicConfig(): Promise<TPublicConfig> {
  return ZPublicConfig.parse(await getJson('/api/public-config'));
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['/api/public-config'], queryFn: getPublicConfig, staleTime: FIVE_MINUTES });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
