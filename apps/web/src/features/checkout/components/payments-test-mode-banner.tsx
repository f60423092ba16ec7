// ARCHITECTURE.md, Payments: with the simulated provider every checkout page says no real money moves.
import { usePublicConfig } from '@/api/get-public-config';
import { TestModeBanner } from '@/components/test-mode-banner';
import { MESSAGES } from '../lib/messages';

/** Shown when the deployment's payments are simulated, or when `force` (a simulated intent) says so. */
export function PaymentsTestModeBanner({ force = false }: { force?: boolean }) {
  const config = usePublicConfig();
  if (!force && config.data?.payments !== 'simulated') return null;
  return <TestModeBanner>{MESSAGES.testMode}</TestModeBanner>;
}
