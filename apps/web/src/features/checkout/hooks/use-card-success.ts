// What follows a card the provider accepted: the server records the payment, a success notice, a redirect.
import { useCallback } from 'react';
import type { TPaymentSuccessResponse } from '@trajectory/contracts/purchasing';
import { errorMessage, isRefusal } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useRecordPayment } from '../api/record-payment';
import { CARD_REDIRECT_MS, MESSAGES } from '../lib/messages';
import { successPath } from '../lib/success-variant';
import { useDelayedNavigate } from './use-delayed-navigate';
import { paymentSuccessPath } from '@/lib/paths';

type CardSuccessOptions = {
  prospectId: string;
  productCode: string;
  orderId?: string;
  /** Replaces the default redirect (to the server's redirectTo after 1 second); null when not recorded. */
  onDone?: (result: TPaymentSuccessResponse | null) => void;
};

/**
 * Returns the `onPaid` handler of the card forms. A 4xx from payment/success means the server found no
 * confirmed payment: its message is thrown for the form to show, and nothing is granted. Any other
 * failure after the provider accepted the card still goes to the success page (purchasing.md section 4),
 * with the spec's "paid but generation failed" warning: the payment exists, and the page reads the plan.
 */
export function useCardSuccess({ prospectId, productCode, orderId, onDone }: CardSuccessOptions) {
  const record = useRecordPayment();
  const goLater = useDelayedNavigate();
  const { mutateAsync } = record;

  const onPaid = useCallback(
    async (paymentIntentId: string) => {
      let result: TPaymentSuccessResponse | null = null;
      try {
        result = await mutateAsync({
          prospectId,
          productCode,
          paymentMethod: 'credit_card',
          paymentIntentId,
          ...(orderId ? { orderId } : {}),
        });
      } catch (err) {
        if (isRefusal(err)) {
          throw new Error(errorMessage(err, MESSAGES.cardFailed), { cause: err });
        }
      }
      // purchasing.md section 8: paid, but the server could not record the payment and generate the reports.
      notify(
        result
          ? { title: 'Payment Successful!', description: result.message, variant: 'success' }
          : { title: 'Payment Successful!', description: MESSAGES.paidNotGenerated, variant: 'warning' },
      );
      if (onDone) onDone(result);
      else goLater(result ? successPath(result) : paymentSuccessPath(prospectId), CARD_REDIRECT_MS);
    },
    [goLater, mutateAsync, onDone, orderId, productCode, prospectId],
  );
  return onPaid;
}
