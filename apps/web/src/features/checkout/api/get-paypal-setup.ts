// GET /api/payments/paypal/setup: the client id for PayPal's script, or 404 when PayPal is not configured.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPayPalSetupResponse } from '@trajectory/contracts/paypal';
import { ApiError, getJson } from '@/lib/api';
import { FIVE_MINUTES } from '@/lib/query-client';

// Only the client id is read; the schema is the server's (contracts/paypal.ts).
const ZPayPalSetup = ZPayPalSetupResponse.pick({ clientId: true });

/** null when PayPal is not configured on this deployment. */
export async function getPaypalSetup(): Promise<{ clientId: string } | null> {
  try {
    return ZPayPalSetup.parse(await getJson('/api/payments/paypal/setup'));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const paypalSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/payments/paypal/setup'],
    queryFn: getPaypalSetup,
    staleTime: FIVE_MINUTES,
  });

export function usePaypalSetup({ enabled = true } = {}) {
  return useQuery({ ...paypalSetupQueryOptions(), enabled });
}
