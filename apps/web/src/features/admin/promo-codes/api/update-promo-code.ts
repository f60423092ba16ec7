// PUT /api/admin/promo-codes/:id: every field of a promo code; the list is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPromoCode,
  type TAdminPromoCode,
  type TAdminPromoCodeInput,
} from '@trajectory/contracts/admin-promo-codes';
import { apiRequest } from '@/lib/api';
import { adminPromoCodesQueryKey } from './get-admin-promo-codes';

export async function updatePromoCode({
  id,
  input,
}: {
  id: number;
  input: TAdminPromoCodeInput;
}): Promise<TAdminPromoCode> {
  const res = await apiRequest('PUT', `/api/admin/promo-codes/${id}`, input);
  return ZAdminPromoCode.parse(await res.json());
}

export function useUpdatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromoCodesQueryKey }),
  });
}
