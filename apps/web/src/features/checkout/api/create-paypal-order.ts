// POST /api/payments/paypal/order: a PayPal order for an existing order, at the server's price.
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

// Only the PayPal order id is read (the server's schema is ZPayPalOrderResponse in paypal-routes.ts).
const ZPayPalOrder = z.object({ id: z.string().min(1) });

export async function createPaypalOrder(input: { orderId: string }): Promise<string> {
  const res = await apiRequest('POST', '/api/payments/paypal/order', input);
  return ZPayPalOrder.parse(await res.json()).id;
}
