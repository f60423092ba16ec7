// The server's realism checks, shown as amber callouts in its own words.
import { AlertTriangle } from 'lucide-react';
import type { TProfitLossResponse } from '@trajectory/contracts/statements';

export function RealismWarnings({ warnings }: { warnings: TProfitLossResponse['warnings'] }) {
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby="warnings-heading" className="flex flex-col gap-3">
      <h2 id="warnings-heading" className="text-xl font-semibold">
        Worth a second look
      </h2>
      <p className="text-sm text-muted-foreground">
        These checks flag numbers that lenders and investors often question. Your projection is still valid;
        you may want to revisit your answers.
      </p>
      <ul className="flex flex-col gap-3">
        {/* Two streams can raise the same code (each warning names its stream): keyed by code and place. */}
        {warnings.map((warning, index) => (
          <li
            key={`${warning.code}-${index}`}
            data-testid="realism-warning"
            className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
          >
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
            <span>{warning.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
