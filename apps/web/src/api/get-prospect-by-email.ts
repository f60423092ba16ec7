// GET /api/prospects/email/{email}: the prospect registered under an e-mail (404 when none). Re-read on
// each visit: usage counts change as reports are made and plans bought.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProspect, type TProspect } from '@trajectory/contracts/prospects';
import { getJson, queryKeyToUrl } from '@/lib/api';

export const prospectByEmailQueryKey = (email: string) => ['/api/prospects/email', email] as const;

export async function getProspectByEmail(email: string): Promise<TProspect> {
  return ZProspect.parse(await getJson(queryKeyToUrl(prospectByEmailQueryKey(email))));
}

export const prospectByEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: prospectByEmailQueryKey(email),
    queryFn: () => getProspectByEmail(email),
    staleTime: 0,
  });

export function useProspectByEmail(email: string | null) {
  return useQuery({ ...prospectByEmailQueryOptions(email ?? ''), enabled: Boolean(email) });
}
