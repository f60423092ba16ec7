// The spec's metrics: margins, growth, break-even month, lowest cash and the funding gap.

import { NOISE, roundDollars } from './rounding';
import type { MonthRow, ProjectionMetrics, YearStatement, YearValues } from './types';

export function computeMetrics(
  months: readonly MonthRow[],
  years: readonly [YearStatement, YearStatement, YearStatement],
  openingCash: number,
): ProjectionMetrics {
  const [revenue1, revenue2, revenue3] = years.map((year) => year.profitLoss.totalRevenue) as [
    number,
    number,
    number,
  ];
  const [profit1, profit2, profit3] = years.map((year) => year.profitLoss.netProfit) as [
    number,
    number,
    number,
  ];
  const lowest = findLowestCash(months, openingCash);
  return {
    grossMarginPct: mapYears(years, (pl) => percentOf(pl.grossMargin, pl.totalRevenue)),
    netMarginPct: mapYears(years, (pl) => percentOf(pl.netProfit, pl.totalRevenue)),
    revenueGrowthPct: { year2: growthPercent(revenue1, revenue2), year3: growthPercent(revenue2, revenue3) },
    breakEvenMonth: findBreakEvenMonth(months),
    lowestCash: lowest.cash,
    lowestCashMonth: lowest.month,
    firstNegativeCashMonth: findFirstNegativeCashMonth(months),
    fundingGap: roundDollars(Math.max(0, -lowest.cash)),
    openingCash,
    year1Revenue: revenue1,
    year2Revenue: revenue2,
    year3Revenue: revenue3,
    year1NetProfit: profit1,
    year2NetProfit: profit2,
    year3NetProfit: profit3,
  };
}

function mapYears(
  years: readonly [YearStatement, YearStatement, YearStatement],
  pick: (profitLoss: YearStatement['profitLoss']) => number | null,
): YearValues<number | null> {
  return {
    year1: pick(years[0].profitLoss),
    year2: pick(years[1].profitLoss),
    year3: pick(years[2].profitLoss),
  };
}

function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : (part / whole) * 100;
}

function growthPercent(earlier: number, later: number): number | null {
  return earlier === 0 ? null : ((later - earlier) / earlier) * 100;
}

/**
 * The first selling month from which net profit never again drops below zero. A loss smaller than
 * floating-point noise does not count, so a month that breaks even exactly is not spoiled by it.
 */
export function findBreakEvenMonth(months: readonly MonthRow[]): number | null {
  let candidate: number | null = null;
  for (let i = months.length - 1; i >= 0; i -= 1) {
    const row = months[i] as MonthRow;
    if (row.netProfit < -NOISE) break;
    if (row.revenue > 0) candidate = row.month;
  }
  return candidate;
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
