// GET /api/access/links/{token}: which e-mail a link opens, read without using it up (410 when used or expired).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccessLinkInfo, type TAccessLinkInfo } from '@trajectory/contracts/access';
import { getJson, queryKeyToUrl } from '@/lib/api';

export const accessLinkQueryKey = (token: string) => ['/api/access/links', token] as const;

export async function getAccessLink(token: string): Promise<TAccessLinkInfo> {
  return ZAccessLinkInfo.parse(await getJson(queryKeyToUrl(accessLinkQueryKey(token))));
}

export function useAccessLink(token: string) {
  return useQuery(
    queryOptions({ queryKey: accessLinkQueryKey(token), queryFn: () => getAccessLink(token), staleTime: 0 }),
  );
}
