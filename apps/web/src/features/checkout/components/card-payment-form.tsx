// The card form for an intent: the test form in test mode, Stripe's Payment Element otherwise.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { CardFormProps } from './card-form-parts';
import { SimulatedCardForm } from './simulated-card-form';

// Stripe.js and its React bindings load only when a Stripe intent is shown.
const StripeCardForm = lazy(async () => ({ default: (await import('./stripe-card-form')).StripeCardForm }));

export function CardPaymentForm(props: CardFormProps) {
  if (props.intent.provider === 'simulated') return <SimulatedCardForm {...props} />;
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the card form" className="flex flex-col gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      }
    >
      <StripeCardForm {...props} />
    </Suspense>
  );
}
