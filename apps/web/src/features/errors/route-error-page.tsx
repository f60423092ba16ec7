// Shown when a page fails to render or its code fails to load (after a deploy, say).
import { Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { SiteHeader } from '@/components/layouts/site-header';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HOME_PATH } from '@/lib/paths';

export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle('Something Went Wrong');
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SiteHeader />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-negative">
            <TriangleAlert className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-semibold tracking-tight">Something Went Wrong</h1>
          <p className="text-muted-foreground">
            This page could not be displayed. Please try again; if the problem continues, contact us.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => window.location.reload()}>Try Again</Button>
            <Button asChild variant="outline">
              <Link to={HOME_PATH}>Back to Home</Link>
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
