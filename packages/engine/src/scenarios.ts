// What if: worst / base / best projections side by side, and the sensitivity of profit and funding gap.

import { project } from './project';
import { fieldOfInput } from './questionnaire/fields';
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
 * from the input bounds (a scenario is a question, not an answer to validate); likewise every other
 * stream's volume, price and unit cost, and every role's monthly salary with the expenses (the payroll
 * burden follows the wages).
 */
export function applyAdjustment(inputs: ProjectionInputs, adjustment: ScenarioAdjustment): ProjectionInputs {
  const units = 1 + adjustment.unitsPct / 100;
  const price = 1 + adjustment.pricePct / 100;
  const unitCost = 1 + adjustment.unitCostPct / 100;
  const expenses = 1 + adjustment.expensesPct / 100;
  const adjusted: ProjectionInputs = {
    ...inputs,
    firstMonthSales: inputs.firstMonthSales * units,
    unitPrice: inputs.unitPrice * price,
    costPerItem: inputs.costPerItem * unitCost,
    salaries: inputs.salaries * expenses,
    advertising: inputs.advertising * expenses,
    rent: inputs.rent * expenses,
    utilities: inputs.utilities * expenses,
    otherExpenses: inputs.otherExpenses * expenses,
  };
  if (inputs.revenueStreams) {
    adjusted.revenueStreams = inputs.revenueStreams.map((stream) => ({
      ...stream,
      firstMonthVolume: stream.firstMonthVolume * units,
      price: stream.price * price,
      ...(stream.unitCost === undefined ? {} : { unitCost: stream.unitCost * unitCost }),
    }));
  }
  if (inputs.staffRoles) {
    adjusted.staffRoles = inputs.staffRoles.map((role) => ({
      ...role,
      monthlySalary: role.monthlySalary * expenses,
    }));
  }
  return adjusted;
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

/**
 * A sensitivity driver: one input, one loan's rate, one figure of another stream (its price, volume,
 * growth, unit cost or churn), one role's salary, the payroll burden, or one of the working-capital days.
 */
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
  | 'loanRate'
  | StreamDriver
  | 'roleSalary'
  | 'payrollBurdenPct'
  | WorkingCapitalDriver;

/** A stream's figure a sensitivity row moves (churn only for subscriptions). */
type StreamDriver = 'streamPrice' | 'streamVolume' | 'streamGrowth' | 'streamUnitCost' | 'streamChurn';
type WorkingCapitalDriver = 'receivableDays' | 'inventoryDays' | 'payableDays';

/** The change against the unchanged plan when the driver moves by −pct% (low) or +pct% (high). */
export type SensitivityMove = {
  /** The driver's value after the move. */
  value: number;
  netProfitChange: number;
  fundingGapChange: number;
};

export type SensitivityRow = {
  driver: SensitivityDriver;
  /** The driver in words, as the tornado shows it: "Unit price", "Loan 2 interest rate", "Coffee subscription price", "Baker salary". */
  label: string;
  /** For driver 'loanRate': which loan (0-based), else null. */
  loanIndex: number | null;
  /** For a stream's driver: which of the other streams (0-based, as stored in revenueStreams.streams); for 'roleSalary': which role; else null. */
  index: number | null;
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

/** One driver to move: where it sits in the rows, its value, and the inputs with it set to another value. */
type Candidate = Omit<SensitivityRow, 'low' | 'high'> & { set: (value: number) => ProjectionInputs };

const STREAM_DRIVERS: readonly [StreamDriver, string][] = [
  ['streamPrice', 'price'],
  ['streamVolume', 'volume'],
  ['streamGrowth', 'growth'],
  ['streamUnitCost', 'unit cost'],
  ['streamChurn', 'churn'],
];

const WORKING_CAPITAL_DRIVERS: readonly [WorkingCapitalDriver, string][] = [
  ['receivableDays', 'Days customers take to pay'],
  ['inventoryDays', 'Days of stock held'],
  ['payableDays', 'Days to pay suppliers'],
];

/** The drivers in the spec's order, each with its label and how to set it. */
function candidatesOf(inputs: ProjectionInputs): Candidate[] {
  const none = { loanIndex: null, index: null };
  const candidates: Candidate[] = INPUT_DRIVERS.map((driver) => ({
    driver,
    label: fieldOfInput(driver).label,
    ...none,
    value: inputs[driver],
    set: (value) => ({ ...inputs, [driver]: value }),
  }));
  const loans = inputs.loans ?? [];
  loans.forEach((loan, loanIndex) => {
    candidates.push({
      driver: 'loanRate',
      label: `Loan ${loanIndex + 1} interest rate`,
      loanIndex,
      index: null,
      value: loan.annualRatePct,
      set: (value) => ({
        ...inputs,
        loans: loans.map((other, k) => (k === loanIndex ? { ...other, annualRatePct: value } : other)),
      }),
    });
  });
  const streams = inputs.revenueStreams ?? [];
  streams.forEach((stream, index) => {
    const figures: Record<StreamDriver, number> = {
      streamPrice: stream.price,
      streamVolume: stream.firstMonthVolume,
      streamGrowth: stream.annualGrowthPct ?? 0,
      streamUnitCost: stream.unitCost ?? 0,
      streamChurn: stream.monthlyChurnPct ?? 0,
    };
    const fieldOf: Record<StreamDriver, keyof typeof stream> = {
      streamPrice: 'price',
      streamVolume: 'firstMonthVolume',
      streamGrowth: 'annualGrowthPct',
      streamUnitCost: 'unitCost',
      streamChurn: 'monthlyChurnPct',
    };
    for (const [driver, words] of STREAM_DRIVERS) {
      if (driver === 'streamChurn' && stream.kind !== 'subscription') continue;
      candidates.push({
        driver,
        label: `${stream.name} ${words}`,
        loanIndex: null,
        index,
        value: figures[driver],
        set: (value) => ({
          ...inputs,
          revenueStreams: streams.map((other, j) =>
            j === index ? { ...other, [fieldOf[driver]]: value } : other,
          ),
        }),
      });
    }
  });
  const roles = inputs.staffRoles ?? [];
  roles.forEach((role, index) => {
    candidates.push({
      driver: 'roleSalary',
      label: `${role.title} salary`,
      loanIndex: null,
      index,
      value: role.monthlySalary,
      set: (value) => ({
        ...inputs,
        staffRoles: roles.map((other, r) => (r === index ? { ...other, monthlySalary: value } : other)),
      }),
    });
  });
  if (roles.length > 0) {
    candidates.push({
      driver: 'payrollBurdenPct',
      label: 'Payroll taxes and benefits',
      ...none,
      value: inputs.payrollBurdenPct ?? 0,
      set: (value) => ({ ...inputs, payrollBurdenPct: value }),
    });
  }
  if (WORKING_CAPITAL_DRIVERS.some(([driver]) => (inputs[driver] ?? 0) > 0)) {
    for (const [driver, label] of WORKING_CAPITAL_DRIVERS) {
      candidates.push({
        driver,
        label,
        ...none,
        value: inputs[driver] ?? 0,
        set: (value) => ({ ...inputs, [driver]: value }),
      });
    }
  }
  return candidates;
}

/**
 * For each driver (P, U, g, c, each monthly expense, each loan's rate; then for each other stream its
 * price, volume, growth, unit cost and, for subscriptions, churn; each role's monthly salary; the payroll
 * burden b; the three working-capital day counts) the change in the total net profit of all years and in
 * the funding gap when it moves −pct% and +pct% of its own value; sorted by the larger |change in total
 * net profit|, descending, ties in that order. A driver at 0 stays, with 0. The burden is listed when the
 * plan has a team (without one it moves nothing), the three day counts when any of them is above 0, so a
 * plan without the detailed answers (absent, or answered 0 and empty) has exactly the rows it had.
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
  const rows: SensitivityRow[] = candidatesOf(inputs).map(({ set, ...row }) => {
    const [low, high] = factors.map((factor) => move(set(row.value * factor), row.value * factor)) as [
      SensitivityMove,
      SensitivityMove,
    ];
    return { ...row, low, high };
  });
  const impact = (row: SensitivityRow): number =>
    Math.max(Math.abs(row.low.netProfitChange), Math.abs(row.high.netProfitChange));
  // Array.prototype.sort is stable, so equal impacts keep the listed order.
  return rows.sort((a, b) => impact(b) - impact(a));
}
