// The results page's two charts (visitor.md: expense breakdown and growth trend), drawn live; only when
// the questionnaire is known.
import { FinancialCharts, type ChartSpec } from '@/components/statements/financial-charts';

const CHARTS: readonly ChartSpec[] = [
  { slug: 'expenses', title: 'Where your money goes', description: 'Your Year 1 expenses by category.' },
  {
    slug: 'trend',
    title: 'Growth over three years',
    description: 'Revenue, expenses and profit, year by year.',
  },
];

export function ProjectionCharts({ questionnaireId }: { questionnaireId: string | null }) {
  if (!questionnaireId) return null;
  return (
    <section aria-label="Charts">
      <FinancialCharts questionnaireId={questionnaireId} charts={CHARTS} />
    </section>
  );
}
