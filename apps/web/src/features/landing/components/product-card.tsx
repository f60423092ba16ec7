// One plan on the landing page: name, price, its description (line for line) or, without one, the generated
// list of what it includes (visitor.md section 2: never both), and its action.
import type { TProduct } from '@trajectory/contracts/products';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  descriptionBlocks,
  isMostPopular,
  productActionLabel,
  productFeatures,
  type DescriptionBlock,
} from '../lib/product-card-content';

function CheckList({ items, label }: { items: string[]; label: string }) {
  return (
    <ul className="flex flex-col gap-2 text-sm" aria-label={label}>
      {items.map((item, i) => (
        <li key={`${i}-${item}`} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-positive" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Description({ blocks, name }: { blocks: DescriptionBlock[]; name: string }) {
  return (
    <div className="flex flex-col gap-3 text-sm text-muted-foreground" data-testid="product-description">
      {blocks.map((block, i) =>
        block.kind === 'list' ? (
          <CheckList key={i} items={block.items} label={`${name} includes`} />
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}

type ProductCardProps = { product: TProduct; onSelect: (product: TProduct) => void };

export function ProductCard({ product, onSelect }: ProductCardProps) {
  const isPopular = isMostPopular(product);
  const headingId = `product-${product.id}-name`;
  const blocks = descriptionBlocks(product.description);
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
      </CardHeader>
      <CardContent className="flex-1">
        {blocks.length > 0 ? (
          <Description blocks={blocks} name={product.name} />
        ) : (
          <CheckList items={productFeatures(product)} label={`${product.name} includes`} />
        )}
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
