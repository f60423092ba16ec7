// After a payment (/payment-success/:prospectId and /payment-success?orderId=). The server has already
// applied the payment; this page reads the plan and the payment record: its screen and its receipt.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePaymentHistory } from '@/api/get-payment-history';
import { useProducts } from '@/api/get-products';
import { prospectQueryOptions } from '@/api/get-prospect';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { PAYMENT_HISTORY_PATH, REPORTS_PATH } from '@/lib/paths';
import { useOrder } from './api/get-order';
import { DeadEnd, HomeButton } from './components/checkout-states';
import { ReceiptCard } from './components/receipt-card';
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
  orderId,
  typeParam,
}: {
  prospectId: string;
  orderId?: string;
  typeParam: TransactionType | null;
}) {
  const prospect = useQuery(prospectQueryOptions(prospectId));
  const products = useProducts();
  // The payment record is the receipt (and, without ?type=, tells a purchase from an upgrade).
  const history = usePaymentHistory({ prospectId });

  if (prospect.isPending || products.isPending || (prospect.data && history.isPending)) {
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
  const record = orderId ? history.data?.find((payment) => payment.orderId === orderId) : history.data?.[0];
  const hasPaid =
    prospect.data.selectedPlanCode !== PLAN_CODES.free || record !== undefined || typeParam !== null;
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
  const type = typeParam ?? record?.transactionType ?? null;
  const variant = successVariant(
    { code: prospect.data.selectedPlanCode, name: prospect.data.selectedPlan },
    type,
    { hadReports: prospect.data.reportCount > 0 },
  );
  const Variant =
    variant === 'expert' ? ExpertSuccess : variant === 'upgrade' ? UpgradeSuccess : PurchaseSuccess;
  return (
    <PageLayout title={TITLES[variant]}>
      <div className="flex flex-col gap-8" data-testid={`success-${variant}`}>
        <Variant prospect={prospect.data} plan={plan} />
        {record && <ReceiptCard record={record} />}
        {history.isError && (
          <p className="text-sm text-muted-foreground" role="status">
            Your receipt could not be loaded here; it is in your e-mail and your{' '}
            <Link className="font-medium text-primary hover:underline" to={PAYMENT_HISTORY_PATH}>
              payment history
            </Link>
            .
          </p>
        )}
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
  return <SuccessContent prospectId={order.data.prospectId} orderId={orderId} typeParam={typeParam} />;
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
