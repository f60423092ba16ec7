// GET /api/payment-history?email=: a visitor's payment records, newest first, always re-read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentHistoryResponse, type TPaymentRecord } from '@trajectory/contracts/visitor';
import { getJson } from '@/lib/api';

export async function getPaymentHistory(email: string): Promise<TPaymentRecord[]> {
  try {
    return ZPaymentHistoryResponse.parse(
      await getJson(`/api/payment-history?email=${encodeURIComponent(email)}`),
    );
  } catch (cause) {
    throw new Error('Failed to fetch payment history', { cause });
  }
}

export const paymentHistoryQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['/api/payment-history', email],
    queryFn: () => getPaymentHistory(email),
    staleTime: 0,
  });

export function usePaymentHistory(email: string | null, { enabled = true } = {}) {
  return useQuery({ ...paymentHistoryQueryOptions(email ?? ''), enabled: enabled && email !== null });
}
