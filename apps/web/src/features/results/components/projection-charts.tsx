// The expense-breakdown and growth-trend charts, drawn by the server; only when the questionnaire is known.
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const CHARTS = [
  {
    slug: 'expenses',
    title: 'Where your money goes',
    description: 'Your Year 1 expenses by category.',
    alt: 'Expense breakdown chart',
  },
  {
    slug: 'trend',
    title: 'Growth over three years',
    description: 'Revenue, expenses and profit, year by year.',
    alt: 'Growth trend chart',
  },
] as const;

function ChartImage({ src, alt }: { src: string; alt: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) {
    return (
      <p className="py-12 text-center text-sm text-muted-foreground">
        This chart is not available right now.
      </p>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className="h-auto w-full rounded-md"
      onError={() => setIsBroken(true)}
    />
  );
}

export function ProjectionCharts({ questionnaireId }: { questionnaireId: string | null }) {
  if (!questionnaireId) return null;
  const base = `/api/questionnaires/${encodeURIComponent(questionnaireId)}/charts`;
  return (
    <section aria-label="Charts" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {CHARTS.map((chart) => (
        <Card key={chart.slug}>
          <CardHeader>
            <CardTitle>{chart.title}</CardTitle>
            <CardDescription>{chart.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <ChartImage src={`${base}/${chart.slug}`} alt={chart.alt} />
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
