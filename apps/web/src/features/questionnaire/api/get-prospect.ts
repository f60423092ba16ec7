// GET /api/prospects/{id}: the prospect answering the questionnaire (plan, e-mail, allowance).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProspect, type TProspect } from '@trajectory/contracts/prospects';
import { getJson, queryKeyToUrl } from '@/lib/api';

export const prospectQueryKey = (prospectId: string) => ['/api/prospects', prospectId] as const;

export async function getProspect(prospectId: string): Promise<TProspect> {
  return ZProspect.parse(await getJson(queryKeyToUrl(prospectQueryKey(prospectId))));
}

export const prospectQueryOptions = (prospectId: string) =>
  queryOptions({ queryKey: prospectQueryKey(prospectId), queryFn: () => getProspect(prospectId) });

export function useProspect(prospectId: string) {
  return useQuery(prospectQueryOptions(prospectId));
}
