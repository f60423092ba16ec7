// POST /api/payments/paypal/capture/{paypalOrderId}: the server captures and applies the PayPal payment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPaymentSuccessResponse, type TPaymentSuccessResponse } from '@trajectory/contracts/purchasing';
import { prospectQueryKey } from '@/api/get-prospect';
import { apiRequest } from '@/lib/api';

export type CapturePaypalInput = { paypalOrderId: string; prospectId: string };

/** Answers like payment/success (plus PayPal's ids, which are not needed here). */
export async function capturePaypalOrder({
  paypalOrderId,
  prospectId,
}: CapturePaypalInput): Promise<TPaymentSuccessResponse> {
  const res = await apiRequest('POST', `/api/payments/paypal/capture/${encodeURIComponent(paypalOrderId)}`, {
    prospectId,
  });
  return ZPaymentSuccessResponse.parse(await res.json());
}

export function useCapturePaypalOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: capturePaypalOrder,
    onSuccess: async (result) => {
      queryClient.setQueryData(prospectQueryKey(result.prospect.id), result.prospect);
      await queryClient.invalidateQueries({ queryKey: ['/api/payment-history'] });
    },
  });
}
