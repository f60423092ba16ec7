// The spec's monthly model: 36 (or 60) unrounded months of units, revenue, costs, profit, loans and cash.

import { seasonAnchor, type ExtendedSettings } from './extended-inputs';
import type { LoanColumns } from './loans';
import { roundDollars } from './rounding';
import type { MonthRow, ProjectionInputs } from './types';

/** Months in a three-year projection (the default); a five-year one has 60. */
export const MONTH_COUNT = 36;
export const SALARY_RAISE = 0.03;
export const EXPENSE_RAISE = 0.05;

/** Cash right after opening before any loan: the starting cash is in and the startup purchases are paid. */
export function computeOpeningCash(inputs: ProjectionInputs): number {
  return roundDollars(inputs.initialCash) - roundDollars(inputs.startupCost);
}

/**
 * Every month with income tax still 0 (tax is yearly, from the rounded statements; applyIncomeTax adds
 * it). cash(m) starts from computeOpeningCash and adds each month's cash movement, loans received at
 * month 0 included, so with no extended input every figure is exactly today's.
 */
export function computeMonths(
  inputs: ProjectionInputs,
  settings: ExtendedSettings,
  loans: LoanColumns,
  { averageSeason = false }: { averageSeason?: boolean } = {},
): MonthRow[] {
  const { unitPrice, firstMonthSales, startMonth, growthRate, costPerItem } = inputs;
  const { monthCount, seasonFactors, drawMonthly, drawStartMonth, usefulLifeYears } = settings;
  // units(m) = base units(m) × F(m) / F(a); at the average season (break-even) every F(m) is 1.
  const anchor = seasonAnchor(seasonFactors, startMonth);
  const months: MonthRow[] = [];
  let cash = computeOpeningCash(inputs);
  // Raises apply per year, so one factor per year serves all its months (pow is the costly step here).
  const salaryFactors: number[] = [];
  const expenseFactors: number[] = [];
  for (let y = 0; y < settings.years; y += 1) {
    salaryFactors.push(y === 0 ? 1 : y === 1 ? 1 + SALARY_RAISE : (1 + SALARY_RAISE) ** y);
    expenseFactors.push(y === 0 ? 1 : y === 1 ? 1 + EXPENSE_RAISE : (1 + EXPENSE_RAISE) ** y);
  }
  const depreciationMonths = usefulLifeYears === null ? 0 : 12 * usefulLifeYears;
  const monthlyDepreciation =
    depreciationMonths === 0 ? 0 : roundDollars(inputs.startupCost) / depreciationMonths;
  for (let month = 0; month < monthCount; month += 1) {
    const y = Math.floor(month / 12);
    const salaryFactor = salaryFactors[y] as number;
    const expenseFactor = expenseFactors[y] as number;
    // Monthly compounding of the annual rate: twelve months on, volume is exactly (1 + g) times larger.
    let units = month < startMonth ? 0 : firstMonthSales * (1 + growthRate) ** ((month - startMonth) / 12);
    if (seasonFactors !== null) {
      units = averageSeason ? units / anchor : (units * (seasonFactors[month % 12] as number)) / anchor;
    }
    const revenue = unitPrice * units;
    const cogs = costPerItem * units;
    const salaries = inputs.salaries * salaryFactor;
    const marketing = inputs.advertising * expenseFactor;
    const rent = inputs.rent * expenseFactor;
    const utilities = inputs.utilities * expenseFactor;
    const otherExpenses = inputs.otherExpenses * expenseFactor;
    const depreciation = month < depreciationMonths ? monthlyDepreciation : 0;
    const interestExpense = loans.interest[month] as number;
    const profitBeforeTax =
      revenue -
      cogs -
      salaries -
      marketing -
      rent -
      utilities -
      otherExpenses -
      depreciation -
      interestExpense;
    const loanProceeds = loans.proceeds[month] as number;
    const principalRepaid = loans.principal[month] as number;
    const ownerDraw = month >= drawStartMonth ? drawMonthly : 0;
    cash += profitBeforeTax + depreciation + loanProceeds - principalRepaid - ownerDraw;
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
      depreciation,
      interestExpense,
      profitBeforeTax,
      incomeTax: 0,
      netProfit: profitBeforeTax,
      loanProceeds,
      principalRepaid,
      ownerDraw,
      loanBalance: loans.balance[month] as number,
      cash,
    });
  }
  return months;
}

/** Puts each year's whole tax in its last month and carries it into net profit and every later cash. */
export function applyIncomeTax(months: MonthRow[], taxes: readonly number[]): void {
  let paid = 0;
  for (const row of months) {
    if (row.month % 12 === 11) {
      const tax = taxes[row.year - 1] as number;
      row.incomeTax = tax;
      row.netProfit = row.profitBeforeTax - tax;
      paid += tax;
    }
    row.cash -= paid;
  }
}
