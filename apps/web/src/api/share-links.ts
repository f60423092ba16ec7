// A plan's share links, as its founder sees them (issue #26 item 1): GET and POST
// /api/questionnaires/{id}/share-links, POST …/share-links/{linkId}/revoke. Creating or revoking a link
// invalidates the plan's list, so its views and statuses are read again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCreatedShareLink,
  ZShareLink,
  ZShareLinkList,
  type TCreateShareLink,
  type TShareLink,
} from '@trajectory/contracts/sharing';
import { apiRequest, getJson, queryKeyToUrl } from '@/lib/api';

export const shareLinksQueryKey = (questionnaireId: string) =>
  ['/api/questionnaires', questionnaireId, 'share-links'] as const;

export async function getShareLinks(questionnaireId: string): Promise<TShareLink[]> {
  return ZShareLinkList.parse(await getJson(queryKeyToUrl(shareLinksQueryKey(questionnaireId)))).links;
}

export const shareLinksQueryOptions = (questionnaireId: string) =>
  queryOptions({
    queryKey: shareLinksQueryKey(questionnaireId),
    queryFn: () => getShareLinks(questionnaireId),
    // Views happen elsewhere (the lender's browser): read them again each time the list is shown.
    staleTime: 0,
  });

export function useShareLinks(questionnaireId: string) {
  return useQuery(shareLinksQueryOptions(questionnaireId));
}

export async function createShareLink({
  questionnaireId,
  body,
}: {
  questionnaireId: string;
  body: TCreateShareLink;
}) {
  const res = await apiRequest('POST', queryKeyToUrl(shareLinksQueryKey(questionnaireId)), body);
  return ZCreatedShareLink.parse(await res.json());
}

export async function revokeShareLink({
  questionnaireId,
  linkId,
}: {
  questionnaireId: string;
  linkId: string;
}): Promise<TShareLink> {
  const url = `${queryKeyToUrl(shareLinksQueryKey(questionnaireId))}/${encodeURIComponent(linkId)}/revoke`;
  return ZShareLink.parse(await (await apiRequest('POST', url)).json());
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: (_created, { questionnaireId }) =>
      queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(questionnaireId) }),
  });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: (_link, { questionnaireId }) =>
      queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(questionnaireId) }),
  });
}
