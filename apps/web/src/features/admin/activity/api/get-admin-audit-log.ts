// GET /api/admin/audit-log: one page of the staff activity, newest first unless asked otherwise.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminAuditResponse,
  type TAdminAuditFilter,
  type TAdminAuditResponse,
} from '@trajectory/contracts/admin-audit';
import { getJson } from '@/lib/api';
import { filterSearchParams } from '@/features/admin/common/lib/filter-params';

export type AuditQuery = Partial<TAdminAuditFilter> & { page: number; pageSize: number };

export const adminAuditBaseKey = ['/api/admin/audit-log'] as const;

export async function getAdminAuditLog(query: AuditQuery): Promise<TAdminAuditResponse> {
  try {
    return ZAdminAuditResponse.parse(
      await getJson(`/api/admin/audit-log?${filterSearchParams(query).toString()}`),
    );
  } catch (cause) {
    throw new Error('Failed to fetch the activity log', { cause });
  }
}

export const adminAuditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...adminAuditBaseKey, query],
    queryFn: () => getAdminAuditLog(query),
    placeholderData: keepPreviousData,
  });

export function useAdminAuditLog(query: AuditQuery) {
  return useQuery(adminAuditLogQueryOptions(query));
}
