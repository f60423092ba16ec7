// POST /api/admin/ai-config: stores a configuration when none exists yet; it becomes the active one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAiConfig, type TAiConfig, type TAiConfigInput } from '@trajectory/contracts/admin-settings';
import { apiRequest } from '@/lib/api';
import { aiConfigQueryKey } from './get-ai-config';

export async function createAiConfig(input: TAiConfigInput): Promise<TAiConfig> {
  const res = await apiRequest('POST', '/api/admin/ai-config', input);
  return ZAiConfig.parse(await res.json());
}

export function useCreateAiConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiConfig,
    onSuccess: (saved) => queryClient.setQueryData(aiConfigQueryKey, saved),
  });
}
