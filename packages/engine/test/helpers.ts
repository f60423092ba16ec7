// Shared test helpers: build inputs and sections, and compare a projection with written-out figures.

import { expect } from 'vitest';
import { normalizeQuestionnaire, project } from '../src/index';
import type {
  BalanceSheet,
  CashFlow,
  ProfitLoss,
  Projection,
  ProjectionInputs,
  YearValues,
} from '../src/index';

export const ZERO_INPUTS: ProjectionInputs = {
  unitPrice: 0,
  firstMonthSales: 0,
  startMonth: 0,
  growthRate: 0,
  costPerItem: 0,
  salaries: 0,
  advertising: 0,
  rent: 0,
  utilities: 0,
  otherExpenses: 0,
  startupCost: 0,
  initialCash: 0,
};

export function makeInputs(overrides: Partial<ProjectionInputs>): ProjectionInputs {
  return { ...ZERO_INPUTS, ...overrides };
}

/** Sections as the wizard stores them today: newer field names, growth in percent, start month a string. */
export function toSections(inputs: ProjectionInputs): Record<string, unknown> {
  return {
    productsServices: { unitPrice: inputs.unitPrice },
    salesVolume: { firstMonthSales: inputs.firstMonthSales },
    revenueInfo: { startMonth: String(inputs.startMonth) },
    growthRate: { annualGrowthRate: inputs.growthRate * 100, isCustomGrowth: false },
    operationalCosts: { costPerItem: inputs.costPerItem },
    expenseInfo: {
      ownerSalary: inputs.salaries,
      monthlyAdvertising: inputs.advertising,
      monthlyRent: inputs.rent,
      monthlyUtilities: inputs.utilities,
      monthlyInsurance: inputs.otherExpenses,
    },
    assetInfo: { oneTimePurchases: inputs.startupCost },
    equityInfo: { initialCash: inputs.initialCash },
  };
}

/** Normalises sections as a completed questionnaire and projects them; fails the test on field errors. */
export function projectSections(sections: unknown): Projection {
  const result = normalizeQuestionnaire(sections, { completed: true });
  if (!result.ok) throw new Error(`unexpected field errors: ${JSON.stringify(result.errors)}`);
  return project(result.inputs);
}

/** Figures written out by hand from an independent calculation; floats are compared to 6 decimals. */
export type ExpectedProjection = {
  profitLoss: ProfitLoss;
  balanceSheet: BalanceSheet;
  cashFlow: CashFlow;
  metrics: {
    grossMarginPct: YearValues<number | null>;
    netMarginPct: YearValues<number | null>;
    revenueGrowthPct: { year2: number | null; year3: number | null };
    breakEvenMonth: number | null;
    lowestCash: number;
    lowestCashMonth: number | null;
    firstNegativeCashMonth: number | null;
    fundingGap: number;
    openingCash: number;
  };
  yearUnits: number[];
  firstYearRevenue: number[];
  firstYearCogs: number[];
  firstYearUnits: number[];
  /** Month-end cash of the rounded monthly view, months 1..36. */
  cash: number[];
};

function expectCloseOrNull(actual: number | null, expected: number | null): void {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 6);
}

function expectCloseList(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, i) => expect(actual[i]).toBeCloseTo(value, 6));
}

export function expectProjection(actual: Projection, expected: ExpectedProjection): void {
  expect(actual.profitLoss).toEqual(expected.profitLoss);
  expect(actual.balanceSheet).toEqual(expected.balanceSheet);
  expect(actual.cashFlow).toEqual(expected.cashFlow);

  const { metrics } = actual;
  for (const key of ['year1', 'year2', 'year3'] as const) {
    expectCloseOrNull(metrics.grossMarginPct[key], expected.metrics.grossMarginPct[key]);
    expectCloseOrNull(metrics.netMarginPct[key], expected.metrics.netMarginPct[key]);
  }
  expectCloseOrNull(metrics.revenueGrowthPct.year2, expected.metrics.revenueGrowthPct.year2);
  expectCloseOrNull(metrics.revenueGrowthPct.year3, expected.metrics.revenueGrowthPct.year3);
  expect(metrics.lowestCash).toBeCloseTo(expected.metrics.lowestCash, 6);
  expect({
    breakEvenMonth: metrics.breakEvenMonth,
    lowestCashMonth: metrics.lowestCashMonth,
    firstNegativeCashMonth: metrics.firstNegativeCashMonth,
    fundingGap: metrics.fundingGap,
    openingCash: metrics.openingCash,
  }).toEqual({
    breakEvenMonth: expected.metrics.breakEvenMonth,
    lowestCashMonth: expected.metrics.lowestCashMonth,
    firstNegativeCashMonth: expected.metrics.firstNegativeCashMonth,
    fundingGap: expected.metrics.fundingGap,
    openingCash: expected.metrics.openingCash,
  });

  expectCloseList(
    actual.years.map((year) => year.units),
    expected.yearUnits,
  );
  expect(actual.firstYearMonths.map((month) => month.revenue)).toEqual(expected.firstYearRevenue);
  expect(actual.firstYearMonths.map((month) => month.cogs)).toEqual(expected.firstYearCogs);
  expectCloseList(
    actual.firstYearMonths.map((month) => month.units),
    expected.firstYearUnits,
  );
  expect(actual.roundedMonths.map((month) => month.cash)).toEqual(expected.cash);
}
