// A prospect's share links as staff see them (issue #26 item 1): GET
// /api/admin/prospects/{prospectId}/share-links and POST /api/admin/share-links/{linkId}/revoke (audited).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZShareLink, ZShareLinkList, type TShareLink } from '@trajectory/contracts/sharing';
import { apiRequest, getJson, queryKeyToUrl } from '@/lib/api';

export const adminShareLinksQueryKey = (prospectId: string) =>
  ['/api/admin/prospects', prospectId, 'share-links'] as const;

export async function getAdminShareLinks(prospectId: string): Promise<TShareLink[]> {
  return ZShareLinkList.parse(await getJson(queryKeyToUrl(adminShareLinksQueryKey(prospectId)))).links;
}

export function useAdminShareLinks(prospectId: string) {
  return useQuery({
    queryKey: adminShareLinksQueryKey(prospectId),
    queryFn: () => getAdminShareLinks(prospectId),
    // Views and revocations happen elsewhere: read again each time the list is opened.
    staleTime: 0,
  });
}

export async function revokeAdminShareLink({ linkId }: { prospectId: string; linkId: string }) {
  const res = await apiRequest('POST', `/api/admin/share-links/${encodeURIComponent(linkId)}/revoke`);
  return ZShareLink.parse(await res.json());
}

export function useRevokeAdminShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAdminShareLink,
    onSuccess: (_link, { prospectId }) =>
      queryClient.invalidateQueries({ queryKey: adminShareLinksQueryKey(prospectId) }),
  });
}
