// The order summary of the card and PayPal pages: the product as checkout names it, amount and total.
import type { TOrder } from '@trajectory/contracts/purchasing';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPrice } from '@/lib/format';
import { orderProductLabel } from '../lib/plans';

export function OrderDetailsCard({ order }: { order: TOrder }) {
  const amount = formatPrice(order.amount);
  return (
    <Card data-testid="order-summary">
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2">
          <div className="flex justify-between text-sm">
            <dt className="text-muted-foreground">Product</dt>
            <dd className="font-medium">{orderProductLabel(order)}</dd>
          </div>
          <div className="flex justify-between text-sm">
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="tabular-nums">{amount}</dd>
          </div>
          <div className="flex justify-between border-t border-border pt-3 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="order-total">
              {amount} {order.currency}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
