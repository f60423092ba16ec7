// What a lender reads of the plan (issue #25): the sources and uses of the opening money, and the
// lender's checklist with each check's figure, threshold, verdict and, for a failed one, its fix. Every
// sentence is the engine's (lender-words.ts), which the PDF and the analyst print too.
import { CheckCircle2, MinusCircle, XCircle } from 'lucide-react';
import type { TBalanceSheetResponse, TLenderCheck, TSourcesAndUses } from '@trajectory/contracts/statements';
import {
  LENDER_CHECK_NAMES,
  lenderCheckFigure,
  lenderCheckThreshold,
  lenderCheckVerdict,
  lenderFixSentence,
  whyNotApplying,
} from '@trajectory/engine';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDollars } from '@/lib/format';
import { cn } from '@/lib/utils';

type Row = TSourcesAndUses['uses'][number];

function MoneyColumn({
  title,
  rows,
  total,
  testId,
}: {
  title: string;
  rows: Row[];
  total: number;
  testId: string;
}) {
  return (
    <table className="w-full text-sm tabular-nums" data-testid={testId}>
      <caption className="pb-2 text-left text-base font-semibold text-foreground">{title}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.name}-${index}`} className="border-b border-border last:border-b-0">
            <th scope="row" className="py-2 pr-4 text-left font-normal">
              {row.name}
              {row.kind === 'asset' || row.kind === 'expense' ? (
                <span className="ml-2 text-xs text-muted-foreground">
                  {row.kind === 'asset' ? 'kept and depreciated' : 'spent before opening'}
                </span>
              ) : null}
            </th>
            <td className={cn('py-2 text-right', row.amount < 0 && 'text-negative')}>
              {formatDollars(row.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-foreground/70 font-semibold">
          <th scope="row" className="py-2 pr-4 text-left">
            Total {title.toLowerCase()}
          </th>
          <td className="py-2 text-right" data-testid={`${testId}-total`}>
            {formatDollars(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Where the opening money comes from and what it pays for: two columns on a laptop, stacked on a phone. */
export function SourcesAndUsesTable({ sourcesAndUses }: { sourcesAndUses: TSourcesAndUses }) {
  return (
    <Card data-testid="sources-and-uses">
      <CardHeader>
        <CardTitle>Sources and Uses</CardTitle>
        <CardDescription>
          The money you open with and what it pays for. What is left after the start-up spending is your
          working capital; the two totals are equal.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <MoneyColumn
          title="Sources"
          rows={sourcesAndUses.sources}
          total={sourcesAndUses.totalSources}
          testId="sources"
        />
        <MoneyColumn title="Uses" rows={sourcesAndUses.uses} total={sourcesAndUses.totalUses} testId="uses" />
      </CardContent>
    </Card>
  );
}

const VERDICT_LOOK = {
  Passes: { Icon: CheckCircle2, icon: 'text-positive', badge: 'success' },
  Fails: { Icon: XCircle, icon: 'text-negative', badge: 'destructive' },
  'Does not apply': { Icon: MinusCircle, icon: 'text-muted-foreground', badge: 'secondary' },
} as const;

function CheckItem({ check }: { check: TLenderCheck }) {
  const verdict = lenderCheckVerdict(check);
  const look = VERDICT_LOOK[verdict];
  const fix = lenderFixSentence(check);
  return (
    <li
      className="flex gap-3 border-b border-border py-4 last:border-b-0"
      data-testid="lender-check"
      data-code={check.code}
    >
      <look.Icon className={cn('mt-0.5 size-5 shrink-0', look.icon)} aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium">{LENDER_CHECK_NAMES[check.code]}</p>
          <Badge variant={look.badge}>{verdict}</Badge>
        </div>
        {check.passed === null ? (
          <p className="text-sm text-muted-foreground">Does not apply: {whyNotApplying(check.code)}.</p>
        ) : (
          <p className="text-sm text-muted-foreground tabular-nums">
            <span className="text-foreground" data-testid="lender-check-figure">
              {lenderCheckFigure(check)}
            </span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">; </span>
            lenders look for {lenderCheckThreshold(check)}
          </p>
        )}
        {fix === null ? null : (
          <p className="text-sm font-medium text-foreground" data-testid="lender-fix">
            {fix}.
          </p>
        )}
        {check.passed === false && check.code === 'BREAK_EVEN_WITHIN_24_MONTHS' ? (
          <p className="text-sm text-muted-foreground">
            Try price, volume and costs in the what-if panel below.
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The six checks a lender makes, in the engine's order, each passing, failing or not applying in words. */
export function LenderChecklist({ checks }: { checks: TLenderCheck[] }) {
  const failed = checks.filter((check) => check.passed === false).length;
  return (
    <Card data-testid="lender-checklist">
      <CardHeader>
        <CardTitle>Lender checklist</CardTitle>
        <CardDescription>
          What a bank (and the SBA) checks before it lends.{' '}
          {failed === 0
            ? 'Your plan passes every check that applies.'
            : `${failed} of the checks fail; each says what would fix it.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col">
          {checks.map((check) => (
            <CheckItem key={check.code} check={check} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Both, from the balance sheet's response (same plans see them). */
export function LenderView({
  data,
}: {
  data: Pick<TBalanceSheetResponse, 'sourcesAndUses' | 'lenderChecks'>;
}) {
  return (
    <div className="flex flex-col gap-8">
      <SourcesAndUsesTable sourcesAndUses={data.sourcesAndUses} />
      <LenderChecklist checks={data.lenderChecks} />
    </div>
  );
}
