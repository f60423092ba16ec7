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

/** A statement as written out before the extended model: its lines may leave out the extended ones. */
type TodayLines<T> = { [K in keyof T]?: T[K] extends YearValues ? YearValues : TodayLines<T[K]> };

/** Figures written out by hand from an independent calculation; floats are compared to 6 decimals. */
export type ExpectedProjection = {
  profitLoss: TodayLines<ProfitLoss>;
  balanceSheet: TodayLines<BalanceSheet>;
  cashFlow: TodayLines<CashFlow>;
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

/**
 * The expected statement with every line the example does not write out (the extended model's lines)
 * filled in as 0 in each year of `actual` (profit before tax as net profit, net fixed assets as fixed
 * assets); a line written out but missing from `actual` stays, so the
 * comparison fails on it.
 */
/** Unwritten extended lines that are not 0 without extended inputs, and the written line each equals. */
const UNWRITTEN_EQUAL_TO: Record<string, string> = {
  profitBeforeTax: 'netProfit',
  netFixedAssets: 'fixedAssets',
};

function withUnwrittenLinesZero(actual: unknown, expected: unknown): unknown {
  const actualNode = actual as Record<string, unknown>;
  const expectedNode = expected as Record<string, unknown>;
  const result: Record<string, unknown> = { ...expectedNode };
  for (const [key, value] of Object.entries(actualNode)) {
    if (key in expectedNode) {
      if (!/^year\d$/.test(Object.keys(value as object)[0] ?? '')) {
        result[key] = withUnwrittenLinesZero(value, expectedNode[key]);
      }
    } else if (key in UNWRITTEN_EQUAL_TO && (UNWRITTEN_EQUAL_TO[key] as string) in expectedNode) {
      result[key] = expectedNode[UNWRITTEN_EQUAL_TO[key] as string];
    } else {
      result[key] = zeroLines(value);
    }
  }
  return result;
}

function zeroLines(node: unknown): unknown {
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'number' ? 0 : zeroLines(value),
    ]),
  );
}

/** A statement equals the written-out lines, and every line not written out is as withUnwrittenLinesZero says. */
export function expectStatement(actual: object, expected: object): void {
  expect(actual).toEqual(withUnwrittenLinesZero(actual, expected));
}

export function expectProjection(actual: Projection, expected: ExpectedProjection): void {
  expectStatement(actual.profitLoss, expected.profitLoss);
  expectStatement(actual.balanceSheet, expected.balanceSheet);
  expectStatement(actual.cashFlow, expected.cashFlow);

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

/**
 * Collects broken invariants as sentences; a property makes one expect call at its end, because
 * hundreds of expect calls per run would make the suite many times slower than the engine.
 */
export class Problems {
  readonly found: string[] = [];
  equal(actual: unknown, expected: unknown, what: string): void {
    if (actual !== expected) this.found.push(`${what}: ${String(actual)} ≠ ${String(expected)}`);
  }
  check(isTrue: boolean, what: string): void {
    if (!isTrue) this.found.push(what);
  }
  assertNone(): void {
    expect(this.found).toEqual([]);
  }
}
