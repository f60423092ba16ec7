// The three figures a first-time founder asks first: when it pays for itself, how much cash it needs, what each sale keeps.
import { yearsInWords } from '@trajectory/contracts/statements';
import type { TProfitLossResponse } from '@trajectory/contracts/statements';
import { breakEvenSentence, DSCR_MINIMUM, formatBreakEven } from '@trajectory/engine';
import { Card } from '@/components/ui/card';
import { formatDollars, formatMoneyInProse, formatPercent, formatRatio } from '@/lib/format';
import { cn } from '@/lib/utils';

type Metrics = TProfitLossResponse['metrics'];

function MetricCard({
  label,
  value,
  detail,
  tone,
}: {
  label: string;
  value: string;
  detail: string;
  tone?: 'negative';
}) {
  return (
    <Card className="gap-1 p-5" data-testid="metric">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className={cn('text-2xl font-semibold tabular-nums', tone === 'negative' && 'text-negative')}>
        {value}
      </p>
      <p className="text-sm text-muted-foreground">{detail}</p>
    </Card>
  );
}

/** 'Month n + 1', or 'Not within N years' (3, or 5 on a five-year plan): the engine's one wording. */
export function breakEvenLabel(month: number | null, years = 3): string {
  return formatBreakEven(month, years);
}

function lowestCashWhen(month: number | null): string {
  return month === null ? 'right after opening' : `in Month ${month + 1}`;
}

/** The year with loan payments whose coverage is lowest, or null without loans (issue #15). */
function weakestCoverage(metrics: Metrics): { year: number; value: number } | null {
  const years = Object.entries(metrics.debtServiceCoverage ?? {})
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .map(([key, value]) => ({ year: Number(key.replace('year', '')), value }));
  return years.reduce<{ year: number; value: number } | null>(
    (lowest, year) => (lowest === null || year.value < lowest.value ? year : lowest),
    null,
  );
}

/** `years`: those the figures were projected over (the statements' projectionYears); 3 unless given. */
/**
 * Who reads the cards: the founder ("your sales") or someone the plan was shared with, a lender ("the
 * business's sales"). The figures are the same; only the voice changes.
 */
export type MetricsVoice = 'founder' | 'reader';

const WORDS = {
  founder: {
    sales: 'your monthly sales',
    Sales: 'Your monthly sales',
    costs: 'your monthly costs',
    season: 'at your average season your sales cover your costs',
    balance: 'Your bank balance',
    more: 'Plan for about this much more cash.',
    lowest: 'Your cash is lowest',
    starting: 'your starting cash',
    items: 'the items you sell',
    draws: 'your draws',
  },
  reader: {
    sales: "the business's monthly sales",
    Sales: "The business's monthly sales",
    costs: 'its monthly costs',
    season: "at its average season the business's sales cover its costs",
    balance: 'The bank balance',
    more: 'The plan needs about this much more cash.',
    lowest: 'Cash is lowest',
    starting: 'the starting cash',
    items: 'the items it sells',
    draws: "the owner's draws",
  },
} as const;

export function KeyMetrics({
  metrics,
  years = 3,
  voice = 'founder',
}: {
  metrics: Metrics;
  years?: number;
  voice?: MetricsVoice;
}) {
  const w = WORDS[voice];
  const hasGap = metrics.fundingGap > 0;
  const margin = metrics.grossMarginPct.year1;
  const coverage = weakestCoverage(metrics);
  return (
    <section aria-labelledby="metrics-heading" className="flex flex-col gap-4">
      <h2 id="metrics-heading" className="text-xl font-semibold">
        Key numbers at a glance
      </h2>
      <div
        className={cn(
          'grid grid-cols-1 gap-4',
          coverage ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-3',
        )}
      >
        <MetricCard
          label="Break-even"
          value={breakEvenLabel(metrics.breakEvenMonth, years)}
          detail={
            metrics.breakEvenMonth === null
              ? `${w.Sales} do not yet cover ${w.costs} within the ${yearsInWords(years)} years shown.`
              : (metrics.seasonalLossMonths ?? []).length > 0
                ? `${breakEvenSentence(metrics.breakEvenMonth, metrics.seasonalLossMonths)}: ${w.season} from then on, and the quiet months dip.`
                : `From this month on, ${w.sales} cover all of ${w.costs}.`
          }
        />
        <MetricCard
          label={hasGap ? 'Funding gap' : 'Lowest cash balance'}
          value={formatDollars(hasGap ? metrics.fundingGap : metrics.lowestCash)}
          tone={hasGap || Math.round(metrics.lowestCash) < 0 ? 'negative' : undefined}
          detail={
            hasGap
              ? `${w.balance} would dip to ${formatMoneyInProse(metrics.lowestCash, 'below zero')} ${lowestCashWhen(metrics.lowestCashMonth)}. ${w.more}`
              : `${w.lowest} ${lowestCashWhen(metrics.lowestCashMonth)}, and ${w.starting} covers it.`
          }
        />
        <MetricCard
          label="Gross margin (Year 1)"
          value={margin === null ? '—' : formatPercent(margin)}
          tone={margin !== null && margin < 0 ? 'negative' : undefined}
          detail={
            margin === null
              ? 'There are no sales in Year 1 yet.'
              : `The share of each sales dollar left after paying for ${w.items}.`
          }
        />
        {coverage && (
          <MetricCard
            label={`Debt service coverage (Year ${coverage.year})`}
            value={coverage.value < 0 ? 'Below zero' : `${formatRatio(coverage.value)}×`}
            tone={coverage.value < DSCR_MINIMUM ? 'negative' : undefined}
            detail={
              coverage.value < 0
                ? `After income tax and ${w.draws}, nothing is left for the year's loan payments; lenders look for at least ${DSCR_MINIMUM}.`
                : `The cash left after income tax and ${w.draws} covers the year's loan payments ${formatRatio(coverage.value)} times; lenders look for at least ${DSCR_MINIMUM}.`
            }
          />
        )}
      </div>
    </section>
  );
}
