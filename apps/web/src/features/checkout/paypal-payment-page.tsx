// The PayPal payment page (/checkout/paypal?orderId=): order summary and "Pay with PayPal", or a clear
// notice when this deployment has no PayPal.
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ArrowLeft, Loader2 } from 'lucide-react';
import type { TOrder } from '@trajectory/contracts/purchasing';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { usePaypalSetup } from './api/get-paypal-setup';
import { useOrder } from './api/get-order';
import { DeadEnd, HomeButton, LoadingPanel } from './components/checkout-states';
import { OrderDetailsCard } from './components/order-details-card';
import { SupportNote } from './components/support-note';
import { PaymentsTestModeBanner } from './components/payments-test-mode-banner';
import { useDelayedNavigate } from './hooks/use-delayed-navigate';
import { CARD_REDIRECT_MS, MESSAGES } from './lib/messages';
import { successPath } from './lib/success-variant';
import { checkoutHref, HOME_PATH, paymentSuccessPath } from '@/lib/paths';

const PaypalCheckoutButtons = lazy(async () => ({
  default: (await import('./components/paypal-buttons')).PaypalCheckoutButtons,
}));

function ChangeMethod({ order }: { order: TOrder }) {
  return (
    <Button asChild variant="outline">
      <Link to={checkoutHref(order.productType, order.prospectId)}>
        <ArrowLeft aria-hidden="true" />
        Change Payment Method
      </Link>
    </Button>
  );
}

function PaypalPayment({ order, clientId }: { order: TOrder; clientId: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const goLater = useDelayedNavigate();
  const loading = (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      Loading PayPal...
    </p>
  );

  if (failure) {
    return (
      <DeadEnd
        title="Payment Failed"
        onRetry={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
        }}
        actions={<HomeButton />}
      >
        {failure}
      </DeadEnd>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <OrderDetailsCard order={order} />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Pay with PayPal</CardTitle>
            <CardDescription>You&apos;ll confirm the payment in PayPal&apos;s window.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Suspense fallback={loading}>
              <PaypalCheckoutButtons
                key={attempt}
                clientId={clientId}
                orderId={order.id}
                prospectId={order.prospectId}
                onApproved={(result) => {
                  notify({ title: 'Payment Successful!', description: result.message, variant: 'success' });
                  goLater(successPath(result), CARD_REDIRECT_MS);
                }}
                onFailure={setFailure}
              />
            </Suspense>
            <ChangeMethod order={order} />
          </CardContent>
        </Card>
        <SupportNote />
      </div>
    </div>
  );
}

function PaypalOrder({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const setup = usePaypalSetup();
  if (order.isPending || setup.isPending) return <LoadingPanel label="Loading order details..." />;
  if (order.isError) return <DeadEnd title={MESSAGES.orderLoad} onRetry={() => void order.refetch()} />;
  if (order.data.status === 'applied') {
    return (
      <DeadEnd
        title="This order is already paid"
        actions={
          <Button asChild>
            <Link to={paymentSuccessPath(order.data.prospectId)}>View Your Purchase</Link>
          </Button>
        }
      />
    );
  }
  if (setup.isError || !setup.data) {
    return (
      <div className="flex flex-col gap-6">
        <DeadEnd
          title="PayPal is not available right now"
          onRetry={setup.isError ? () => void setup.refetch() : undefined}
          actions={
            <>
              <ChangeMethod order={order.data} />
              <HomeButton variant="outline" />
            </>
          }
        >
          Please pay by card instead, or try again later.
        </DeadEnd>
        <SupportNote />
      </div>
    );
  }
  return <PaypalPayment order={order.data} clientId={setup.data.clientId} />;
}

export function PaypalPaymentPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId');
  if (!orderId) return <Navigate to={HOME_PATH} replace />;
  return (
    <PageLayout title="Pay with PayPal">
      <PaymentsTestModeBanner />
      <PaypalOrder key={orderId} orderId={orderId} />
    </PageLayout>
  );
}
