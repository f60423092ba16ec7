// DELETE /api/admin/promo-codes/:id; the list is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminPromoCodesQueryKey } from './get-admin-promo-codes';

export async function deletePromoCode(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/admin/promo-codes/${id}`);
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromoCodesQueryKey }),
  });
}
