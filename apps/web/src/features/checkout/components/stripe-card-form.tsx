// The card form with Stripe's Payment Element; this module (and Stripe.js) loads only when Stripe is in use.
import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { MESSAGES } from '../lib/messages';
import {
  CardholderNameField,
  CardSubmitRow,
  NAME_REQUIRED,
  type CardFormProps,
  type CardFormStatus,
} from './card-form-parts';

// One Stripe.js instance per key for the life of the page, as Stripe asks.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeFields({ defaultName, email, submitLabel, returnUrl, onPaid, onError }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
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
    if (!stripe || !elements) {
      fail(MESSAGES.cardNotLoaded);
      return;
    }
    setError(null);
    setStatus('processing');
    try {
      const { error: cardError, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          return_url: returnUrl,
          payment_method_data: { billing_details: { name: name.trim(), email } },
        },
      });
      if (cardError || !paymentIntent) {
        fail(cardError?.message || MESSAGES.cardFailed);
        return;
      }
      if (paymentIntent.status !== 'succeeded' && paymentIntent.status !== 'processing') {
        fail(MESSAGES.cardFailed);
        return;
      }
      await onPaid(paymentIntent.id);
      setStatus('paid');
    } catch (err) {
      fail(err instanceof Error && err.message ? err.message : MESSAGES.unexpected);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Card details"
    >
      <PaymentElement
        options={{ layout: 'tabs', fields: { billingDetails: { name: 'never', email: 'never' } } }}
      />
      <CardholderNameField value={name} onChange={setName} error={nameError} disabled={status !== 'idle'} />
      <CardSubmitRow status={status} submitLabel={submitLabel} error={error} />
    </form>
  );
}

export function StripeCardForm(props: CardFormProps) {
  const { publishableKey, clientSecret } = props.intent;
  if (!publishableKey) {
    return (
      <p role="alert" className="text-sm text-negative">
        {MESSAGES.cardNotLoaded}
      </p>
    );
  }
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#4f46e5' } } }}
    >
      <StripeFields {...props} />
    </Elements>
  );
}
