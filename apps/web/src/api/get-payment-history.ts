// GET /api/payment-history[?prospectId=]: the payment records of the plans this browser may open (one plan
// when prospectId is given), newest first, always re-read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentHistoryResponse, type TPaymentRecord } from '@trajectory/contracts/visitor';
import { getJson, isAccessRequired } from '@/lib/api';

export const paymentHistoryQueryKey = (prospectId?: string) =>
  prospectId ? (['/api/payment-history', prospectId] as const) : (['/api/payment-history'] as const);

export async function getPaymentHistory(prospectId?: string): Promise<TPaymentRecord[]> {
  const url = prospectId
    ? `/api/payment-history?prospectId=${encodeURIComponent(prospectId)}`
    : '/api/payment-history';
  try {
    return ZPaymentHistoryResponse.parse(await getJson(url));
  } catch (cause) {
    // "access required" stays itself so the page shows "open your reports".
    if (isAccessRequired(cause)) throw cause;
    throw new Error('Failed to fetch payment history', { cause });
  }
}

export const paymentHistoryQueryOptions = (prospectId?: string) =>
  queryOptions({
    queryKey: paymentHistoryQueryKey(prospectId),
    queryFn: () => getPaymentHistory(prospectId),
    staleTime: 0,
  });

export function usePaymentHistory({
  prospectId,
  enabled = true,
}: { prospectId?: string; enabled?: boolean } = {}) {
  return useQuery({ ...paymentHistoryQueryOptions(prospectId), enabled });
}
