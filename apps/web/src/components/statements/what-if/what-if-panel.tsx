// The what-if panel (loaded lazily): the page's answers normalised in the browser, three scenarios and the tornado.
import { useMemo } from 'react';
import { RotateCcw } from 'lucide-react';
import { normalizeQuestionnaire, type ProjectionInputs, type ProjectionYears } from '@trajectory/engine';
import { Button } from '@/components/ui/button';
import { ScenarioCard } from './scenario-card';
import { TornadoChart } from './tornado-chart';
import { useWhatIf } from './use-what-if';
import { SCENARIO_NAMES } from './what-if-model';

export function WhatIfView({ inputs }: { inputs: ProjectionInputs }) {
  const { adjustments, result, isStale, isTornadoSettling, isDefault, setValue, reset } = useWhatIf(inputs);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Move a slider to change units sold, price, cost per item or monthly expenses by up to 50% either
          way; the figures follow at once. Nothing here changes the saved answers.
        </p>
        <Button variant="outline" onClick={reset} disabled={isDefault} className="shrink-0 self-start">
          <RotateCcw aria-hidden="true" />
          Reset to defaults
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3" aria-busy={isStale} data-testid="scenarios">
        {SCENARIO_NAMES.map((name) => (
          <ScenarioCard
            key={name}
            name={name}
            adjustment={adjustments[name]}
            result={result.scenarios[name]}
            onChange={setValue}
          />
        ))}
      </div>
      <TornadoChart rows={result.tornado} isSettling={isTornadoSettling} />
    </div>
  );
}

/**
 * The stored answers as the engine reads them (the same normaliser the server's statements use), over the
 * years of the plan held, as the statements beside it.
 */
export default function WhatIfPanel({ sections, years = 3 }: { sections: unknown; years?: ProjectionYears }) {
  const normalized = useMemo(() => normalizeQuestionnaire(sections, { completed: false }), [sections]);
  const inputs = useMemo(
    () => (normalized.ok ? { ...normalized.inputs, projectionYears: years } : null),
    [normalized, years],
  );
  if (!normalized.ok || !inputs) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        These answers cannot be projected yet ({normalized.ok ? '' : normalized.errors[0]?.message}), so there
        is nothing to compare.
      </p>
    );
  }
  return <WhatIfView inputs={inputs} />;
}
