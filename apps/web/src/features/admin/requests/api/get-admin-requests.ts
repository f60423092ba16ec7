// GET /api/admin/questionnaires: one page of requests with the stats; the server filters, sorts and pages.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminRequestsResponse, type TAdminRequestsResponse } from '@trajectory/contracts/admin-requests';
import { getJson } from '@/lib/api';

export const REQUESTS_PAGE_SIZE = 10;

export type TRequestsSortBy = 'id' | 'createdAt';
export type TRequestsOrder = 'asc' | 'desc';

/** The filters the table and its Excel export share. Empty strings mean "no filter". */
export type TRequestsFilters = {
  search: string;
  startDate: string;
  endDate: string;
  sortBy: TRequestsSortBy;
  order: TRequestsOrder;
};

export const DEFAULT_REQUESTS_FILTERS: TRequestsFilters = {
  search: '',
  startDate: '',
  endDate: '',
  sortBy: 'createdAt',
  order: 'desc',
};

export const adminRequestsQueryKey = ['/api/admin/questionnaires'] as const;

/** The query string of the filters: blank ones are left out so the server sees no filter. */
export function requestsFilterParams(filters: TRequestsFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.startDate) params.set('startDate', filters.startDate);
  if (filters.endDate) params.set('endDate', filters.endDate);
  params.set('sortBy', filters.sortBy);
  params.set('order', filters.order);
  return params;
}

export async function getAdminRequests(
  filters: TRequestsFilters,
  page: number,
): Promise<TAdminRequestsResponse> {
  const params = requestsFilterParams(filters);
  params.set('page', String(page));
  params.set('pageSize', String(REQUESTS_PAGE_SIZE));
  return ZAdminRequestsResponse.parse(await getJson(`/api/admin/questionnaires?${params.toString()}`));
}

export const adminRequestsQueryOptions = (filters: TRequestsFilters, page: number) =>
  queryOptions({
    queryKey: [...adminRequestsQueryKey, { ...filters, search: filters.search.trim(), page }],
    queryFn: () => getAdminRequests(filters, page),
    // The previous page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

export function useAdminRequests(filters: TRequestsFilters, page: number) {
  return useQuery(adminRequestsQueryOptions(filters, page));
}
