// The card payment page for an existing order (/checkout/stripe?orderId=): summary, card form, "Pay $amount".
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ArrowLeft, Loader2 } from 'lucide-react';
import type { TOrder } from '@trajectory/contracts/purchasing';
import { prospectQueryOptions } from '@/api/get-prospect';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPrice } from '@/lib/format';
import { useCreateOrderIntent } from './api/create-order-intent';
import { useOrder } from './api/get-order';
import { CardPaymentForm } from './components/card-payment-form';
import { DeadEnd, HomeButton, LoadingPanel } from './components/checkout-states';
import { OrderDetailsCard } from './components/order-details-card';
import { SupportNote } from './components/support-note';
import { PaymentsTestModeBanner } from './components/payments-test-mode-banner';
import { useCardSuccess } from './hooks/use-card-success';
import { MESSAGES } from './lib/messages';
import { cardPaymentSuccessPath, checkoutHref, HOME_PATH, paymentSuccessPath } from '@/lib/paths';

const TITLE = 'Complete Your Payment';

function ChangeMethodLink({ order }: { order: TOrder }) {
  return (
    <Button asChild variant="link" className="self-start px-0">
      <Link to={checkoutHref(order.productType, order.prospectId)}>
        <ArrowLeft aria-hidden="true" />
        Change Payment Method
      </Link>
    </Button>
  );
}

function CardPayment({ order }: { order: TOrder }) {
  const prospect = useQuery(prospectQueryOptions(order.prospectId));
  const createIntent = useCreateOrderIntent();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onPaid = useCardSuccess({
    prospectId: order.prospectId,
    productCode: order.productCode,
    orderId: order.id,
  });
  const started = useRef(false);
  const { mutate } = createIntent;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(order.id);
  }, [mutate, order.id]);

  if (failure) {
    return (
      <StatusPanelFailure
        message={failure}
        onRetry={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  const intent = createIntent.data;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <OrderDetailsCard order={order} />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Payment Details</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {createIntent.isError ? (
              <div role="alert" className="flex flex-col gap-1 text-sm">
                <p className="font-semibold text-negative">{MESSAGES.setupTitle}</p>
                <p>{MESSAGES.setupFailed}</p>
                <Button variant="outline" className="mt-2 self-start" onClick={() => mutate(order.id)}>
                  Try Again
                </Button>
              </div>
            ) : !intent || prospect.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Preparing secure payment...
              </p>
            ) : (
              <CardPaymentForm
                key={attempt}
                intent={intent}
                defaultName={prospect.data?.name ?? ''}
                email={prospect.data?.email ?? ''}
                submitLabel={`Pay ${formatPrice(intent.amount)}`}
                returnUrl={`${window.location.origin}${cardPaymentSuccessPath(order.id)}`}
                onPaid={onPaid}
                onError={setFailure}
              />
            )}
            <ChangeMethodLink order={order} />
          </CardContent>
        </Card>
        <SupportNote />
      </div>
    </div>
  );
}

function StatusPanelFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <DeadEnd title="Payment Failed" onRetry={onRetry} actions={<HomeButton />}>
      {message}
    </DeadEnd>
  );
}

function OrderPayment({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  if (order.isPending) return <LoadingPanel label="Loading order details..." />;
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
  return <CardPayment order={order.data} />;
}

export function CardPaymentPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId');
  if (!orderId) return <Navigate to={HOME_PATH} replace />;
  return (
    <PageLayout title={TITLE}>
      <PaymentsTestModeBanner />
      <OrderPayment key={orderId} orderId={orderId} />
    </PageLayout>
  );
}
