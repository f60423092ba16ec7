// What the results page shows while the projection loads.
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading your projection" className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} className="gap-2 p-5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-4 w-full" />
          </Card>
        ))}
      </div>
      <Card className="gap-3 p-6">
        <Skeleton className="h-6 w-1/3" />
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </Card>
    </div>
  );
}
