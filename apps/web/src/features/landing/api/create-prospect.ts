// POST /api/prospects: register a prospect (an existing e-mail answers with that prospect, unchanged).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProspect, type TCreateProspectRequest, type TProspect } from '@trajectory/contracts/prospects';
import { apiRequest } from '@/lib/api';
import { prospectByEmailQueryKey } from '@/api/get-prospect-by-email';

export async function createProspect(input: TCreateProspectRequest): Promise<TProspect> {
  const res = await apiRequest('POST', '/api/prospects', input);
  return ZProspect.parse(await res.json());
}

export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProspect,
    onSuccess: (prospect) => {
      queryClient.setQueryData(prospectByEmailQueryKey(prospect.email), prospect);
    },
  });
}
