// The one payment page (/checkout?product=&prospectId=): summary, promo code (every product that accepts
// codes, issue #24), card payment.
import { Link, Navigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { TProspect } from '@trajectory/contracts/prospects';
import type { TProduct } from '@trajectory/contracts/products';
import { useProducts } from '@/api/get-products';
import { useProspect } from '@/api/get-prospect';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { hasErrorCode } from '@/lib/api';
import { DeadEnd, LoadingPanel } from './components/checkout-states';
import { OrderSummaryCard } from './components/order-summary-card';
import { PaymentMethodCard } from './components/payment-method-card';
import { PromoCodeCard } from './components/promo-code-card';
import { SupportNote } from './components/support-note';
import { PaymentsTestModeBanner } from './components/payments-test-mode-banner';
import { useCardSuccess } from './hooks/use-card-success';
import { usePromoCheckout } from './hooks/use-promo-checkout';
import { MESSAGES } from './lib/messages';
import { isCheckoutType, isFreeProduct, selectCheckoutProduct, type CheckoutType } from './lib/plans';
import { HOME_PATH, paymentSuccessPath, REPORTS_PATH, TALK_WITH_EXPERT_PATH } from '@/lib/paths';

const TITLE = 'Complete Your Purchase';

const backToHome = (
  <Button asChild variant="ghost">
    <Link to={HOME_PATH}>
      <ArrowLeft aria-hidden="true" />
      Back to Home
    </Link>
  </Button>
);

function FreeProductPanel() {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 pt-6">
        <p role="status" className="font-medium">
          {MESSAGES.freeProduct}
        </p>
        <Button asChild>
          <Link to={REPORTS_PATH}>Go to My Reports</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function PaidCheckout({ prospect, product }: { prospect: TProspect; product: TProduct }) {
  const promo = usePromoCheckout({ prospect, product });
  const onPaid = useCardSuccess({ prospectId: prospect.id, productCode: product.code });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_1fr]">
      <OrderSummaryCard product={product} isFree={promo.isValid} />
      <div className="flex flex-col gap-6">
        {product.acceptsPromoCodes && <PromoCodeCard promo={promo} productName={product.name} />}
        {!promo.isValid && (
          <PaymentMethodCard
            prospect={prospect}
            product={product}
            onPaid={onPaid}
            returnPath={paymentSuccessPath(prospect.id)}
          />
        )}
        <SupportNote />
      </div>
    </div>
  );
}

function CheckoutContent({ type, prospectId }: { type: CheckoutType; prospectId: string }) {
  const prospect = useProspect(prospectId);
  const products = useProducts();

  if (prospect.isPending || products.isPending)
    return <LoadingPanel label="Loading Product Information..." />;
  if (prospect.isError) {
    const isMissing = hasErrorCode(prospect.error, 'NOT_FOUND', 'INVALID_INPUT');
    return isMissing ? (
      <DeadEnd title="Invalid Checkout Link">{MESSAGES.missingInfo}</DeadEnd>
    ) : (
      <DeadEnd title="We couldn't load your checkout" onRetry={() => void prospect.refetch()}>
        Please check your connection and try again.
      </DeadEnd>
    );
  }
  if (products.isError) {
    return (
      <DeadEnd title="We couldn't load your checkout" onRetry={() => void products.refetch()}>
        {MESSAGES.productUnavailable}
      </DeadEnd>
    );
  }
  const product = selectCheckoutProduct(products.data, prospect.data, type);
  if (!product) return <DeadEnd title={MESSAGES.productUnavailable} />;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">
        Plan: <span className="font-semibold text-foreground">{product.name}</span>
      </p>
      {isFreeProduct(product) ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <OrderSummaryCard product={product} />
          <FreeProductPanel />
        </div>
      ) : (
        <PaidCheckout prospect={prospect.data} product={product} />
      )}
      <div>{backToHome}</div>
    </div>
  );
}

export function CheckoutPage() {
  const [searchParams] = useSearchParams();
  const type = searchParams.get('product')?.trim() ?? '';
  const prospectId = searchParams.get('prospectId')?.trim() ?? '';

  // ARCHITECTURE.md: the custom plan is not sold online; it starts with a conversation.
  if (type === 'custom') return <Navigate to={TALK_WITH_EXPERT_PATH} replace />;

  if (!type || !prospectId || !isCheckoutType(type)) {
    return (
      <PageLayout title={TITLE}>
        <DeadEnd title="Invalid Checkout Link">
          {!type || !prospectId ? MESSAGES.missingInfo : MESSAGES.productUnavailable}
        </DeadEnd>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={TITLE}>
      <PaymentsTestModeBanner />
      <CheckoutContent key={`${type}:${prospectId}`} type={type} prospectId={prospectId} />
    </PageLayout>
  );
}
