// PayPal's buttons for an order; this module (and PayPal's script) loads only on the PayPal page.
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { Loader2 } from 'lucide-react';
import type { TPaymentSuccessResponse } from '@trajectory/contracts/purchasing';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useCapturePaypalOrder } from '../api/capture-paypal-order';
import { createPaypalOrder } from '../api/create-paypal-order';
import { MESSAGES } from '../lib/messages';

export type PaypalButtonsProps = {
  clientId: string;
  orderId: string;
  prospectId: string;
  onApproved: (result: TPaymentSuccessResponse) => void;
  onFailure: (message: string) => void;
};

function Buttons({ orderId, prospectId, onApproved, onFailure }: Omit<PaypalButtonsProps, 'clientId'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const capture = useCapturePaypalOrder();

  if (isRejected) {
    return (
      <p role="alert" className="text-sm text-negative">
        PayPal could not be loaded. Please refresh the page or choose another payment method.
      </p>
    );
  }
  return (
    <>
      {isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading PayPal...
        </p>
      )}
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        disabled={capture.isPending}
        createOrder={async () => {
          try {
            return await createPaypalOrder({ orderId });
          } catch (err) {
            notify({
              title: MESSAGES.paypalStart,
              description: errorMessage(err, MESSAGES.unexpected),
              variant: 'destructive',
            });
            throw err;
          }
        }}
        onApprove={async (data) => {
          try {
            onApproved(await capture.mutateAsync({ paypalOrderId: data.orderID, prospectId }));
          } catch (err) {
            const message = errorMessage(err, MESSAGES.paypalError);
            notify({ title: MESSAGES.paypalErrorTitle, description: message, variant: 'destructive' });
            onFailure(message);
          }
        }}
        onCancel={() =>
          notify({
            title: MESSAGES.paypalCancelTitle,
            description: MESSAGES.paypalCancel,
            variant: 'warning',
          })
        }
        onError={() => {
          notify({
            title: MESSAGES.paypalErrorTitle,
            description: MESSAGES.paypalError,
            variant: 'destructive',
          });
          onFailure(MESSAGES.paypalError);
        }}
      />
    </>
  );
}

export function PaypalCheckoutButtons({ clientId, ...props }: PaypalButtonsProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}
