// GET /api/admin/payments/:id/refund: what a refund would revoke; POST: refunds the payment (whole) and
// revokes it. A refund changes the payments list and the founder's plan, so both lists are refetched.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminRefundPreview,
  ZAdminRefundResponse,
  type TAdminRefundPreview,
  type TAdminRefundResponse,
} from '@trajectory/contracts/admin-payments';
import { apiRequest, getJson } from '@/lib/api';
import { adminProspectsBaseKey } from '@/features/admin/prospects/api/get-admin-prospects';
import { adminPaymentsBaseKey } from './get-admin-payment-history';

const refundUrl = (id: string) => `/api/admin/payments/${encodeURIComponent(id)}/refund`;

export async function getRefundPreview(id: string): Promise<TAdminRefundPreview> {
  return ZAdminRefundPreview.parse(await getJson(refundUrl(id)));
}

/** The preview, read when the confirmation opens (never cached: the founder's plan may have changed). */
export function useRefundPreview(id: string | null) {
  return useQuery({
    queryKey: ['/api/admin/payments/refund-preview', id],
    queryFn: () => getRefundPreview(id!),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export async function refundPayment(id: string): Promise<TAdminRefundResponse> {
  const res = await apiRequest('POST', refundUrl(id));
  return ZAdminRefundResponse.parse(await res.json());
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPaymentsBaseKey }),
        queryClient.invalidateQueries({ queryKey: adminProspectsBaseKey }),
      ]),
  });
}
