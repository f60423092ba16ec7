// The P&L of the edited sample, computed by the engine: a preview before saving, the saved figures after.
import type { TGenerateSampleReportsResponse } from '@trajectory/contracts/admin-sample-data';
import { ProfitLossTable } from '@/components/statements/profit-loss-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBreakEven, NO_FUNDING_GAP } from '@trajectory/engine';
import { formatDollars } from '@/lib/format';

type SampleDataPlPreviewProps = {
  profitLoss: TGenerateSampleReportsResponse['profitLoss'];
  metrics: TGenerateSampleReportsResponse['metrics'];
  isSaved: boolean;
};

export function SampleDataPlPreview({ profitLoss, metrics, isSaved }: SampleDataPlPreviewProps) {
  const breakEven = formatBreakEven(metrics.breakEvenMonth, 3);
  const figures = [
    { label: 'Year 1 revenue', value: formatDollars(metrics.year1Revenue) },
    { label: 'Year 1 net profit', value: formatDollars(metrics.year1NetProfit) },
    { label: 'Break-even', value: breakEven },
    {
      label: 'Funding gap',
      value: metrics.fundingGap > 0 ? formatDollars(metrics.fundingGap) : NO_FUNDING_GAP,
    },
  ];
  return (
    <Card data-testid="sample-pl-preview" aria-live="polite">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Profit &amp; Loss</CardTitle>
        <CardDescription>
          {isSaved
            ? 'The saved sample, as the reports show it.'
            : 'Preview of the edited sample. Nothing is saved until you generate reports.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="rounded-lg border border-border p-3">
              <dt className="text-xs text-muted-foreground">{f.label}</dt>
              <dd className="mt-1 font-semibold tabular-nums">{f.value}</dd>
            </div>
          ))}
        </dl>
        <ProfitLossTable profitLoss={profitLoss} />
      </CardContent>
    </Card>
  );
}
