// PUT /api/admin/ai-config/:id: saves the settings form over the existing configuration.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAiConfig, type TAiConfig, type TAiConfigPatch } from '@trajectory/contracts/admin-settings';
import { apiRequest } from '@/lib/api';
import { aiConfigQueryKey } from './get-ai-config';

export async function updateAiConfig({
  id,
  patch,
}: {
  id: number;
  patch: TAiConfigPatch;
}): Promise<TAiConfig> {
  const res = await apiRequest('PUT', `/api/admin/ai-config/${id}`, patch);
  return ZAiConfig.parse(await res.json());
}

export function useUpdateAiConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiConfig,
    onSuccess: (saved) => queryClient.setQueryData(aiConfigQueryKey, saved),
  });
}
