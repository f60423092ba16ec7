// GET /api/access/session: the prospects this browser may open, newest first; re-read on every visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccessSession, type TAccessSession } from '@trajectory/contracts/access';
import { getJson } from '@/lib/api';

export const accessSessionQueryKey = ['/api/access/session'] as const;

export async function getAccessSession(): Promise<TAccessSession> {
  return ZAccessSession.parse(await getJson(accessSessionQueryKey[0]));
}

export const accessSessionQueryOptions = () =>
  queryOptions({ queryKey: accessSessionQueryKey, queryFn: getAccessSession, staleTime: 0 });

export function useAccessSession() {
  return useQuery(accessSessionQueryOptions());
}
