// ARCHITECTURE.md, Payments: with the simulated provider every checkout page says no real money moves.
import { FlaskConical } from 'lucide-react';
import { usePublicConfig } from '@/api/get-public-config';
import { MESSAGES } from '../lib/messages';

/** Shown when the deployment's payments are simulated, or when `force` (a simulated intent) says so. */
export function TestModeBanner({ force = false }: { force?: boolean }) {
  const config = usePublicConfig();
  if (!force && config.data?.payments !== 'simulated') return null;
  return (
    <div
      role="note"
      data-testid="test-mode-banner"
      className="mb-6 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      {MESSAGES.testMode}
    </div>
  );
}
