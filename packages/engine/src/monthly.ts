// The spec's monthly model: 36 (or 60) unrounded months of units, revenue, costs, profit, loans and cash.

import {
  computeStaffWages,
  computeStreamColumns,
  outstandingBalances,
  PRIMARY_STREAM_NAME,
  startupExpensesOf,
  type DetailedSettings,
  type StreamColumns,
} from './detailed-inputs';
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
 * Stream 0, the questionnaire's product: units(m) = U × (1 + g)^((m − s) / 12) × F(m) / F(a) from month s
 * (at the average season, for break-even, every F(m) is 1), revenue P × units, cost c × units.
 */
export function computePrimaryStream(
  inputs: ProjectionInputs,
  settings: ExtendedSettings,
  averageSeason = false,
): StreamColumns {
  const { unitPrice, firstMonthSales, startMonth, growthRate, costPerItem } = inputs;
  const { monthCount, seasonFactors } = settings;
  const anchor = seasonAnchor(seasonFactors, startMonth);
  const columns: StreamColumns = {
    name: inputs.primaryStreamName || PRIMARY_STREAM_NAME,
    kind: 'units',
    units: new Array<number>(monthCount),
    revenue: new Array<number>(monthCount),
    cost: new Array<number>(monthCount),
  };
  for (let month = 0; month < monthCount; month += 1) {
    // Monthly compounding of the annual rate: twelve months on, volume is exactly (1 + g) times larger.
    let units = month < startMonth ? 0 : firstMonthSales * (1 + growthRate) ** ((month - startMonth) / 12);
    if (seasonFactors !== null) {
      units = averageSeason ? units / anchor : (units * (seasonFactors[month % 12] as number)) / anchor;
    }
    columns.units[month] = units;
    columns.revenue[month] = unitPrice * units;
    columns.cost[month] = costPerItem * units;
  }
  return columns;
}

/** Every stream's monthly columns, stream 0 (the questionnaire's product) first. */
export function computeStreams(
  inputs: ProjectionInputs,
  settings: ExtendedSettings,
  detailed: DetailedSettings,
  averageSeason = false,
): StreamColumns[] {
  return [
    computePrimaryStream(inputs, settings, averageSeason),
    ...detailed.streams.map((stream) =>
      computeStreamColumns(stream, settings.monthCount, settings.seasonFactors, averageSeason),
    ),
  ];
}

/**
 * Every month with income tax still 0 (tax is yearly, from the rounded statements; applyIncomeTax adds
 * it). cash(m) starts from computeOpeningCash and adds each month's cash movement, loans received at
 * month 0 included, less the receivables and stock and plus the payables outstanding at the month's end,
 * so with no extended or detailed input every figure is exactly today's. `inputs` are those of
 * withStartupItems (S is the start-up list's asset total when there is one).
 */
export function computeMonths(
  inputs: ProjectionInputs,
  settings: ExtendedSettings,
  loans: LoanColumns,
  detailed: DetailedSettings,
  streams: readonly StreamColumns[],
): MonthRow[] {
  const { monthCount, drawMonthly, drawStartMonth, usefulLifeYears } = settings;
  const primary = streams[0] as StreamColumns;
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
  const wages = computeStaffWages(detailed.roles, monthCount);
  const burdenShare = detailed.payrollBurdenPct / 100;
  const startupExpenses = startupExpensesOf(inputs);
  // revenue(m) and cogs(m): stream 0's, plus every other stream's.
  const revenues = primary.revenue.slice();
  const costs = primary.cost.slice();
  for (let j = 1; j < streams.length; j += 1) {
    const stream = streams[j] as StreamColumns;
    for (let m = 0; m < monthCount; m += 1) {
      revenues[m] = (revenues[m] as number) + (stream.revenue[m] as number);
      costs[m] = (costs[m] as number) + (stream.cost[m] as number);
    }
  }
  const receivables = outstandingBalances(revenues, detailed.receivableDays);
  const stock = outstandingBalances(costs, detailed.inventoryDays);
  const payables = outstandingBalances(costs, detailed.payableDays);
  for (let month = 0; month < monthCount; month += 1) {
    const y = Math.floor(month / 12);
    const salaryFactor = salaryFactors[y] as number;
    const expenseFactor = expenseFactors[y] as number;
    const units = primary.units[month] as number;
    const revenue = revenues[month] as number;
    const cogs = costs[month] as number;
    const salaries = inputs.salaries * salaryFactor;
    const staffWages = wages[month] as number;
    const payrollTaxesBenefits = staffWages * burdenShare;
    const marketing = inputs.advertising * expenseFactor;
    const rent = inputs.rent * expenseFactor;
    const utilities = inputs.utilities * expenseFactor;
    const otherExpenses = inputs.otherExpenses * expenseFactor;
    const startupExpense = month === 0 ? startupExpenses : 0;
    const depreciation = month < depreciationMonths ? monthlyDepreciation : 0;
    const interestExpense = loans.interest[month] as number;
    // Subtracting the detailed lines when they are 0 leaves today's figure exactly as it was.
    const profitBeforeTax =
      revenue -
      cogs -
      salaries -
      staffWages -
      payrollTaxesBenefits -
      marketing -
      rent -
      utilities -
      otherExpenses -
      startupExpense -
      depreciation -
      interestExpense;
    const loanProceeds = loans.proceeds[month] as number;
    const principalRepaid = loans.principal[month] as number;
    const ownerDraw = month >= drawStartMonth ? drawMonthly : 0;
    cash += profitBeforeTax + depreciation + loanProceeds - principalRepaid - ownerDraw;
    const accountsReceivable = receivables[month] as number;
    const inventory = stock[month] as number;
    const accountsPayable = payables[month] as number;
    months.push({
      month,
      year: y + 1,
      units,
      revenue,
      cogs,
      salaries,
      staffWages,
      payrollTaxesBenefits,
      marketing,
      rent,
      utilities,
      otherExpenses,
      startupExpenses: startupExpense,
      depreciation,
      interestExpense,
      profitBeforeTax,
      incomeTax: 0,
      netProfit: profitBeforeTax,
      loanProceeds,
      principalRepaid,
      ownerDraw,
      loanBalance: loans.balance[month] as number,
      accountsReceivable,
      inventory,
      accountsPayable,
      cash: cash - accountsReceivable - inventory + accountsPayable,
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
