// GET /api/payments/paypal/setup: the client id for PayPal's script, or 404 when PayPal is not configured.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPayPalSetupResponse } from '@trajectory/contracts/paypal';
import { getJson, isNotFound } from '@/lib/api';
import { FIVE_MINUTES } from '@/lib/query-client';
import { usePublicConfig } from '@/api/get-public-config';

// Only the client id is read; the schema is the server's (contracts/paypal.ts).
const ZPayPalSetup = ZPayPalSetupResponse.pick({ clientId: true });

/** null when PayPal is not configured on this deployment. */
export async function getPaypalSetup(): Promise<{ clientId: string } | null> {
  try {
    return ZPayPalSetup.parse(await getJson('/api/payments/paypal/setup'));
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

export const paypalSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/payments/paypal/setup'],
    queryFn: getPaypalSetup,
    staleTime: FIVE_MINUTES,
  });

/** Whether the deployment's payments mode ('stripe', 'paypal', 'stripe+paypal', 'simulated') has PayPal. */
export const hasPaypal = (payments: string | undefined): boolean =>
  (payments ?? '').split('+').includes('paypal');

/**
 * PayPal's setup, asked for only when the public config says PayPal is configured, so a deployment
 * without it never answers a 404; data is null when there is no PayPal (or the config cannot be read).
 */
export function usePaypalSetup() {
  const config = usePublicConfig();
  const isConfigured = hasPaypal(config.data?.payments);
  const setup = useQuery({ ...paypalSetupQueryOptions(), enabled: isConfigured });
  return {
    data: isConfigured ? setup.data : null,
    isPending: config.isPending || (isConfigured && setup.isPending),
    isError: isConfigured && setup.isError,
    refetch: setup.refetch,
  };
}
