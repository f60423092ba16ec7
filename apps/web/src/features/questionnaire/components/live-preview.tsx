// The live preview card: rough first figures from the answers so far, recomputed as the founder types.
import { useMemo, useState } from 'react';
import { TrendingUp } from 'lucide-react';
import { formatBreakEven, openingMonthLabel, type ProjectionYears } from '@trajectory/engine';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDollars } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Answers } from '../lib/answers';
import { computePreview, suggestLoan } from '../lib/preview';

type LivePreviewProps = {
  answers: Answers;
  className?: string;
  /** Opens the lender step with these loan answers (the smallest loan that closes the gap). */
  onAddLoan?: (patch: Partial<Answers>) => void;
  /** The held plan's years (3, or 5 on a five-year plan): the preview projects as the report will. */
  years?: ProjectionYears;
};

export function LivePreview({ answers, className, onAddLoan, years = 3 }: LivePreviewProps) {
  const preview = useMemo(() => computePreview(answers, years), [answers, years]);
  /** Why no loan can close the gap, for the answers it was asked about. */
  const [noLoan, setNoLoan] = useState<{ answers: Answers; reason: string } | null>(null);
  const addLoan = () => {
    const suggestion = suggestLoan(answers);
    if (suggestion.kind === 'loan') onAddLoan?.(suggestion.patch);
    else setNoLoan({ answers, reason: suggestion.reason });
  };

  let body;
  if (preview.kind === 'waiting') {
    body = (
      <p className="text-sm text-muted-foreground">
        Enter a price and your first month's sales to see your numbers take shape.
      </p>
    );
  } else if (preview.kind === 'invalid') {
    body = <p className="text-sm text-warning">{preview.message}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-3 text-sm tabular-nums">
        <li className="text-base font-semibold">Year 1 revenue ≈ {formatDollars(preview.year1Revenue)}</li>
        <li>
          Year {preview.finalYear} revenue ≈ {formatDollars(preview.finalYearRevenue)}
        </li>
        <li className={cn(preview.year1NetProfit < 0 ? 'text-negative' : 'text-positive')}>
          Year 1 net profit ≈ {formatDollars(preview.year1NetProfit)}
        </li>
        <li>
          Break-even:{' '}
          {preview.breakEvenMonth === null
            ? formatBreakEven(null, preview.finalYear)
            : openingMonthLabel(preview.breakEvenMonth, Number(answers.firstCalendarMonth) || null)}
        </li>
        {preview.fundingGap > 0 && (
          <li className="flex flex-col items-start gap-2 text-warning">
            Funding gap ≈ {formatDollars(preview.fundingGap)} more starting cash needed
            {onAddLoan && (
              <Button type="button" variant="outline" size="sm" onClick={addLoan}>
                Add a loan
              </Button>
            )}
            {noLoan?.answers === answers && <span role="status">{noLoan.reason}</span>}
          </li>
        )}
      </ul>
    );
  }

  return (
    <Card id="live-preview" className={className} aria-labelledby="live-preview-title" role="region">
      <CardHeader className="pb-3">
        <CardTitle id="live-preview-title" className="flex items-center gap-2 text-base">
          <TrendingUp className="size-4 text-primary" aria-hidden="true" />
          Live preview
        </CardTitle>
        <CardDescription>
          An estimate from your answers so far; your report has the full detail.
        </CardDescription>
      </CardHeader>
      <CardContent aria-live="polite" data-testid="live-preview">
        {body}
      </CardContent>
    </Card>
  );
}

/**
 * On a phone the preview card sits below the form: a bar kept at the bottom of the screen says the headline
 * figures and opens the card (issue #24 item 7). Hidden where the card stands beside the form.
 */
export function LivePreviewSummary({ answers, years = 3 }: Pick<LivePreviewProps, 'answers' | 'years'>) {
  const preview = useMemo(() => computePreview(answers, years), [answers, years]);
  const text =
    preview.kind === 'ready'
      ? `Year 1 revenue ≈ ${formatDollars(preview.year1Revenue)} · net profit ≈ ${formatDollars(preview.year1NetProfit)}`
      : 'Your numbers appear as you answer';
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background/95 px-4 py-2 backdrop-blur lg:hidden"
      data-testid="live-preview-summary"
    >
      <div className="mx-auto flex max-w-[1200px] items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm tabular-nums" aria-live="polite">
          <TrendingUp className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {text}
        </p>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto shrink-0 p-0"
          onClick={() => document.getElementById('live-preview')?.scrollIntoView({ behavior: 'smooth' })}
        >
          Live preview
        </Button>
      </div>
    </div>
  );
}
