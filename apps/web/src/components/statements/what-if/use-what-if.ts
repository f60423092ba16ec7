// The what-if panel's state: three scenarios' adjustments, recomputed in the browser as a slider moves.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { ProjectionInputs, ScenarioAdjustment, ScenarioName } from '@trajectory/engine';
import { computeWhatIf, defaultAdjustments, type Adjustments, type WhatIf } from './what-if-model';

/** The User Timing entry each recompute leaves, which bench/what-if.ts reads in Chromium. */
export const RECOMPUTE_MEASURE = 'what-if-recompute';

function timedCompute(inputs: ProjectionInputs, adjustments: Adjustments): WhatIf {
  const start = performance.now();
  const result = computeWhatIf(inputs, adjustments);
  // A measure costs microseconds; it lets the benchmark time the real recompute, not a copy of it.
  performance.measure?.(RECOMPUTE_MEASURE, { start, end: performance.now() });
  return result;
}

export function useWhatIf(inputs: ProjectionInputs) {
  const [adjustments, setAdjustments] = useState<Adjustments>(defaultAdjustments);
  // The slider follows the key or pointer at once; the figures follow as soon as React has time.
  const shown = useDeferredValue(adjustments);
  const result = useMemo(() => timedCompute(inputs, shown), [inputs, shown]);

  const setValue = useCallback((name: ScenarioName, key: keyof ScenarioAdjustment, value: number) => {
    setAdjustments((current) => ({ ...current, [name]: { ...current[name], [key]: value } }));
  }, []);
  const reset = useCallback(() => setAdjustments(defaultAdjustments()), []);
  const isDefault = useMemo(
    () => JSON.stringify(adjustments) === JSON.stringify(defaultAdjustments()),
    [adjustments],
  );

  return { adjustments, result, isStale: shown !== adjustments, isDefault, setValue, reset };
}
