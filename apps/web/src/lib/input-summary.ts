// The founder's answers as the results page summarises them: the questionnaire model's summary, formatted.
import type { TQuestionnaire } from '@trajectory/contracts/questionnaires';
import { inputSummary } from '@trajectory/engine';
import { formatDollars, formatPercent, formatPrice } from '@/lib/format';

export type InputSummaryRow = { label: string; value: string };

/** Dollars as typed: whole amounts without cents ("$1,200"), prices with cents kept ("$12.50"). */
function formatInputDollars(value: number | null): string {
  const amount = value ?? 0;
  return amount > 0 && !Number.isInteger(Math.round(amount * 100) / 100)
    ? formatPrice(amount)
    : formatDollars(amount);
}

export function buildInputSummary(q: TQuestionnaire): InputSummaryRow[] {
  return inputSummary(q).map(({ key, label, value }) => {
    switch (key) {
      case 'firstMonthSales':
        return { label, value: Math.round(value).toLocaleString('en-US') };
      case 'startMonth':
        return { label, value: `Month ${Math.round(value) + 1}` };
      case 'annualGrowthRate':
        return { label, value: formatPercent(value) };
      default:
        return { label, value: formatInputDollars(value) };
    }
  });
}
