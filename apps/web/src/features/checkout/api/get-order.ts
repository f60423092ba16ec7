// GET /api/orders/{id}: an order made at checkout, with the product and the amount the server set.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrder, type TOrder } from '@trajectory/contracts/purchasing';
import { getJson, queryKeyToUrl } from '@/lib/api';

export const orderQueryKey = (orderId: string) => ['/api/orders', orderId] as const;

export async function getOrder(orderId: string): Promise<TOrder> {
  return ZOrder.parse(await getJson(queryKeyToUrl(orderQueryKey(orderId))));
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderQueryKey(orderId), queryFn: () => getOrder(orderId), staleTime: 0 });

export function useOrder(orderId: string | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
}
