// GET /api/prospects/{id}: the prospect behind a results page (its e-mail leads to the dashboard).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProspect, type TProspect } from '@trajectory/contracts/prospects';
import { getJson, queryKeyToUrl } from '@/lib/api';

export async function getProspect(prospectId: string): Promise<TProspect> {
  return ZProspect.parse(await getJson(queryKeyToUrl(['/api/prospects', prospectId])));
}

export const prospectQueryOptions = (prospectId: string) =>
  queryOptions({ queryKey: ['/api/prospects', prospectId], queryFn: () => getProspect(prospectId), staleTime: 0 });

export function useProspect(prospectId: string) {
  return useQuery(prospectQueryOptions(prospectId));
}
