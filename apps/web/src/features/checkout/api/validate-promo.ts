// POST /api/promo-codes/validate: whether a code makes this product free; the server states the reason.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZValidatePromoRequest } from '@trajectory/contracts/purchasing';
import { ZValidatePromoResponse } from '@trajectory/contracts/purchasing';
import { apiRequest } from '@/lib/api';

export type ValidatePromoInput = z.input<typeof ZValidatePromoRequest>;
export type TPromoValidation = z.infer<typeof ZValidatePromoResponse>;

export async function validatePromo(input: ValidatePromoInput): Promise<TPromoValidation> {
  const res = await apiRequest('POST', '/api/promo-codes/validate', input);
  return ZValidatePromoResponse.parse(await res.json());
}

export function useValidatePromo() {
  return useMutation({ mutationFn: validatePromo });
}
