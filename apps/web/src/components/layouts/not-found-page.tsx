// Any path outside the route table (visitor.md section 2), and a plan this browser may not open (issue #24).
import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { SiteHeader } from '@/components/layouts/site-header';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HOME_PATH } from '@/lib/paths';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SiteHeader />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="flex max-w-md flex-col items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-primary">
            <Compass className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm font-medium text-primary tabular-nums">404</p>
          <h1 className="text-3xl font-semibold tracking-tight">Page Not Found</h1>
          <p className="text-muted-foreground">
            The page you are looking for does not exist or has moved. Check the address, or start again from
            the home page.
          </p>
          <Button asChild>
            <Link to={HOME_PATH}>Back to Home</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
