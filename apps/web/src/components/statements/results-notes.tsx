// The disclaimer and the important note that close the results page.
import { Info } from 'lucide-react';

export const DISCLAIMER =
  'These figures are estimates based on your answers, meant to guide planning and discussion, not a guarantee of future results. Please consult a licensed financial advisor or accountant for advice about your personal situation.';

export const IMPORTANT_NOTE =
  'Startup costs are not included in these income statements: they are one-time purchases, not monthly operating expenses. Most businesses take 1-3 years to become consistently profitable, so early losses are normal.';

export function ResultsNotes() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950">
        <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p>
          <span className="font-semibold">Important note: </span>
          {IMPORTANT_NOTE}
        </p>
      </div>
      <p className="text-xs text-muted-foreground">
        <span className="font-semibold">Disclaimer: </span>
        {DISCLAIMER}
      </p>
    </div>
  );
}
