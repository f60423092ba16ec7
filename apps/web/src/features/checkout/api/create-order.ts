// POST /api/orders: an order for a product and a payment method, priced by the server (used for PayPal).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCreateOrderRequest } from '@trajectory/contracts/purchasing';
import { ZOrder, type TOrder } from '@trajectory/contracts/purchasing';
import { apiRequest } from '@/lib/api';
import { orderQueryKey } from './get-order';

export type CreateOrderInput = z.input<typeof ZCreateOrderRequest>;

export async function createOrder(input: CreateOrderInput): Promise<TOrder> {
  const res = await apiRequest('POST', '/api/orders', input);
  return ZOrder.parse(await res.json());
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(order.id), order),
  });
}
