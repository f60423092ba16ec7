// Layout of an inner page: header, a centred column at most 1200 px wide, the page title.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/utils';
import { SiteHeader } from './site-header';

type PageLayoutProps = {
  title: string;
  description?: ReactNode;
  headerActions?: ReactNode;
  className?: string;
  children?: ReactNode;
};

export function PageLayout({ title, description, headerActions, className, children }: PageLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SiteHeader actions={headerActions} withVisitorNav />
      <main
        id="main"
        className={cn('mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 md:px-6 md:py-12', className)}
      >
        <div className="mb-8 flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">{title}</h1>
          {description && <p className="max-w-2xl text-muted-foreground">{description}</p>}
        </div>
        {children}
      </main>
    </div>
  );
}
