// GET /api/admin/ai-config: the active AI assessment settings (the server stores the defaults first).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAiConfig, type TAiConfig } from '@trajectory/contracts/admin-settings';
import { getJson } from '@/lib/api';
import { FIVE_MINUTES } from '@/lib/query-client';

export const aiConfigQueryKey = ['/api/admin/ai-config'] as const;

export async function getAiConfig(): Promise<TAiConfig> {
  return ZAiConfig.parse(await getJson('/api/admin/ai-config'));
}

// admin.md section 7: AI config is cached 5 minutes; Refresh and saving read it again.
export const aiConfigQueryOptions = () =>
  queryOptions({ queryKey: aiConfigQueryKey, queryFn: getAiConfig, staleTime: FIVE_MINUTES });

export function useAiConfig() {
  return useQuery(aiConfigQueryOptions());
}
