// The payment-method card: "Credit or Debit Card" creates the intent and opens the card form; PayPal,
// when the deployment has it, makes a PayPal order and goes to its page.
import { useNavigate } from 'react-router';
import { CreditCard, Loader2, Wallet } from 'lucide-react';
import type { TProspect } from '@trajectory/contracts/prospects';
import type { TProduct } from '@trajectory/contracts/products';
import { usePublicConfig } from '@/api/get-public-config';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { useCreateOrder } from '../api/create-order';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { usePaypalSetup } from '../api/get-paypal-setup';
import { MESSAGES } from '../lib/messages';
import { CardPaymentForm } from './card-payment-form';
import { PaymentsTestModeBanner } from './payments-test-mode-banner';
import { paypalPaymentPath } from '@/lib/paths';

type PaymentMethodCardProps = {
  prospect: TProspect;
  product: TProduct;
  onPaid: (paymentIntentId: string) => Promise<void>;
  /** Where the card's provider sends the browser back (a path of this site; made absolute in the browser). */
  returnPath: string;
};

export function PaymentMethodCard({ prospect, product, onPaid, returnPath }: PaymentMethodCardProps) {
  const navigate = useNavigate();
  const createIntent = useCreatePaymentIntent();
  const createOrder = useCreateOrder();
  const paypal = usePaypalSetup();
  const config = usePublicConfig();
  const intent = createIntent.data;

  const startCard = () => {
    // One intent per visit: the open form keeps using it.
    if (intent) return;
    createIntent.mutate(
      { prospectId: prospect.id, productCode: product.code },
      {
        onError: () =>
          notify({ title: MESSAGES.setupTitle, description: MESSAGES.setupFailed, variant: 'destructive' }),
      },
    );
  };

  const startPaypal = () => {
    createOrder.mutate(
      { prospectId: prospect.id, productType: product.code, paymentMethod: 'paypal' },
      {
        onSuccess: (order) => void navigate(paypalPaymentPath(order.id)),
        onError: () =>
          notify({ title: MESSAGES.orderTitle, description: MESSAGES.orderFailed, variant: 'destructive' }),
      },
    );
  };

  return (
    <Card data-testid="payment-method-card">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Payment Method</h2>
        <CardDescription>Choose how you&apos;d like to pay.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Button
            variant={intent ? 'default' : 'outline'}
            size="lg"
            onClick={startCard}
            disabled={createIntent.isPending}
            aria-pressed={Boolean(intent)}
          >
            {createIntent.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <CreditCard aria-hidden="true" />
            )}
            Credit or Debit Card
          </Button>
          {paypal.data && (
            <Button variant="outline" size="lg" onClick={startPaypal} disabled={createOrder.isPending}>
              {createOrder.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Wallet aria-hidden="true" />
              )}
              PayPal
            </Button>
          )}
        </div>
        {createIntent.isError && (
          <p role="alert" className="text-sm font-medium text-negative">
            {MESSAGES.intentInit}
          </p>
        )}
        {intent && (
          <>
            {/* The page shows the banner when the whole deployment is simulated; a simulated card beside real PayPal says so here. */}
            {intent.provider === 'simulated' && config.data?.payments !== 'simulated' && (
              <PaymentsTestModeBanner force />
            )}
            <CardPaymentForm
              intent={intent}
              defaultName={prospect.name}
              email={prospect.email}
              submitLabel={`Complete Payment - $${intent.amount}`}
              returnUrl={`${window.location.origin}${returnPath}`}
              onPaid={onPaid}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
