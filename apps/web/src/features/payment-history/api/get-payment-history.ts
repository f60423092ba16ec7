// GET /api/payment-history?email=: a visitor's payment records, always re-read (visitor.md section 9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentHistoryResponse, type TPaymentRecord } from '@trajectory/contracts/visitor';
import { getJson } from '@/lib/api';

export async function getPaymentHistory(email: string): Promise<TPaymentRecord[]> {
  try {
    return ZPaymentHistoryResponse.parse(await getJson(`/api/payment-history?email=${encodeURIComponent(email)}`));
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

/** Nothing is asked until an e-mail has been submitted (null until then). */
export function usePaymentHistory(email: string | null) {
  return useQuery({ ...paymentHistoryQueryOptions(email ?? ''), enabled: email !== null });
}
