// DELETE /api/social-media/{id}: removes a social account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateSocialAccounts } from './get-social-accounts';

export async function deleteSocialAccount(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/social-media/${id}`);
}

export function useDeleteSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSocialAccount,
    onSuccess: () => invalidateSocialAccounts(queryClient),
  });
}
