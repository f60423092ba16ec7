// Top bar of every page: the brand on the left, the page's actions on the right.
import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';

export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-4 px-4 md:px-6">
        <BrandLink />
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
