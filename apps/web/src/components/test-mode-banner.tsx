// The "Test mode" banner: a local run shows it where real money or real mail would otherwise move.
import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The amber note of test mode; payments and access links both use it (ARCHITECTURE.md, issue #12). */
export function TestModeBanner({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="note"
      data-testid="test-mode-banner"
      className={cn(
        'mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900',
        className,
      )}
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
