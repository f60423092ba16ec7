// GET /api/social-media/active: the social accounts shown on the landing and contact pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZListSocialMediaResponse, type TSocialMediaAccount } from '@trajectory/contracts/site';
import { getJson } from '@/lib/api';
import { FIVE_MINUTES } from '@/lib/query-client';

export async function getSocialLinks(): Promise<TSocialMediaAccount[]> {
  const accounts = ZListSocialMediaResponse.parse(await getJson('/api/social-media/active'));
  return accounts.filter((account) => account.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
}

export const socialLinksQueryOptions = () =>
  queryOptions({ queryKey: ['/api/social-media/active'], queryFn: getSocialLinks, staleTime: FIVE_MINUTES });

export function useSocialLinks() {
  return useQuery(socialLinksQueryOptions());
}

/** The accounts shown at one place: 'top' is the contact section, 'bottom' the footer; 'both' is both. */
export function accountsAt(accounts: TSocialMediaAccount[], place: 'top' | 'bottom'): TSocialMediaAccount[] {
  return accounts.filter((account) => account.position === place || account.position === 'both');
}
