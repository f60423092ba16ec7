// The what-if panel's state: three scenarios' adjustments, recomputed in the browser as a slider moves; the
// tornado's sensitivity follows off the input path (a worker, or idle time) once the moves pause.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type {
  ProjectionInputs,
  ScenarioAdjustment,
  ScenarioName,
  ScenarioResult,
  SensitivityRow,
} from '@trajectory/engine';
import { createSensitivityRunner } from './sensitivity-job';
import { computeScenarios, defaultAdjustments, type Adjustments, type WhatIf } from './what-if-model';

/** The User Timing entry each recompute leaves, which bench/what-if.ts reads in Chromium. */
export const RECOMPUTE_MEASURE = 'what-if-recompute';
/** The entry each tornado update leaves: from its request to its rows on screen (bench/what-if.ts). */
export const SENSITIVITY_MEASURE = 'what-if-sensitivity';

function timedScenarios(
  inputs: ProjectionInputs,
  adjustments: Adjustments,
): Record<ScenarioName, ScenarioResult> {
  const start = performance.now();
  const result = computeScenarios(inputs, adjustments);
  // A measure costs microseconds; it lets the benchmark time the real recompute, not a copy of it.
  performance.measure?.(RECOMPUTE_MEASURE, { start, end: performance.now() });
  return result;
}

/** The base case's sensitivity, computed off the input path; the latest rows and whether newer ones are coming. */
function useTornado(inputs: ProjectionInputs, base: ScenarioAdjustment) {
  const [state, setState] = useState<{ rows: SensitivityRow[] | null; for: unknown }>({
    rows: null,
    for: null,
  });
  const [runner, setRunner] = useState<{
    request: (inputs: ProjectionInputs, base: ScenarioAdjustment) => void;
  } | null>(null);
  useEffect(() => {
    let requestedAt = 0;
    let requested: unknown = null;
    const job = createSensitivityRunner((rows) => {
      performance.measure?.(SENSITIVITY_MEASURE, { start: requestedAt, end: performance.now() });
      setState({ rows, for: requested });
    });
    setRunner({
      request: (i, b) => {
        requestedAt = performance.now();
        requested = b;
        job.request(i, b);
      },
    });
    return () => job.dispose();
  }, []);
  useEffect(() => {
    runner?.request(inputs, base);
  }, [runner, inputs, base]);
  return { rows: state.rows, isSettling: state.for !== base };
}

export function useWhatIf(inputs: ProjectionInputs) {
  const [adjustments, setAdjustments] = useState<Adjustments>(defaultAdjustments);
  // The slider follows the key or pointer at once; the figures follow as soon as React has time.
  const shown = useDeferredValue(adjustments);
  const scenarios = useMemo(() => timedScenarios(inputs, shown), [inputs, shown]);
  const tornado = useTornado(inputs, shown.base);
  const result: WhatIf = useMemo(() => ({ scenarios, tornado: tornado.rows }), [scenarios, tornado.rows]);

  const setValue = useCallback((name: ScenarioName, key: keyof ScenarioAdjustment, value: number) => {
    setAdjustments((current) => ({ ...current, [name]: { ...current[name], [key]: value } }));
  }, []);
  const reset = useCallback(() => setAdjustments(defaultAdjustments()), []);
  const isDefault = useMemo(
    () => JSON.stringify(adjustments) === JSON.stringify(defaultAdjustments()),
    [adjustments],
  );

  return {
    adjustments,
    result,
    isStale: shown !== adjustments,
    isTornadoSettling: tornado.isSettling,
    isDefault,
    setValue,
    reset,
  };
}
