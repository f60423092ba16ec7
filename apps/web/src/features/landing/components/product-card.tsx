// One plan on the landing page: name, price, description, what it includes and its action.
import type { TProduct } from '@trajectory/contracts/products';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import { isMostPopular, productActionLabel, productFeatures } from '../lib/product-card-content';

type ProductCardProps = { product: TProduct; onSelect: (product: TProduct) => void };

export function ProductCard({ product, onSelect }: ProductCardProps) {
  const isPopular = isMostPopular(product);
  const headingId = `product-${product.id}-name`;
  return (
    <Card
      data-testid="product-card"
      aria-labelledby={headingId}
      className={cn('relative h-full', isPopular && 'border-primary ring-1 ring-primary')}
      role="article"
    >
      <CardHeader className="gap-3">
        {isPopular && <Badge className="absolute -top-3 left-6">Most Popular</Badge>}
        <CardTitle id={headingId}>{product.name}</CardTitle>
        {product.type === 'Paid' && (
          <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="product-price">
            {formatPrice(product)}
          </p>
        )}
        {product.description && <CardDescription>{product.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2 text-sm" aria-label={`${product.name} includes`}>
          {productFeatures(product).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-positive" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={isPopular ? 'default' : 'outline'}
          onClick={() => onSelect(product)}
        >
          {productActionLabel(product)}
        </Button>
      </CardFooter>
    </Card>
  );
}
