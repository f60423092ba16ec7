// The years and months a projection covers (3 or 5 years, 12 × N months), and the monthly figures the charts
// derive from the engine's rounded months: the loan balance and each year's total costs.

import {
  projectionYearsOf,
  yearKeysOf as keysOfYears,
  yearsInWords as inWords,
  type ProjectionYears,
  type RoundedMonthRow,
  type YearValues,
} from '@trajectory/engine';
import type { ChartProjection } from './common';

/** 3 or 5; figures sent before the plan's years existed count as three years. */
export function yearsOf(projection: Pick<ChartProjection, 'projectionYears'>): ProjectionYears {
  return projectionYearsOf(projection);
}

/** year1..yearN of a projection, in order: the engine's one definition. */
export const yearKeysOf = keysOfYears;

/** "Year 1".."Year N". */
export function yearLabelsOf(projection: Pick<ChartProjection, 'projectionYears'>): string[] {
  return yearKeysOf(projection).map((_, i) => `Year ${i + 1}`);
}

/** One figure per year, year1..yearN (a year the figures lack counts as 0). */
export function byYear(projection: Pick<ChartProjection, 'projectionYears'>, values: YearValues): number[] {
  return yearKeysOf(projection).map((key) => values[key] ?? 0);
}

/** "Three" or "Five", for titles such as "Five-Year Trend". */
export function yearsInWords(years: ProjectionYears): string {
  return inWords(years, { title: true });
}

/**
 * Everything between revenue and net profit in each year: cost of goods, expenses and, in the extended
 * model, depreciation, interest and income tax; so revenue − total costs is the net profit.
 */
export function totalCostsOf(projection: ChartProjection): number[] {
  const pl = projection.profitLoss;
  return yearKeysOf(projection).map(
    (key) =>
      (pl.totalCostOfGoodsSold[key] ?? 0) +
      (pl.totalExpenses[key] ?? 0) +
      (pl.depreciation[key] ?? 0) +
      (pl.interestExpense[key] ?? 0) +
      (pl.incomeTax[key] ?? 0),
  );
}

/**
 * All loans' balance at the end of each month: the running sum of the engine's rounded proceeds less its
 * rounded principal repaid (a loan received at opening is month 0's proceeds). The months' leaves add up to
 * each year's statement, so a year's last month equals the balance sheet's loans line. Null when the plan
 * borrows nothing, so charts without loans stay as they were.
 */
export function loanBalancesOf(months: readonly RoundedMonthRow[]): number[] | null {
  if (!months.some((month) => month.loanProceeds !== 0 || month.principalRepaid !== 0)) return null;
  let balance = 0;
  return months.map((month) => {
    balance += month.loanProceeds - month.principalRepaid;
    return balance;
  });
}
