// GET /api/social-media: every social account, active or not, for the Contacts tab.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZSocialMediaList } from '@trajectory/contracts/admin-settings';
import type { TSocialMediaAccount } from '@trajectory/contracts/site';
import { socialLinksQueryOptions } from '@/api/get-social-links';
import { getJson } from '@/lib/api';

export const socialAccountsQueryKey = ['/api/social-media'] as const;

export async function getSocialAccounts(): Promise<TSocialMediaAccount[]> {
  const accounts = ZSocialMediaList.parse(await getJson('/api/social-media'));
  return accounts.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

export const socialAccountsQueryOptions = () =>
  queryOptions({ queryKey: socialAccountsQueryKey, queryFn: getSocialAccounts });

export function useSocialAccounts() {
  return useQuery(socialAccountsQueryOptions());
}

/** After any change: the staff list and the public links the landing and contact pages cache. */
export function invalidateSocialAccounts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: socialAccountsQueryKey }),
    queryClient.invalidateQueries({ queryKey: socialLinksQueryOptions().queryKey }),
  ]);
}
