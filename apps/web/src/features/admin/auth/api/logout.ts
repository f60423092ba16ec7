// POST /api/admin/logout: ends the session; success or failure, every cached answer is dropped.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { forgetKeptState } from '@/features/admin/common/hooks/use-kept-state';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/admin/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // admin.md section 4: logout, and a logout error too, clear all cached data.
    onSettled: () => {
      queryClient.clear();
      forgetKeptState();
    },
  });
}
