// The results page's two charts (visitor.md: expense breakdown and growth trend), drawn live; only when
// the questionnaire is known.
import { yearsInWords } from '@trajectory/contracts/statements';
import { FinancialCharts, type ChartSpec } from '@/components/statements/financial-charts';

/** The two charts; the trend's title names the years projected (3, or 5 on a five-year plan). */
const chartsOf = (years: number): readonly ChartSpec[] => [
  { slug: 'expenses', title: 'Where your money goes', description: 'Your Year 1 expenses by category.' },
  {
    slug: 'trend',
    title: `Growth over ${yearsInWords(years)} years`,
    description: 'Revenue, expenses and profit, year by year.',
  },
];

export function ProjectionCharts({
  questionnaireId,
  years = 3,
}: {
  questionnaireId: string | null;
  years?: number;
}) {
  if (!questionnaireId) return null;
  return (
    <section aria-label="Charts">
      <FinancialCharts questionnaireId={questionnaireId} charts={chartsOf(years)} />
    </section>
  );
}
