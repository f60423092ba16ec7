// GET /api/admin/audit-log: one page of the staff activity, newest first unless asked otherwise.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminAuditResponse,
  type TAdminAuditFilter,
  type TAdminAuditResponse,
} from '@trajectory/contracts/admin-audit';
import { getJson } from '@/lib/api';
import { paymentsSearchParams } from '@/features/admin/payments/api/get-admin-payment-history';

export type AuditQuery = Partial<TAdminAuditFilter> & { page: number; pageSize: number };

export const adminAuditBaseKey = ['/api/admin/audit-log'] as const;

/** The query string of a filter without empty values (the list and the CSV export share it). */
export const auditSearchParams = (query: Partial<TAdminAuditFilter> & { page?: number; pageSize?: number }) =>
  paymentsSearchParams(query as Parameters<typeof paymentsSearchParams>[0]);

export async function getAdminAuditLog(query: AuditQuery): Promise<TAdminAuditResponse> {
  try {
    return ZAdminAuditResponse.parse(
      await getJson(`/api/admin/audit-log?${auditSearchParams(query).toString()}`),
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
