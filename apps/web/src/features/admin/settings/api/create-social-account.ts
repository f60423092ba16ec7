// POST /api/social-media: adds a social account (the server allows five at most).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZSocialMediaInput } from '@trajectory/contracts/admin-settings';
import { ZSocialMediaAccount, type TSocialMediaAccount } from '@trajectory/contracts/site';
import { apiRequest } from '@/lib/api';
import { invalidateSocialAccounts } from './get-social-accounts';

export type TSocialMediaBody = z.input<typeof ZSocialMediaInput>;

export async function createSocialAccount(body: TSocialMediaBody): Promise<TSocialMediaAccount> {
  const res = await apiRequest('POST', '/api/social-media', body);
  return ZSocialMediaAccount.parse(await res.json());
}

export function useCreateSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSocialAccount,
    onSuccess: () => invalidateSocialAccounts(queryClient),
  });
}
