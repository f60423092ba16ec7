// GET /api/admin/prospects: one page of prospects with their status, filtered and sorted on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminProspectsResponse, type TAdminProspectsFilter } from '@trajectory/contracts/admin-prospects';
import { getJson } from '@/lib/api';

export type ProspectsQuery = Partial<TAdminProspectsFilter> & { page: number; pageSize: number };

export const adminProspectsBaseKey = ['/api/admin/prospects'] as const;

/** The query string of a filter, leaving out empty values (shared by the list and the Excel export). */
export function prospectsSearchParams(
  query: Partial<TAdminProspectsFilter> & { page?: number; pageSize?: number },
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

export async function getAdminProspects(query: ProspectsQuery) {
  return ZAdminProspectsResponse.parse(
    await getJson(`/api/admin/prospects?${prospectsSearchParams(query).toString()}`),
  );
}

export const adminProspectsQueryOptions = (query: ProspectsQuery) =>
  queryOptions({
    queryKey: [...adminProspectsBaseKey, query],
    queryFn: () => getAdminProspects(query),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useAdminProspects(query: ProspectsQuery) {
  return useQuery(adminProspectsQueryOptions(query));
}
