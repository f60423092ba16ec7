// POST /api/admin/prospects/:id/grant-plan: a paid plan agreed in conversation, recorded as a Manual payment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminProspect,
  type TAdminProspect,
  type TGrantPlanRequest,
} from '@trajectory/contracts/admin-prospects';
import { apiRequest } from '@/lib/api';
import { adminProspectsBaseKey } from './get-admin-prospects';
import { adminPaymentsBaseKey } from '@/features/admin/payments/api/get-admin-payment-history';

export async function grantProspectPlan({
  id,
  body,
}: {
  id: string;
  body: TGrantPlanRequest;
}): Promise<TAdminProspect> {
  const res = await apiRequest('POST', `/api/admin/prospects/${id}/grant-plan`, body);
  return ZAdminProspect.parse(await res.json());
}

export function useGrantProspectPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantProspectPlan,
    // The grant changes the prospect's plan and credits and adds a row to the payment history.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProspectsBaseKey }),
        queryClient.invalidateQueries({ queryKey: adminPaymentsBaseKey }),
      ]),
  });
}
