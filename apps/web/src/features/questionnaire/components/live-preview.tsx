// The live preview card: rough first figures from the answers so far, recomputed as the founder types.
import { useMemo } from 'react';
import { TrendingUp } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDollars } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Answers } from '../lib/answers';
import { computePreview } from '../lib/preview';

export function LivePreview({ answers, className }: { answers: Answers; className?: string }) {
  const preview = useMemo(() => computePreview(answers), [answers]);

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
        <li>Year 3 revenue ≈ {formatDollars(preview.year3Revenue)}</li>
        <li className={cn(preview.year1NetProfit < 0 ? 'text-negative' : 'text-positive')}>
          Year 1 net profit ≈ {formatDollars(preview.year1NetProfit)}
        </li>
        <li>
          {preview.breakEvenMonth === null
            ? 'No break-even within 3 years'
            : `Break-even: Month ${preview.breakEvenMonth + 1}`}
        </li>
        {preview.fundingGap > 0 && (
          <li className="text-warning">
            Funding gap ≈ {formatDollars(preview.fundingGap)} more starting cash needed
          </li>
        )}
      </ul>
    );
  }

  return (
    <Card className={className} aria-labelledby="live-preview-title" role="region">
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
