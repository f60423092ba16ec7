// After a payment (/payment-success/:prospectId and /payment-success?orderId=). The server has already
// applied the payment; this page only reads the plan and the newest payment record to choose its screen.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePaymentHistory } from '@/api/get-payment-history';
import { useProducts } from '@/api/get-products';
import { prospectQueryOptions } from '@/api/get-prospect';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { REPORTS_PATH } from '@/lib/paths';
import { useOrder } from './api/get-order';
import { DeadEnd, HomeButton } from './components/checkout-states';
import { SupportNote } from './components/support-note';
import { ExpertSuccess, PurchaseSuccess, UpgradeSuccess } from './components/success-variants';
import { MESSAGES } from './lib/messages';
import { parseTransactionType, successVariant, type TransactionType } from './lib/success-variant';
import { PLAN_CODES } from '@trajectory/contracts/products';

const TITLES = {
  purchase: 'Payment Successful!',
  upgrade: 'Plan Upgraded Successfully!',
  expert: 'Payment Successful!',
} as const;

function Loading() {
  return (
    <PageLayout title="Payment Successful">
      <p role="status" className="text-muted-foreground">
        Loading...
      </p>
    </PageLayout>
  );
}

function SuccessContent({
  prospectId,
  typeParam,
}: {
  prospectId: string;
  typeParam: TransactionType | null;
}) {
  const prospect = useQuery(prospectQueryOptions(prospectId));
  const products = useProducts();
  const history = usePaymentHistory({ prospectId, enabled: typeParam === null });

  if (
    prospect.isPending ||
    products.isPending ||
    (typeParam === null && prospect.data && history.isPending)
  ) {
    return <Loading />;
  }
  if (prospect.isError) {
    return (
      <PageLayout title="Payment Successful">
        <DeadEnd title="We couldn't load your purchase" onRetry={() => void prospect.refetch()}>
          Your payment is safe. Please try again, or check your reports dashboard.
        </DeadEnd>
      </PageLayout>
    );
  }
  const latest = history.data?.[0];
  const hasPaid =
    prospect.data.selectedPlanCode !== PLAN_CODES.free || latest !== undefined || typeParam !== null;
  if (!hasPaid) {
    return (
      <PageLayout title="Payment Status">
        <DeadEnd
          title="No completed payment found"
          actions={
            <>
              <Button asChild>
                <Link to={REPORTS_PATH}>Go to My Reports</Link>
              </Button>
              <HomeButton variant="outline" />
            </>
          }
        >
          We couldn&apos;t find a payment for this account yet.
        </DeadEnd>
      </PageLayout>
    );
  }
  const plan = products.data?.find((product) => product.code === prospect.data.selectedPlanCode);
  const type = typeParam ?? latest?.transactionType ?? null;
  const variant = successVariant(
    { code: prospect.data.selectedPlanCode, name: prospect.data.selectedPlan },
    type,
  );
  const Variant =
    variant === 'expert' ? ExpertSuccess : variant === 'upgrade' ? UpgradeSuccess : PurchaseSuccess;
  return (
    <PageLayout title={TITLES[variant]}>
      <div className="flex flex-col gap-8" data-testid={`success-${variant}`}>
        <Variant prospect={prospect.data} plan={plan} />
        <SupportNote />
      </div>
    </PageLayout>
  );
}

function OrderSuccess({ orderId, typeParam }: { orderId: string; typeParam: TransactionType | null }) {
  const order = useOrder(orderId);
  if (order.isPending) return <Loading />;
  if (order.isError) {
    return (
      <PageLayout title="Payment Successful">
        <DeadEnd title={MESSAGES.orderLoad} onRetry={() => void order.refetch()} />
      </PageLayout>
    );
  }
  return <SuccessContent prospectId={order.data.prospectId} typeParam={typeParam} />;
}

export function PaymentSuccessPage() {
  const { prospectId } = useParams();
  const [searchParams] = useSearchParams();
  const typeParam = parseTransactionType(searchParams.get('type'));
  const orderId = searchParams.get('orderId');
  if (prospectId) return <SuccessContent key={prospectId} prospectId={prospectId} typeParam={typeParam} />;
  if (orderId) return <OrderSuccess key={orderId} orderId={orderId} typeParam={typeParam} />;
  return (
    <PageLayout title="Payment Status">
      <DeadEnd title="No payment to show">This link doesn&apos;t name a payment.</DeadEnd>
    </PageLayout>
  );
}
