// The simulated payment page (/payment-simulation/:prospectId) for the prospect's preferred plan. It grants
// nothing by itself: a paid plan goes through the same card intent the checkout uses, a free one needs
// no payment. Afterwards it redirects in 2 seconds: to /reports, or for P03 it opens the
// scheduling page and goes home.
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { TPaymentSuccessResponse } from '@trajectory/contracts/purchasing';
import type { TProspect } from '@trajectory/contracts/prospects';
import type { TProduct } from '@trajectory/contracts/products';
import { useProducts } from '@/api/get-products';
import { useProspect } from '@/api/get-prospect';
import { usePublicConfig } from '@/api/get-public-config';
import { PageLayout } from '@/components/layouts/page-layout';
import { Card, CardContent } from '@/components/ui/card';
import { isRefusal } from '@/lib/api';
import { DeadEnd, LoadingPanel } from './components/checkout-states';
import { OrderSummaryCard } from './components/order-summary-card';
import { PaymentMethodCard } from './components/payment-method-card';
import { SupportNote } from './components/support-note';
import { PaymentsTestModeBanner } from './components/payments-test-mode-banner';
import { useCardSuccess } from './hooks/use-card-success';
import { useDelayedNavigate } from './hooks/use-delayed-navigate';
import { MESSAGES, SIMULATION_REDIRECT_MS } from './lib/messages';
import { isFreeProduct } from './lib/plans';
import { HOME_PATH, meetingHref, paymentSuccessPath, REPORTS_PATH, TALK_WITH_EXPERT_PATH } from '@/lib/paths';
import { PLAN_CODES } from '@trajectory/contracts/products';

const TITLE = 'Complete Your Purchase';

function FreeProduct({ prospect, product }: { prospect: TProspect; product: TProduct }) {
  const goLater = useDelayedNavigate();
  useEffect(() => {
    goLater(REPORTS_PATH, SIMULATION_REDIRECT_MS);
  }, [goLater, prospect.email]);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <OrderSummaryCard product={product} />
      <Card>
        <CardContent className="pt-6">
          <p role="status" className="font-medium">
            {MESSAGES.freeProduct}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">Taking you to your reports…</p>
        </CardContent>
      </Card>
    </div>
  );
}

function PaidProduct({ prospect, product }: { prospect: TProspect; product: TProduct }) {
  const config = usePublicConfig();
  const goLater = useDelayedNavigate();
  const navigate = useNavigate();
  const schedulingUrl = config.data?.schedulingUrl ?? null;
  const onPaid = useCardSuccess({
    prospectId: prospect.id,
    productCode: product.code,
    onDone: (_result: TPaymentSuccessResponse | null) => {
      if (product.code !== PLAN_CODES.consultation) {
        goLater(REPORTS_PATH, SIMULATION_REDIRECT_MS);
        return;
      }
      goLater('/', SIMULATION_REDIRECT_MS, () => {
        // A window opened from a timer may be blocked; then the booking page takes the home page's place.
        const opened = schedulingUrl ? window.open(schedulingUrl, '_blank') : null;
        if (opened) opened.opener = null;
        void navigate(opened ? HOME_PATH : meetingHref(prospect.email));
      });
    },
  });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <OrderSummaryCard product={product} />
      <div className="flex flex-col gap-6">
        <PaymentMethodCard
          prospect={prospect}
          product={product}
          onPaid={onPaid}
          returnPath={paymentSuccessPath(prospect.id)}
        />
        <SupportNote />
      </div>
    </div>
  );
}

function SimulationContent({ prospectId }: { prospectId: string }) {
  const prospect = useProspect(prospectId);
  const products = useProducts();
  if (prospect.isPending || products.isPending)
    return <LoadingPanel label="Loading Product Information..." />;
  if (prospect.isError) {
    const isMissing = isRefusal(prospect.error);
    return (
      <DeadEnd title="Invalid Payment Link" onRetry={isMissing ? undefined : () => void prospect.refetch()}>
        {MESSAGES.missingInfo}
      </DeadEnd>
    );
  }
  if (products.isError) {
    return <DeadEnd title={MESSAGES.productUnavailable} onRetry={() => void products.refetch()} />;
  }
  const code = prospect.data.preferredPlanCode ?? prospect.data.selectedPlanCode;
  const product = products.data.find((candidate) => candidate.code === code);
  if (!product) return <DeadEnd title={MESSAGES.productUnavailable} />;
  // ARCHITECTURE.md: the custom plan is arranged with an expert, not bought online.
  if (product.code === PLAN_CODES.custom) return <Navigate to={TALK_WITH_EXPERT_PATH} replace />;
  return isFreeProduct(product) ? (
    <FreeProduct prospect={prospect.data} product={product} />
  ) : (
    <PaidProduct prospect={prospect.data} product={product} />
  );
}

export function PaymentSimulationPage() {
  const { prospectId = '' } = useParams();
  return (
    <PageLayout title={TITLE}>
      <PaymentsTestModeBanner />
      <SimulationContent key={prospectId} prospectId={prospectId} />
    </PageLayout>
  );
}
