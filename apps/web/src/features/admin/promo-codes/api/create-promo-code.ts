// POST /api/admin/promo-codes: a new promo code; the list is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPromoCode,
  type TAdminPromoCode,
  type TAdminPromoCodeInput,
} from '@trajectory/contracts/admin-promo-codes';
import { apiRequest } from '@/lib/api';
import { adminPromoCodesQueryKey } from './get-admin-promo-codes';

export async function createPromoCode(input: TAdminPromoCodeInput): Promise<TAdminPromoCode> {
  const res = await apiRequest('POST', '/api/admin/promo-codes', input);
  return ZAdminPromoCode.parse(await res.json());
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromoCodesQueryKey }),
  });
}
