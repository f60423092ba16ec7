// The home page (/): hero, why choose, products, contact and footer.
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TProduct } from '@trajectory/contracts/products';
import { useAccessSession } from '@/api/access/get-access-session';
import { SiteHeader } from '@/components/layouts/site-header';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReplayEarlyClick } from '@/hooks/use-replay-early-click';
import { upgradeHref } from '@/lib/plans';
import { REPORTS_PATH } from '@/lib/paths';
import { ContactSection } from './components/contact-section';
import { HeroSection } from './components/hero-section';
import { ProductsSection } from './components/products-section';
import { SiteFooter } from './components/site-footer';
import { WhyChooseSection } from './components/why-choose-section';
import { useRegistration } from './hooks/use-registration';
import { useRegistrationResume } from './hooks/use-registration-resume';
import { PLAN_CODES } from '@trajectory/contracts/products';

// The dialog (forms, validation, Radix dialog) is its own chunk, fetched once the page is idle.
const loadRegistrationDialog = () => import('./components/registration-dialog');
const RegistrationDialog = lazy(async () => ({
  default: (await loadRegistrationDialog()).RegistrationDialog,
}));

function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const preload = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 1500);
    return () => window.clearTimeout(id);
  }, [load]);
}

export function LandingPage() {
  useDocumentTitle();

  const registration = useRegistration();
  const { open: openRegistration } = registration;
  useRegistrationResume(registration.resume);
  usePreloadWhenIdle(loadRegistrationDialog);
  useReplayEarlyClick();

  const navigate = useNavigate();
  const session = useAccessSession();
  // A browser that already holds a plan buys the chosen one for it (issue #14 item 3), no registration.
  const returning = session.data?.prospects[0]?.prospect;

  // A product button preselects its plan; the free product sets none, so the default free plan applies.
  const startRegistration = useCallback(
    (product: TProduct) => {
      if (returning && product.type === 'Paid') {
        void navigate(upgradeHref(product, returning.id));
        return;
      }
      openRegistration(product.code === PLAN_CODES.free ? undefined : product.name);
    },
    [openRegistration, navigate, returning],
  );
  const startFreePlan = useCallback(() => openRegistration(), [openRegistration]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader
        withVisitorNav
        actions={
          <Button asChild variant="outline">
            <Link to={REPORTS_PATH}>Access Reports</Link>
          </Button>
        }
      />
      <main id="main" className="flex-1">
        <HeroSection onGetStarted={startFreePlan} />
        <WhyChooseSection />
        <ProductsSection onSelect={startRegistration} />
        <ContactSection />
      </main>
      <SiteFooter />
      {registration.state.isOpen && (
        <Suspense fallback={null}>
          <RegistrationDialog registration={registration} />
        </Suspense>
      )}
    </div>
  );
}
