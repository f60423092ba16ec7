// Top bar of every page: the brand on the left; on the right the visitor's links once the browser has
// access (issue #14 item 2), otherwise the page's actions.
import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';
import { VisitorNav } from './visitor-nav';

type SiteHeaderProps = {
  actions?: ReactNode;
  /** Visitor pages show the account links; the staff login does not. */
  withVisitorNav?: boolean;
};

export function SiteHeader({ actions, withVisitorNav = false }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-4 px-4 md:px-6">
        <BrandLink />
        {withVisitorNav ? (
          <VisitorNav fallback={actions} />
        ) : (
          actions && <div className="flex items-center gap-2">{actions}</div>
        )}
      </div>
    </header>
  );
}
