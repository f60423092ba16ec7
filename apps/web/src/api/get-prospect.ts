// GET /api/prospects/{id}: a prospect's plan, e-mail and allowance. Re-read on each visit: usage and
// plans change as reports are made and plans bought.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProspect, type TProspect } from '@trajectory/contracts/prospects';
import { getJson, queryKeyToUrl } from '@/lib/api';

export const prospectQueryKey = (prospectId: string) => ['/api/prospects', prospectId] as const;

export async function getProspect(prospectId: string): Promise<TProspect> {
  return ZProspect.parse(await getJson(queryKeyToUrl(prospectQueryKey(prospectId))));
}

export const prospectQueryOptions = (prospectId: string) =>
  queryOptions({
    queryKey: prospectQueryKey(prospectId),
    queryFn: () => getProspect(prospectId),
    staleTime: 0,
  });

export function useProspect(prospectId: string) {
  return useQuery(prospectQueryOptions(prospectId));
}
