// PUT /api/social-media/{id}: replaces a social account's fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSocialMediaAccount, type TSocialMediaAccount } from '@trajectory/contracts/site';
import { apiRequest } from '@/lib/api';
import type { TSocialMediaBody } from './create-social-account';
import { invalidateSocialAccounts } from './get-social-accounts';

export async function updateSocialAccount({
  id,
  body,
}: {
  id: number;
  body: TSocialMediaBody;
}): Promise<TSocialMediaAccount> {
  const res = await apiRequest('PUT', `/api/social-media/${id}`, body);
  return ZSocialMediaAccount.parse(await res.json());
}

export function useUpdateSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSocialAccount,
    onSuccess: () => invalidateSocialAccounts(queryClient),
  });
}
