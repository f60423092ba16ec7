// POST /api/promo-codes/use: consumes one use of a code and applies its plan to the prospect.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZUsePromoRequest } from '@trajectory/contracts/purchasing';
import { ZUsePromoResponse } from '@trajectory/contracts/purchasing';
import { prospectQueryKey } from '@/api/get-prospect';
import { apiRequest } from '@/lib/api';

export type ApplyPromoInput = z.input<typeof ZUsePromoRequest>;

export async function applyPromo(input: ApplyPromoInput): Promise<z.infer<typeof ZUsePromoResponse>> {
  const res = await apiRequest('POST', '/api/promo-codes/use', input);
  return ZUsePromoResponse.parse(await res.json());
}

export function useApplyPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPromo,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: prospectQueryKey(input.prospectId) }),
  });
}
