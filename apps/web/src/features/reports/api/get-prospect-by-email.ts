// GET /api/prospects/email/{email}: the prospect a reports lookup or dashboard is for.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProspect, type TProspect } from '@trajectory/contracts/prospects';
import { getJson, queryKeyToUrl } from '@/lib/api';

export async function getProspectByEmail(email: string): Promise<TProspect> {
  return ZProspect.parse(await getJson(queryKeyToUrl(['/api/prospects/email', email])));
}

export const prospectByEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['/api/prospects/email', email],
    queryFn: () => getProspectByEmail(email),
    // Usage counts change as reports are made and plans bought: shown from cache, re-read on each visit.
    staleTime: 0,
  });

export function useProspectByEmail(email: string) {
  return useQuery({ ...prospectByEmailQueryOptions(email), enabled: email !== '' });
}
