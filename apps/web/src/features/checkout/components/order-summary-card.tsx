// The checkout summary: name, price, description, "What's Included", subtotal and total.
import { CheckCircle2 } from 'lucide-react';
import type { TProduct } from '@trajectory/contracts/products';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatPrice } from '@/lib/format';
import { productFeatures } from '@/lib/product-features';

function Line({ label, value, isTotal = false }: { label: string; value: string; isTotal?: boolean }) {
  return (
    <div
      className={
        isTotal
          ? 'flex justify-between border-t border-border pt-3 text-base font-semibold'
          : 'flex justify-between text-sm'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={isTotal ? 'order-total' : undefined}>
        {value}
      </dd>
    </div>
  );
}

/** `isFree` shows the promo discount: the whole price, so the total reads "Free". */
export function OrderSummaryCard({ product, isFree = false }: { product: TProduct; isFree?: boolean }) {
  const price = formatPrice(product);
  const features = productFeatures(product);
  return (
    <Card data-testid="order-summary">
      <CardHeader>
        <CardDescription>Order Summary</CardDescription>
        <div className="flex items-baseline justify-between gap-4">
          {/* The page's h1 is the page's title: the cards' titles are its sections. */}
          <h2 className="text-xl leading-tight font-semibold">{product.name}</h2>
          <span className="text-xl font-semibold tabular-nums">{price}</span>
        </div>
        {product.description && <p className="text-sm text-muted-foreground">{product.description}</p>}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div>
          <h3 className="mb-3 text-sm font-semibold">What&apos;s Included</h3>
          <ul className="flex flex-col gap-2" aria-label="What's Included">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-positive" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <dl className="flex flex-col gap-2">
          <Line label="Subtotal" value={price} />
          {isFree && <Line label="Promo code discount" value={`−${price}`} />}
          <Line label="Total" value={isFree ? formatPrice(0) : price} isTotal />
        </dl>
      </CardContent>
    </Card>
  );
}
