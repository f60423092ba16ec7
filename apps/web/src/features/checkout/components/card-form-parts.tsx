// Pieces both card forms share: the cardholder name, the pay button, the error line and the SSL note (on https only).
import { Loader2, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { TCreatePaymentIntentResponse } from '@trajectory/contracts/purchasing';

export type CardFormIntent = Pick<
  TCreatePaymentIntentResponse,
  'clientSecret' | 'paymentIntentId' | 'provider' | 'publishableKey' | 'amount'
>;

export type CardFormProps = {
  intent: CardFormIntent;
  /** Prefills the cardholder name (purchasing.md section 5). */
  defaultName: string;
  email: string;
  /** 'Complete Payment - $29.99' at checkout, 'Pay $29.99' on the card page. */
  submitLabel: string;
  /** Where the card provider may send the visitor back after a redirect-based confirmation. */
  returnUrl: string;
  /** Called with the paid intent's id; a thrown Error's message is shown as the card error. */
  onPaid: (paymentIntentId: string) => Promise<void>;
  /** Told about a card error as well, for pages that show a failure screen. */
  onError?: (message: string) => void;
};

export type CardFormStatus = 'idle' | 'processing' | 'paid';

export const NAME_REQUIRED = 'Cardholder name is required';

export function CardholderNameField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="card-name">Cardholder Name</Label>
      <Input
        id="card-name"
        autoComplete="cc-name"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'card-name-error' : undefined}
        required
      />
      <FieldError id="card-name-error">{error}</FieldError>
    </div>
  );
}

export function CardSubmitRow({
  status,
  submitLabel,
  error,
}: {
  status: CardFormStatus;
  submitLabel: string;
  error: string | null;
}) {
  return (
    <div className="flex flex-col gap-3">
      {error && (
        <p
          role="alert"
          className="rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800"
        >
          {error}
        </p>
      )}
      {status === 'paid' && (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          Payment successful! Redirecting…
        </p>
      )}
      <Button type="submit" size="lg" className="w-full tabular-nums" disabled={status !== 'idle'}>
        {status === 'processing' && <Loader2 className="animate-spin" aria-hidden="true" />}
        {status === 'idle'
          ? submitLabel
          : status === 'processing'
            ? 'Processing Payment...'
            : 'Payment Complete'}
      </Button>
      {/* The claim is only true when this page itself came over https. */}
      {window.location.protocol === 'https:' && (
        <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
          <Lock className="size-3.5" aria-hidden="true" />
          Your payment is secure and SSL encrypted.
        </p>
      )}
    </div>
  );
}
