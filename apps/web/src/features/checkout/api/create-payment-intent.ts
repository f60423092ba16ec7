// POST /api/stripe/create-payment-intent: an order and a card intent for a product, priced by the server.
import { useMutation } from '@tanstack/react-query';
import {
  ZCreatePaymentIntentResponse,
  type TCreatePaymentIntentResponse,
} from '@trajectory/contracts/purchasing';
import { apiRequest } from '@/lib/api';

export type CreatePaymentIntentInput = { prospectId: string; productCode: string };

/** No amount is sent: the server computes it from the product. */
export async function createPaymentIntent(
  input: CreatePaymentIntentInput,
): Promise<TCreatePaymentIntentResponse> {
  const res = await apiRequest('POST', '/api/stripe/create-payment-intent', input);
  return ZCreatePaymentIntentResponse.parse(await res.json());
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
