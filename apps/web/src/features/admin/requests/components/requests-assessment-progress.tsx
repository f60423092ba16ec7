// Progress while an assessment is being written: an estimate against the expected 30 to 60 seconds.
import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { Progress } from '@/components/ui/progress';

const EXPECTED_SECONDS = 60;

function secondsSince(start: number): number {
  return Number.isNaN(start) ? 0 : Math.max(0, (Date.now() - start) / 1000);
}

/** Seconds since `since`, ticking once a second. */
function useElapsedSeconds(since: string): number {
  const start = Date.parse(since);
  const [elapsed, setElapsed] = useState(() => secondsSince(start));
  useEffect(() => {
    const timer = setInterval(() => setElapsed(secondsSince(start)), 1000);
    return () => clearInterval(timer);
  }, [start]);
  return elapsed;
}

export function AssessmentProgress({ startedAt }: { startedAt: string }) {
  const elapsed = useElapsedSeconds(startedAt);
  // Never shows complete until the server says so: the bar slows and stops at 95%.
  const value = Math.min(95, Math.round((elapsed / EXPECTED_SECONDS) * 100));
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">Generating the assessment...</p>
        <p className="text-sm text-muted-foreground">Generation is expected to take 30 to 60 seconds.</p>
      </div>
      <Progress value={value} aria-label="Assessment progress" className="max-w-sm" />
    </div>
  );
}
