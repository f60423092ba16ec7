// Chooses the card provider from the configuration.
import type { Config } from '../../config';
import { createSimulatedCardProvider } from './simulated';
import type { CardProvider } from './types';

export function createCardProvider(config: Config): CardProvider {
  if (config.STRIPE_SECRET_KEY) {
    // The Stripe adapter (PaymentIntents + signed webhooks) is not built yet; refusing to start is safer
    // than silently taking simulated payments on a site that was configured for real ones.
    throw new Error(
      'STRIPE_SECRET_KEY is set but the Stripe adapter is not available in this version; unset STRIPE_* to use simulated payments.',
    );
  }
  return createSimulatedCardProvider();
}
