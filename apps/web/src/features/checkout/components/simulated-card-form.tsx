// The in-page card form of test mode: the simulated provider judges the card like a real one would.
import { useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useConfirmSimulatedPayment } from '../api/confirm-simulated-payment';
import { formatCardNumber, formatCvc, formatExpiry } from '../lib/card-input';
import { MESSAGES } from '../lib/messages';
import {
  CardholderNameField,
  CardSubmitRow,
  NAME_REQUIRED,
  type CardFormProps,
  type CardFormStatus,
} from './card-form-parts';

export function SimulatedCardForm({ intent, defaultName, submitLabel, onPaid, onError }: CardFormProps) {
  const confirm = useConfirmSimulatedPayment();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<CardFormStatus>('idle');

  const fail = (message: string) => {
    setError(message);
    setStatus('idle');
    onError?.(message);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    if (!name.trim()) {
      setNameError(NAME_REQUIRED);
      return;
    }
    setNameError(null);
    setError(null);
    setStatus('processing');
    let paidId: string;
    try {
      const result = await confirm.mutateAsync({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        cardNumber: cardNumber.replace(/\s/g, ''),
        expiry,
        cvc,
        name: name.trim(),
      });
      if (result.status !== 'succeeded') {
        fail(result.error || MESSAGES.cardFailed);
        return;
      }
      paidId = result.paymentIntentId;
    } catch (err) {
      fail(errorMessage(err, MESSAGES.cardFailed));
      return;
    }
    try {
      await onPaid(paidId);
      setStatus('paid');
    } catch (err) {
      fail(err instanceof Error && err.message ? err.message : MESSAGES.cardFailed);
    }
  };

  const isBusy = status !== 'idle';
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Card details"
    >
      <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
        Test card: <span className="font-mono tabular-nums">4242 4242 4242 4242</span>, any future date and
        any CVC. <span className="font-mono tabular-nums">4000 0000 0000 0002</span> is declined.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="card-number">Card Number</Label>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          className="font-mono tabular-nums"
          value={cardNumber}
          onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
          disabled={isBusy}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="card-expiry">Expiry Date</Label>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            className="font-mono tabular-nums"
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
            disabled={isBusy}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="card-cvc">CVC</Label>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            className="font-mono tabular-nums"
            value={cvc}
            onChange={(event) => setCvc(formatCvc(event.target.value))}
            disabled={isBusy}
          />
        </div>
      </div>
      <CardholderNameField value={name} onChange={setName} error={nameError} disabled={isBusy} />
      <CardSubmitRow status={status} submitLabel={submitLabel} error={error} />
    </form>
  );
}
