// The spec's monthly model: 36 unrounded months of units, revenue, costs, profit and cash.

import { roundDollars } from './rounding';
import type { MonthRow, ProjectionInputs } from './types';

export const MONTH_COUNT = 36;
export const SALARY_RAISE = 0.03;
export const EXPENSE_RAISE = 0.05;

/** Cash right after opening: the starting cash is in and the startup purchases are paid, both rounded. */
export function computeOpeningCash(inputs: ProjectionInputs): number {
  return roundDollars(inputs.initialCash) - roundDollars(inputs.startupCost);
}

export function computeMonths(inputs: ProjectionInputs): MonthRow[] {
  const { unitPrice, firstMonthSales, startMonth, growthRate, costPerItem } = inputs;
  const months: MonthRow[] = [];
  let cash = computeOpeningCash(inputs);
  // Raises apply per year, so three factors each serve all 36 months (pow is the costly step here).
  const salaryFactors = [1, 1 + SALARY_RAISE, (1 + SALARY_RAISE) ** 2];
  const expenseFactors = [1, 1 + EXPENSE_RAISE, (1 + EXPENSE_RAISE) ** 2];
  for (let month = 0; month < MONTH_COUNT; month += 1) {
    const y = Math.floor(month / 12);
    const salaryFactor = salaryFactors[y] as number;
    const expenseFactor = expenseFactors[y] as number;
    // Monthly compounding of the annual rate: twelve months on, volume is exactly (1 + g) times larger.
    const units = month < startMonth ? 0 : firstMonthSales * (1 + growthRate) ** ((month - startMonth) / 12);
    const revenue = unitPrice * units;
    const cogs = costPerItem * units;
    const salaries = inputs.salaries * salaryFactor;
    const marketing = inputs.advertising * expenseFactor;
    const rent = inputs.rent * expenseFactor;
    const utilities = inputs.utilities * expenseFactor;
    const otherExpenses = inputs.otherExpenses * expenseFactor;
    const netProfit = revenue - cogs - salaries - marketing - rent - utilities - otherExpenses;
    cash += netProfit;
    months.push({
      month,
      year: y + 1,
      units,
      revenue,
      cogs,
      salaries,
      marketing,
      rent,
      utilities,
      otherExpenses,
      netProfit,
      cash,
    });
  }
  return months;
}
