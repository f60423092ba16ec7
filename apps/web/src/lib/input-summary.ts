// The founder's answers as the results page summarises them: the questionnaire model's summary, formatted.
import type { TQuestionnaire } from '@trajectory/contracts/questionnaires';
import { formatPrice as formatAnswerDollars, inputSummary } from '@trajectory/engine';
import { formatPercent } from '@/lib/format';

export type InputSummaryRow = { label: string; value: string };

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
        // Dollars as typed, to the cent ("$1,200", "$5.50"), as the PDF writes them.
        return { label, value: formatAnswerDollars(value) };
    }
  });
}
