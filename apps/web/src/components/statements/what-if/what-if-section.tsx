// "What if": the scenarios and tornado below the statements, its code fetched only after the page has painted;
// on a server-drawn page, fetched and hydrated as it nears the screen or the browser is idle (later-part.tsx).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TQuestionnaireSections } from '@trajectory/contracts/questionnaires';
import type { ProjectionYears } from '@trajectory/engine';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { laterPart } from '../later-part';

const WhatIfPanel = laterPart('what-if', {
  load: async () => (await import('./what-if-panel')).default,
});

function PanelSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the what-if panel"
      className="grid grid-cols-1 gap-4 lg:grid-cols-3"
    >
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-80 w-full" />
      ))}
    </div>
  );
}

/** One element, so the panel's props stay equal from render to render (laterPart is memoised). */
const PANEL_SKELETON = <PanelSkeleton />;

type SectionProps = {
  /** The answers the scenarios start from: the questionnaire's, or a shared plan's (its read's sections). */
  questionnaire: UseQueryResult<TQuestionnaireSections>;
  /** The years of the plan held (the statements' projectionYears); undefined while they load. */
  years: ProjectionYears | undefined;
};

function Body({ questionnaire, years }: SectionProps) {
  if (questionnaire.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
        <p>We couldn&apos;t load the answers the scenarios start from.</p>
        <Button variant="outline" size="sm" onClick={() => void questionnaire.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!questionnaire.data || years === undefined) return PANEL_SKELETON;
  return <WhatIfPanel fallback={PANEL_SKELETON} sections={questionnaire.data} years={years} />;
}

const DESCRIPTION =
  'Your plan in a worst, base and best case side by side, recomputed in your browser as you move the sliders.';

export function WhatIfSection({
  questionnaire,
  years,
  description = DESCRIPTION,
}: SectionProps & { description?: ReactNode }) {
  return (
    <Card data-testid="what-if">
      <CardHeader>
        <CardTitle>What if?</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 md:px-6">
        <Body questionnaire={questionnaire} years={years} />
      </CardContent>
    </Card>
  );
}
