// The header's links for a browser with access: inline on desktop, behind a Menu button on phones.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Menu, X } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useAccessSession } from '@/api/access/get-access-session';
import { productsQueryOptions } from '@/api/get-products';
import { Button } from '@/components/ui/button';
import { biggerPlans, findPlan, hasCompleteStatements } from '@/lib/plans';
import { useOpenQuestionCount } from '@/components/sharing/questions/api';
import { cn } from '@/lib/utils';
import { currentNavKey, visitorNavItems, type VisitorNavItem } from './visitor-nav-items';

/** The entries for this browser, for the prospect the page shows (else the newest); null without access. */
function useVisitorNavItems(): VisitorNavItem[] | null {
  const session = useAccessSession();
  const { prospectId } = useParams();
  const [searchParams] = useSearchParams();
  const held = session.data?.prospects ?? [];
  const wanted = prospectId ?? searchParams.get('prospect') ?? searchParams.get('prospectId');
  const chosen = held.find(({ prospect }) => prospect.id === wanted) ?? held[0];
  // The plans only matter once there is a plan to compare: a page without access asks for none.
  const products = useQuery({ ...productsQueryOptions(), enabled: Boolean(chosen) });
  const plan = chosen ? findPlan(products.data, chosen.prospect.selectedPlanCode) : undefined;
  const hasFullStatements = hasCompleteStatements(plan);
  // Open questions from the plan's lenders: only a plan with the full statements can be shared.
  const questions = useOpenQuestionCount(chosen?.prospect.id, hasFullStatements);
  if (!chosen) return null;
  const { prospect } = chosen;
  return visitorNavItems({
    prospect,
    hasFullStatements,
    openQuestions: questions.data?.open ?? 0,
    canUpgrade: products.data ? biggerPlans(products.data, prospect.selectedPlanCode).length > 0 : false,
    holdsSeveral: held.length > 1,
  });
}

type NavLinksProps = {
  items: VisitorNavItem[];
  current: string | undefined;
  className?: string;
  listClassName: string;
  linkClassName: string;
  currentClassName: string;
};

/** The account links, as the wide header's row or the phone menu's list. */
function NavLinks({
  items,
  current,
  className,
  listClassName,
  linkClassName,
  currentClassName,
}: NavLinksProps) {
  return (
    <nav aria-label="Your account" className={className}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              aria-current={item.key === current ? 'page' : undefined}
              className={cn(
                'rounded-md font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                linkClassName,
                item.key === current && currentClassName,
              )}
            >
              {item.label}
              {item.badge && (
                <span
                  className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground"
                  data-testid="nav-badge"
                >
                  <span aria-hidden="true">{item.badge.count}</span>
                  <span className="sr-only"> ({item.badge.label})</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PhoneMenu({ items, current }: { items: VisitorNavItem[]; current: string | undefined }) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const badge = items.find((item) => item.badge)?.badge;
  const [shownAt, setShownAt] = useState(location.key);
  // Following an entry closes the menu.
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.querySelector('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);

  return (
    <div className="md:hidden">
      <Button
        ref={buttonRef}
        variant="outline"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        Menu
        {badge && (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground">
            <span aria-hidden="true">{badge.count}</span>
            <span className="sr-only"> ({badge.label})</span>
          </span>
        )}
      </Button>
      <div
        ref={panelRef}
        id={menuId}
        hidden={!isOpen}
        className="absolute inset-x-0 top-16 border-b border-border bg-background shadow-md"
      >
        <NavLinks
          items={items}
          current={current}
          listClassName="mx-auto flex max-w-[1200px] flex-col px-4 py-2"
          linkClassName="flex min-h-12 items-center px-3 text-base"
          currentClassName="text-primary"
        />
      </div>
    </div>
  );
}

/** With access: the links (and the page's own actions); without: the page's actions alone. */
export function VisitorNav({ fallback }: { fallback?: ReactNode }) {
  const items = useVisitorNavItems();
  const { pathname } = useLocation();
  if (!items) return fallback ? <div className="flex items-center gap-2">{fallback}</div> : null;
  const current = currentNavKey(pathname);
  return (
    <>
      <NavLinks
        items={items}
        current={current}
        className="hidden md:block"
        listClassName="flex items-center gap-1"
        linkClassName="inline-flex h-10 items-center px-3 text-sm text-muted-foreground hover:text-foreground"
        currentClassName="bg-muted text-foreground"
      />
      <PhoneMenu items={items} current={current} />
    </>
  );
}
