// GET /api/admin/payment-history: one page of payments and the revenue summary of the whole filter.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminPaymentsResponse,
  type TAdminPaymentsFilter,
  type TAdminPaymentsResponse,
} from '@trajectory/contracts/admin-payments';
import { getJson } from '@/lib/api';
import { filterSearchParams } from '@/features/admin/common/lib/filter-params';

export type PaymentsQuery = Partial<TAdminPaymentsFilter> & { page: number; pageSize: number };

export const adminPaymentsBaseKey = ['/api/admin/payment-history'] as const;

export async function getAdminPaymentHistory(query: PaymentsQuery): Promise<TAdminPaymentsResponse> {
  try {
    return ZAdminPaymentsResponse.parse(
      await getJson(`/api/admin/payment-history?${filterSearchParams(query).toString()}`),
    );
  } catch (cause) {
    // The spec's fetch error text (admin.md section 8); the cause keeps the server's answer.
    throw new Error('Failed to fetch payment history', { cause });
  }
}

export const adminPaymentHistoryQueryOptions = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: [...adminPaymentsBaseKey, query],
    queryFn: () => getAdminPaymentHistory(query),
    placeholderData: keepPreviousData,
  });

export function useAdminPaymentHistory(query: PaymentsQuery) {
  return useQuery(adminPaymentHistoryQueryOptions(query));
}
