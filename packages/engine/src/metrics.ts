// The spec's metrics: margins, growth, debt-service coverage, break-even month, lowest cash, funding gap.

import { calendarMonthOf } from './extended-inputs';
import { NOISE, roundDollars } from './rounding';
import type { MonthRow, ProjectionMetrics, YearStatement, YearValues } from './types';

/**
 * `averageSeasonMonths`: the same plan at its average season (no peaks and troughs), given only when the
 * plan has seasons; break-even is found on them, and `firstCalendarMonth` names the dips after it.
 */
export function computeMetrics(
  months: readonly MonthRow[],
  years: readonly [YearStatement, YearStatement, YearStatement, ...YearStatement[]],
  openingCash: number,
  seasons: { averageSeasonMonths: readonly MonthRow[]; firstCalendarMonth: number } | null = null,
): Omit<ProjectionMetrics, 'equityInjectionPct'> {
  const [year1, year2, year3] = years;
  const revenueGrowthPct: ProjectionMetrics['revenueGrowthPct'] = { year2: null, year3: null };
  for (let y = 1; y < years.length; y += 1) {
    const key = `year${y + 1}` as 'year2';
    revenueGrowthPct[key] = growthPercent(
      (years[y - 1] as YearStatement).profitLoss.totalRevenue,
      (years[y] as YearStatement).profitLoss.totalRevenue,
    );
  }
  const lowest = findLowestCash(months, openingCash);
  const breakEvenMonth = findBreakEvenMonth(seasons === null ? months : seasons.averageSeasonMonths);
  return {
    grossMarginPct: mapYears(years, ({ profitLoss: pl }) => percentOf(pl.grossMargin, pl.totalRevenue)),
    netMarginPct: mapYears(years, ({ profitLoss: pl }) => percentOf(pl.netProfit, pl.totalRevenue)),
    revenueGrowthPct,
    debtServiceCoverage: mapYears(years, debtServiceCoverage),
    breakEvenMonth,
    seasonalLossMonths:
      seasons === null ? [] : findSeasonalLossMonths(months, breakEvenMonth, seasons.firstCalendarMonth),
    lowestCash: lowest.cash,
    lowestCashMonth: lowest.month,
    firstNegativeCashMonth: findFirstNegativeCashMonth(months),
    fundingGap: roundDollars(Math.max(0, -lowest.cash)),
    openingCash,
    year1Revenue: year1.profitLoss.totalRevenue,
    year2Revenue: year2.profitLoss.totalRevenue,
    year3Revenue: year3.profitLoss.totalRevenue,
    year1NetProfit: year1.profitLoss.netProfit,
    year2NetProfit: year2.profitLoss.netProfit,
    year3NetProfit: year3.profitLoss.netProfit,
  };
}

/** Interest plus principal repaid in the year: what the loans take. */
export function debtServiceOf(year: YearStatement): number {
  return year.profitLoss.interestExpense - year.cashFlow.financing.loanRepayments;
}

/**
 * Cash available for debt service, as a lender reads an owner-run business: operating profit with
 * depreciation (not paid in cash) and one-off start-up expenses added back, less the year's income tax
 * and the owner's draws (the owner lives on them before the bank is paid).
 */
export function cashAvailableForDebtService(year: YearStatement): number {
  const { operatingProfit, depreciation, startupExpenses, incomeTax } = year.profitLoss;
  // ownerDraws is the cash flow's (negative) line: adding it takes the draws out.
  return operatingProfit + depreciation + startupExpenses - incomeTax + year.cashFlow.financing.ownerDraws;
}

/** Lenders' debt-service coverage: cash available over interest plus principal; null without debt service. */
export function debtServiceCoverage(year: YearStatement): number | null {
  const debtService = debtServiceOf(year);
  if (debtService <= 0) return null;
  return cashAvailableForDebtService(year) / debtService;
}

/** One value per year, keyed year1..yearN. */
export function mapYears<T>(
  years: readonly YearStatement[],
  pick: (year: YearStatement) => T,
): YearValues<T> {
  const result: Record<string, T> = {};
  years.forEach((year, y) => {
    result[`year${y + 1}`] = pick(year);
  });
  return result as YearValues<T>;
}

function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : (part / whole) * 100;
}

function growthPercent(earlier: number, later: number): number | null {
  return earlier === 0 ? null : ((later - earlier) / earlier) * 100;
}

/**
 * The first selling month from which profit before tax never again drops below zero (a year-end tax
 * month is not a loss). A loss smaller than floating-point noise does not count, so a month that breaks
 * even exactly is not spoiled by it.
 */
export function findBreakEvenMonth(months: readonly MonthRow[]): number | null {
  let candidate: number | null = null;
  for (let i = months.length - 1; i >= 0; i -= 1) {
    const row = months[i] as MonthRow;
    if (row.profitBeforeTax < -NOISE) break;
    if (row.revenue > 0) candidate = row.month;
  }
  return candidate;
}

/**
 * The calendar months (1–12, in calendar order) in which some month from break-even on loses money before
 * tax with the seasons: the dips a seasonal plan expects after it has broken even. Empty without one.
 */
export function findSeasonalLossMonths(
  months: readonly MonthRow[],
  breakEvenMonth: number | null,
  firstCalendarMonth: number,
): number[] {
  if (breakEvenMonth === null) return [];
  const found = new Set<number>();
  for (const row of months) {
    if (row.month >= breakEvenMonth && row.profitBeforeTax < -NOISE) {
      found.add(calendarMonthOf(row.month, firstCalendarMonth));
    }
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The minimum over the opening moment (month null) and every month end; the earliest wins a tie, and a
 * later balance lower only by floating-point noise counts as a tie, so noise cannot move the low point.
 */
function findLowestCash(
  months: readonly MonthRow[],
  openingCash: number,
): { cash: number; month: number | null } {
  let lowest: { cash: number; month: number | null } = { cash: openingCash, month: null };
  for (const row of months) {
    if (row.cash < lowest.cash - NOISE) lowest = { cash: row.cash, month: row.month };
  }
  return lowest;
}

/** A balance below zero only by floating-point noise is zero, not the start of an overdraft. */
function findFirstNegativeCashMonth(months: readonly MonthRow[]): number | null {
  const row = months.find((month) => month.cash < -NOISE);
  return row ? row.month : null;
}
