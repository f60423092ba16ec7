// The home page (/): hero, why choose, products, contact and footer.
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { TProduct } from '@trajectory/contracts/products';
import { SiteHeader } from '@/components/layouts/site-header';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notify } from '@/lib/notify';
import { ContactSection } from './components/contact-section';
import { HeroSection } from './components/hero-section';
import { ProductsSection } from './components/products-section';
import { SiteFooter } from './components/site-footer';
import { WhyChooseSection } from './components/why-choose-section';

function scrollToProducts() {
  document.getElementById('products')?.scrollIntoView({ block: 'start' });
}

export function LandingPage() {
  useDocumentTitle();

  // The registration dialog (a later issue) opens here with the product's plan preselected.
  const startRegistration = useCallback((product: TProduct) => {
    notify({
      title: product.name,
      description: 'Online registration is not open yet. Please contact us to get started.',
    });
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader
        actions={
          <Button asChild variant="outline">
            <Link to="/reports">Access Reports</Link>
          </Button>
        }
      />
      <main id="main" className="flex-1">
        <HeroSection onGetStarted={scrollToProducts} />
        <WhyChooseSection />
        <ProductsSection onSelect={startRegistration} />
        <ContactSection />
      </main>
      <SiteFooter />
    </div>
  );
}
