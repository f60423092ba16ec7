// The Payment History summary cards: revenue (card and PayPal with a transaction id), payments, grants, promo uses.
import type { TAdminPaymentsResponse } from '@trajectory/contracts/admin-payments';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';

type Summary = TAdminPaymentsResponse['summary'];

/** Money in a summary card: "$0.00" rather than "Free", since these are totals, not prices. */
function total(amount: string): string {
  return Number(amount) > 0 ? formatPrice(amount) : '$0.00';
}

function SummaryCard({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card className="gap-1 p-3 md:p-4" role="group" aria-label={label}>
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="text-xl font-semibold tabular-nums md:text-2xl" data-testid="summary-value">
        {value}
      </p>
      <p className="text-xs text-muted-foreground">{note}</p>
    </Card>
  );
}

export function PaymentHistorySummary({ summary }: { summary: Summary | undefined }) {
  if (!summary) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SummaryCard
        label="Total Revenue"
        value={total(summary.totalRevenue)}
        note={`${plural(summary.revenueCount, 'card or PayPal payment')} with a transaction id`}
      />
      <SummaryCard
        label="Payments"
        value={summary.count.toLocaleString('en-US')}
        note="Records matching the filters"
      />
      <SummaryCard
        label="Manual Revenue"
        value={total(summary.manualRevenue)}
        note="Plans granted by staff, not in total revenue"
      />
      <SummaryCard
        label="Promo Code Uses"
        value={summary.promoCodeCount.toLocaleString('en-US')}
        note="Plans unlocked with a promo code"
      />
    </div>
  );
}
