// POST /api/payments/paypal/order: a PayPal order for an existing order, at the server's price.
import { ZPayPalOrderResponse } from '@trajectory/contracts/paypal';
import { apiRequest } from '@/lib/api';

// Only the PayPal order id is read; the schema is the server's (contracts/paypal.ts).
const ZPayPalOrder = ZPayPalOrderResponse.pick({ id: true });

export async function createPaypalOrder(input: { orderId: string }): Promise<string> {
  const res = await apiRequest('POST', '/api/payments/paypal/order', input);
  return ZPayPalOrder.parse(await res.json()).id;
}
