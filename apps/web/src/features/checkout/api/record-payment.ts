// POST /api/payment/success: the server applies a provider-confirmed payment (or confirms a used promo code).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZPaymentSuccessRequest } from '@trajectory/contracts/purchasing';
import { ZPaymentSuccessResponse, type TPaymentSuccessResponse } from '@trajectory/contracts/purchasing';
import { prospectQueryKey } from '@/api/get-prospect';
import { accessSessionQueryKey } from '@/api/access/get-access-session';
import { apiRequest } from '@/lib/api';

export type RecordPaymentInput = z.input<typeof ZPaymentSuccessRequest>;

export async function recordPayment(input: RecordPaymentInput): Promise<TPaymentSuccessResponse> {
  const res = await apiRequest('POST', '/api/payment/success', input);
  return ZPaymentSuccessResponse.parse(await res.json());
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: async (result) => {
      // The plan, credits, reports and history all changed on the server.
      queryClient.setQueryData(prospectQueryKey(result.prospect.id), result.prospect);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accessSessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/payment-history'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/reports/prospect', result.prospect.id] }),
      ]);
    },
  });
}
