// What a lazily loaded page shows while its code arrives. The server also sends it inside index.html
// (apps/web/build/prerender.ts), so a page paints its frame and brand before any script has run.
import { Skeleton } from '@/components/ui/skeleton';
import { BrandLink } from './brand-link';

export function PageFallback() {
  return (
    <div className="flex min-h-dvh flex-col bg-surface" role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <div className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-[1200px] items-center px-4 md:px-6">
          <BrandLink />
        </div>
      </div>
      <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-4 px-4 py-12 md:px-6">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <Skeleton className="mt-4 h-48 w-full" />
      </div>
    </div>
  );
}
