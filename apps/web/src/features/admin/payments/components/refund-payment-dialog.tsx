// The refund confirmation: names the amount, who refunds it (Stripe, PayPal, or no provider for promo and
// manual payments) and what the founder loses (plan and report limit, read from the server's preview).
import type { TAdminPayment, TAdminRefundPreview } from '@trajectory/contracts/admin-payments';
import { receiptAmount } from '@trajectory/contracts/receipts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { useRefundPayment, useRefundPreview } from '../api/refund-payment';

const THROUGH: Record<NonNullable<TAdminRefundPreview['provider']>, string> = {
  stripe: 'The amount is refunded to the card through Stripe.',
  paypal: 'The amount is refunded through PayPal.',
  simulated: 'The simulated card payment is marked refunded (no real money moves).',
};

function Revokes({ preview }: { preview: TAdminRefundPreview }) {
  if (!preview.before || !preview.after) {
    return <p>The founder was deleted: only the payment is marked refunded.</p>;
  }
  const { before, after } = preview;
  return (
    <ul className="list-disc pl-5" aria-label="What the refund revokes">
      <li>
        Plan: {before.plan} → <strong>{after.plan}</strong>
      </li>
      <li>
        Report limit: {before.reportLimit} → <strong>{after.reportLimit}</strong> ({after.reportsUsed} used)
      </li>
    </ul>
  );
}

export function RefundPaymentDialog({
  payment,
  onOpenChange,
}: {
  payment: TAdminPayment | null;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = useRefundPreview(payment?.id ?? null);
  const refund = useRefundPayment();
  // To the cent, as on the receipt ($0.00 for a promo code), never "Free".
  const amount = payment ? receiptAmount(payment.amount, payment.currency) : '';

  const confirm = () => {
    if (!payment) return;
    refund.mutate(payment.id, {
      onSuccess: (result) => {
        notify({
          title: 'Payment refunded',
          description: result.after
            ? `${amount} refunded. ${payment.prospectName || payment.prospectEmail} now holds ${result.after.plan}.`
            : `${amount} refunded.`,
          variant: 'success',
        });
        onOpenChange(false);
      },
      onError: (err) => notifyFailure(err, 'Failed to refund the payment', 'Refund Failed'),
    });
  };

  return (
    <Dialog open={payment !== null} onOpenChange={(next) => !refund.isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog" className="md:max-w-md">
        <DialogHeader>
          <DialogTitle>Refund {amount}?</DialogTitle>
          <DialogDescription>
            {payment
              ? `Refund the whole ${amount} ${payment.paymentMethod} payment for ${payment.planName} by ${payment.prospectName || '—'} (${payment.prospectEmail}). This cannot be undone.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2 text-sm" aria-live="polite">
          {preview.isPending ? (
            <p className="text-muted-foreground">Checking what this refund revokes…</p>
          ) : preview.isError ? (
            <p role="alert" className="text-negative">
              {errorMessage(preview.error, 'Could not read what this refund revokes.')}
            </p>
          ) : (
            <>
              <p>
                {preview.data.provider
                  ? THROUGH[preview.data.provider]
                  : 'No money moves (promo code or granted by staff); what it gave is revoked.'}
              </p>
              <p className="font-medium">This revokes what the payment bought:</p>
              <Revokes preview={preview.data} />
            </>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={refund.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={refund.isPending || !preview.isSuccess}>
            {refund.isPending ? 'Refunding...' : `Refund ${amount}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
