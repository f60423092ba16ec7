// POST /api/payments/stripe/create-intent: a card intent for an existing order (/checkout/stripe?orderId=).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZCreateIntentForOrderResponse } from '@trajectory/contracts/purchasing';
import { apiRequest } from '@/lib/api';

export type TOrderIntent = z.infer<typeof ZCreateIntentForOrderResponse>;

export async function createOrderIntent(orderId: string): Promise<TOrderIntent> {
  const res = await apiRequest('POST', '/api/payments/stripe/create-intent', { orderId });
  return ZCreateIntentForOrderResponse.parse(await res.json());
}

export function useCreateOrderIntent() {
  return useMutation({ mutationFn: createOrderIntent });
}
