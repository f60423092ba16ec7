// POST /api/access/verify: uses the link up and gives this browser access; every cached read starts afresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZVerifyAccessResponse, type TVerifyAccessResponse } from '@trajectory/contracts/access';
import { apiRequest } from '@/lib/api';
import { accessLinkQueryKey } from './get-access-link';

export async function verifyAccess(token: string): Promise<TVerifyAccessResponse> {
  const res = await apiRequest('POST', '/api/access/verify', { token });
  return ZVerifyAccessResponse.parse(await res.json());
}

export function useVerifyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAccess,
    // Reads answered "access required" before the click would otherwise stay cached; the link page itself
    // keeps its read, so it does not ask again for a link now used up.
    onSuccess: () =>
      queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== accessLinkQueryKey('')[0] }),
  });
}
