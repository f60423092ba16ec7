// The what-if panel's sliders and its one recompute: three scenarios plus the sensitivity of the base case.
import {
  DEFAULT_SCENARIOS,
  fieldOfInput,
  projectScenarios,
  type ProjectionInputs,
  type ScenarioAdjustment,
  type ScenarioName,
  type ScenarioResult,
  type SensitivityRow,
} from '@trajectory/engine';
import { formatPercent } from '@/lib/format';

export type Adjustments = Record<ScenarioName, ScenarioAdjustment>;

export const SCENARIO_NAMES = ['worst', 'base', 'best'] as const satisfies readonly ScenarioName[];

export const SCENARIO_TITLES: Record<ScenarioName, string> = {
  worst: 'Worst case',
  base: 'Base case',
  best: 'Best case',
};

/** projections.md "Scenarios": sliders run −50…+50 in steps of 1. */
export const SLIDER_BOUNDS = { min: -50, max: 50, step: 1 } as const;

export { SENSITIVITY_PCT } from './sensitivity-job';

/** One slider per field of ScenarioAdjustment, labelled with the questionnaire's own words. */
export const SLIDERS: ReadonlyArray<{ key: keyof ScenarioAdjustment; label: string }> = [
  { key: 'unitsPct', label: 'Units sold' },
  { key: 'pricePct', label: fieldOfInput('unitPrice').label },
  { key: 'unitCostPct', label: fieldOfInput('costPerItem').label },
  { key: 'expensesPct', label: 'Monthly expenses' },
];

export const defaultAdjustments = (): Adjustments => ({
  worst: { ...DEFAULT_SCENARIOS.worst },
  base: { ...DEFAULT_SCENARIOS.base },
  best: { ...DEFAULT_SCENARIOS.best },
});

/** "+10%", "−20%", "0%": a slider's value as shown and as read out. */
export function formatSignedPercent(value: number): string {
  if (value > 0) return `+${formatPercent(value)}`;
  if (value < 0) return `−${formatPercent(-value)}`;
  return formatPercent(0);
}

/**
 * A sensitivity row's driver in words, as the engine names it: the questionnaire's label, "Loan 2 interest
 * rate", "Coffee subscription price", "Baker salary".
 */
export function driverLabel(row: Pick<SensitivityRow, 'label'>): string {
  return row.label;
}

export type WhatIf = {
  scenarios: Record<ScenarioName, ScenarioResult>;
  /** The sensitivity of the base case as its sliders set it; null until it is first computed. */
  tornado: SensitivityRow[] | null;
};

/**
 * The recompute behind every slider move (and what bench/what-if.ts times): the three scenarios. The
 * tornado's sensitivity runs off the input path (sensitivity-job.ts), so a move never waits for it.
 */
export function computeScenarios(
  inputs: ProjectionInputs,
  adjustments: Adjustments,
): Record<ScenarioName, ScenarioResult> {
  return projectScenarios(inputs, adjustments);
}
