// "Our Products": the plan cards, with loading, error and empty states.
import type { TProduct } from '@trajectory/contracts/products';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useProducts } from '@/api/get-products';
import { ProductCard } from './product-card';

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4';

function ProductsSkeleton() {
  return (
    <div className={GRID} role="status" aria-label="Loading products">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i}>
          <CardHeader className="gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-8 w-1/3" />
            <Skeleton className="h-4 w-full" />
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-4/6" />
            <Skeleton className="h-4 w-3/6" />
            <Skeleton className="mt-4 h-10 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function ProductsMessage({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <Card className="items-center gap-3 p-10 text-center" role={onRetry ? 'alert' : undefined}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </Card>
  );
}

export function ProductsSection({ onSelect }: { onSelect: (product: TProduct) => void }) {
  const products = useProducts();

  let content;
  if (products.isPending) {
    content = <ProductsSkeleton />;
  } else if (products.isError) {
    content = (
      <ProductsMessage
        title="We couldn't load our products"
        text="Please check your connection and try again."
        onRetry={() => void products.refetch()}
      />
    );
  } else if (products.data.length === 0) {
    content = (
      <ProductsMessage
        title="No products available right now"
        text="Our plans are being updated. Please check back soon or contact us."
      />
    );
  } else {
    content = (
      <div className={GRID}>
        {products.data.map((product) => (
          <ProductCard key={product.id} product={product} onSelect={onSelect} />
        ))}
      </div>
    );
  }

  return (
    <section
      id="products"
      aria-labelledby="products-heading"
      className="scroll-mt-20 bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-[1200px] px-4 md:px-6">
        <div className="mb-10 flex flex-col gap-3 text-center">
          <h2 id="products-heading" className="text-3xl font-semibold tracking-tight">
            Our Products
          </h2>
          <p className="mx-auto max-w-2xl text-muted-foreground">
            Start with a free Profit &amp; Loss projection. Upgrade for complete statements, charts and expert
            feedback when you need them.
          </p>
        </div>
        {content}
      </div>
    </section>
  );
}
