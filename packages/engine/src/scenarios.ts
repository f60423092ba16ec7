// What if: worst / base / best projections side by side, and the sensitivity of profit and funding gap.

import { project } from './project';
import type { Projection, ProjectionInputs, YearValues } from './types';
import { mapYears } from './metrics';

/** Percent changes applied as multipliers (1 + pct / 100); sliders run −50…+50 in steps of 1. */
export type ScenarioAdjustment = {
  unitsPct: number;
  pricePct: number;
  unitCostPct: number;
  expensesPct: number;
};

export type ScenarioName = 'worst' | 'base' | 'best';

export const DEFAULT_SCENARIOS: Readonly<Record<ScenarioName, ScenarioAdjustment>> = {
  worst: { unitsPct: -20, pricePct: 0, unitCostPct: 10, expensesPct: 10 },
  base: { unitsPct: 0, pricePct: 0, unitCostPct: 0, expensesPct: 0 },
  best: { unitsPct: 20, pricePct: 0, unitCostPct: -5, expensesPct: 0 },
};

/** What the what-if panel shows of one scenario, with the full projection behind it. */
export type ScenarioResult = {
  adjustment: ScenarioAdjustment;
  revenue: YearValues;
  netProfit: YearValues;
  breakEvenMonth: number | null;
  lowestCash: number;
  fundingGap: number;
  projection: Projection;
};

/**
 * U, P, c and each of the five monthly expenses multiplied by the adjustment, unrounded and exempt
 * from the input bounds (a scenario is a question, not an answer to validate).
 */
export function applyAdjustment(inputs: ProjectionInputs, adjustment: ScenarioAdjustment): ProjectionInputs {
  const expenses = 1 + adjustment.expensesPct / 100;
  return {
    ...inputs,
    firstMonthSales: inputs.firstMonthSales * (1 + adjustment.unitsPct / 100),
    unitPrice: inputs.unitPrice * (1 + adjustment.pricePct / 100),
    costPerItem: inputs.costPerItem * (1 + adjustment.unitCostPct / 100),
    salaries: inputs.salaries * expenses,
    advertising: inputs.advertising * expenses,
    rent: inputs.rent * expenses,
    utilities: inputs.utilities * expenses,
    otherExpenses: inputs.otherExpenses * expenses,
  };
}

function summarise(projection: Projection, adjustment: ScenarioAdjustment): ScenarioResult {
  return {
    adjustment,
    revenue: mapYears(projection.years, (year) => year.profitLoss.totalRevenue),
    netProfit: mapYears(projection.years, (year) => year.profitLoss.netProfit),
    breakEvenMonth: projection.metrics.breakEvenMonth,
    lowestCash: projection.metrics.lowestCash,
    fundingGap: projection.metrics.fundingGap,
    projection,
  };
}

/** Three projections side by side; a scenario left out of `adjustments` takes its default. */
export function projectScenarios(
  inputs: ProjectionInputs,
  adjustments: Partial<Record<ScenarioName, ScenarioAdjustment>> = {},
): Record<ScenarioName, ScenarioResult> {
  const run = (name: ScenarioName): ScenarioResult => {
    const adjustment = adjustments[name] ?? DEFAULT_SCENARIOS[name];
    return summarise(project(applyAdjustment(inputs, adjustment)), adjustment);
  };
  return { worst: run('worst'), base: run('base'), best: run('best') };
}

/** A sensitivity driver: one input, or one loan's rate. */
export type SensitivityDriver =
  | 'unitPrice'
  | 'firstMonthSales'
  | 'growthRate'
  | 'costPerItem'
  | 'salaries'
  | 'advertising'
  | 'rent'
  | 'utilities'
  | 'otherExpenses'
  | 'loanRate';

/** The change against the unchanged plan when the driver moves by −pct% (low) or +pct% (high). */
export type SensitivityMove = {
  /** The driver's value after the move. */
  value: number;
  netProfitChange: number;
  fundingGapChange: number;
};

export type SensitivityRow = {
  driver: SensitivityDriver;
  /** For driver 'loanRate': which loan (0-based), else null. */
  loanIndex: number | null;
  /** The driver's own value. */
  value: number;
  low: SensitivityMove;
  high: SensitivityMove;
};

const INPUT_DRIVERS = [
  'unitPrice',
  'firstMonthSales',
  'growthRate',
  'costPerItem',
  'salaries',
  'advertising',
  'rent',
  'utilities',
  'otherExpenses',
] as const;

function totalNetProfit(projection: Projection): number {
  return projection.years.reduce((sum, year) => sum + year.profitLoss.netProfit, 0);
}

/**
 * For each driver (P, U, g, c, each monthly expense, each loan's rate), the change in the total net
 * profit of all years and in the funding gap when it moves −pct% and +pct% of its own value; sorted by
 * the larger |change in total net profit|, descending, ties in that order. A driver at 0 stays, with 0.
 */
export function sensitivity(inputs: ProjectionInputs, pct = 10): SensitivityRow[] {
  const base = project(inputs);
  const baseProfit = totalNetProfit(base);
  const baseGap = base.metrics.fundingGap;
  const move = (changed: ProjectionInputs, value: number): SensitivityMove => {
    const projection = project(changed);
    return {
      value,
      netProfitChange: totalNetProfit(projection) - baseProfit,
      fundingGapChange: projection.metrics.fundingGap - baseGap,
    };
  };
  const factors = [1 - pct / 100, 1 + pct / 100] as const;
  const rows: SensitivityRow[] = INPUT_DRIVERS.map((driver) => {
    const value = inputs[driver];
    const [low, high] = factors.map((factor) =>
      move({ ...inputs, [driver]: value * factor }, value * factor),
    ) as [SensitivityMove, SensitivityMove];
    return { driver, loanIndex: null, value, low, high };
  });
  (inputs.loans ?? []).forEach((loan, loanIndex) => {
    const value = loan.annualRatePct;
    const [low, high] = factors.map((factor) => {
      const loans = (inputs.loans ?? []).map((other, k) =>
        k === loanIndex ? { ...other, annualRatePct: value * factor } : other,
      );
      return move({ ...inputs, loans }, value * factor);
    }) as [SensitivityMove, SensitivityMove];
    rows.push({ driver: 'loanRate', loanIndex, value, low, high });
  });
  const impact = (row: SensitivityRow): number =>
    Math.max(Math.abs(row.low.netProfitChange), Math.abs(row.high.netProfitChange));
  // Array.prototype.sort is stable, so equal impacts keep the listed order.
  return rows.sort((a, b) => impact(b) - impact(a));
}
