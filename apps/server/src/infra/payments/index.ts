// Chooses the payment providers from the configuration: Stripe and PayPal when their keys are set, the
// simulated card provider otherwise (paymentsMode in config.ts reports the same choice).
import type { Config } from '../config';
import { createPayPalProvider, type PayPalProvider } from './paypal';
import { createSimulatedCardProvider } from './simulated';
import { createStripeCardProvider, stripeApiBase } from './stripe';
import type { CardProvider, ProviderLogger } from './types';

export function createCardProvider(config: Config, log?: ProviderLogger): CardProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    return createStripeCardProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      ...stripeApiBase(config.STRIPE_API_BASE),
      log,
    });
  }
  return createSimulatedCardProvider();
}

/** PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set; otherwise PayPal checkout is unavailable. */
export function createPayPalProviderFromConfig(
  config: Config,
  log?: ProviderLogger,
): PayPalProvider | undefined {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return undefined;
  return createPayPalProvider({
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    environment: config.PAYPAL_ENVIRONMENT,
    log,
  });
}
