// POST /api/access/sign-out ("Sign out of this browser") and sign-out-others (every other browser of a plan).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSignOutOthersResponse } from '@trajectory/contracts/access';
import { apiRequest } from '@/lib/api';
import { accessSessionQueryKey } from './get-access-session';

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/access/sign-out');
}

export async function signOutOthers(prospectId: string): Promise<number> {
  const res = await apiRequest('POST', '/api/access/sign-out-others', { prospectId });
  return ZSignOutOthersResponse.parse(await res.json()).signedOut;
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nothing read while signed in may show afterwards. Only the session is read again: the plan's own
    // reads would now answer "access required" while the dashboard is still on screen.
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== accessSessionQueryKey[0] });
      return queryClient.resetQueries({ queryKey: accessSessionQueryKey });
    },
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessSessionQueryKey }),
  });
}
