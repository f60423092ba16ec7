// Yearly statements in whole dollars, the rounded monthly view, and the "keyed by row, then year" pivot.

import { roundDollars, splitByLargestRemainder } from './rounding';
import type {
  BalanceSheetFigures,
  ByYear,
  CashFlowFigures,
  MonthRow,
  ProfitLossFigures,
  ProjectionInputs,
  RoundedMonthRow,
  YearStatement,
} from './types';

/** The month fields the spec rounds as leaves; every other figure is a total of these. */
const LEAF_FIELDS = [
  'revenue',
  'cogs',
  'salaries',
  'marketing',
  'rent',
  'utilities',
  'otherExpenses',
] as const;
type LeafField = (typeof LEAF_FIELDS)[number];
type Leaves = Record<LeafField, number>;
/** One array of 36 monthly values per leaf, so the rounding loops read plain arrays. */
type LeafColumns = Record<LeafField, number[]>;

export function splitIntoYears(months: readonly MonthRow[]): [MonthRow[], MonthRow[], MonthRow[]] {
  return [months.slice(0, 12), months.slice(12, 24), months.slice(24, 36)];
}

function toLeafColumns(months: readonly MonthRow[]): LeafColumns {
  const columns: LeafColumns = {
    revenue: [],
    cogs: [],
    salaries: [],
    marketing: [],
    rent: [],
    utilities: [],
    otherExpenses: [],
  };
  for (const row of months) {
    columns.revenue.push(row.revenue);
    columns.cogs.push(row.cogs);
    columns.salaries.push(row.salaries);
    columns.marketing.push(row.marketing);
    columns.rent.push(row.rent);
    columns.utilities.push(row.utilities);
    columns.otherExpenses.push(row.otherExpenses);
  }
  return columns;
}

/** A year's leaf is the left-to-right sum of its twelve months, then rounded. */
function roundYearLeaves(columns: LeafColumns, yearIndex: number): Leaves {
  const leaves = {} as Leaves;
  for (const field of LEAF_FIELDS) {
    const column = columns[field];
    let sum = 0;
    for (let m = yearIndex * 12; m < yearIndex * 12 + 12; m += 1) sum += column[m] as number;
    leaves[field] = roundDollars(sum);
  }
  return leaves;
}

function buildProfitLoss(leaves: Leaves): ProfitLossFigures {
  const totalRevenue = leaves.revenue;
  const totalCostOfGoodsSold = leaves.cogs;
  const grossMargin = totalRevenue - totalCostOfGoodsSold;
  const totalExpenses =
    leaves.salaries + leaves.marketing + leaves.rent + leaves.utilities + leaves.otherExpenses;
  const operatingProfit = grossMargin - totalExpenses;
  return {
    productServiceRevenue: leaves.revenue,
    totalRevenue,
    productServiceCost: leaves.cogs,
    totalCostOfGoodsSold,
    grossMargin,
    salaries: leaves.salaries,
    marketing: leaves.marketing,
    rent: leaves.rent,
    utilities: leaves.utilities,
    otherExpenses: leaves.otherExpenses,
    totalExpenses,
    operatingProfit,
    // No taxes or interest in this model, so net profit is operating profit.
    netProfit: operatingProfit,
  };
}

export function buildYearStatements(
  inputs: ProjectionInputs,
  months: readonly MonthRow[],
): [YearStatement, YearStatement, YearStatement] {
  const startupCost = roundDollars(inputs.startupCost);
  const initialCash = roundDollars(inputs.initialCash);
  const columns = toLeafColumns(months);
  let beginningCash = 0;
  let retainedEarnings = 0;
  const build = (yearMonths: readonly MonthRow[], yearIndex: number): YearStatement => {
    const profitLoss = buildProfitLoss(roundYearLeaves(columns, yearIndex));
    const isFirstYear = yearIndex === 0;
    const investing = isFirstYear ? -startupCost : 0;
    const financing = isFirstYear ? initialCash : 0;
    const changeInCash = profitLoss.netProfit + investing + financing;
    const cashFlow: CashFlowFigures = {
      beginningCash,
      operations: { netProfit: profitLoss.netProfit, netCashFromOperations: profitLoss.netProfit },
      investing: {
        startupCost: zeroIfNegativeZero(investing),
        netCashFromInvesting: zeroIfNegativeZero(investing),
      },
      financing: { initialCash: financing, netCashFromFinancing: financing },
      changeInCash,
      cashEndOfYear: beginningCash + changeInCash,
    };
    retainedEarnings += profitLoss.netProfit;
    const balanceSheet = buildBalanceSheet(
      cashFlow.cashEndOfYear,
      startupCost,
      initialCash,
      retainedEarnings,
    );
    beginningCash = cashFlow.cashEndOfYear;
    return {
      year: yearIndex + 1,
      units: yearMonths.reduce((sum, row) => sum + row.units, 0),
      profitLoss,
      balanceSheet,
      cashFlow,
    };
  };
  const [year1, year2, year3] = splitIntoYears(months);
  return [build(year1, 0), build(year2, 1), build(year3, 2)];
}

function buildBalanceSheet(
  cashEndOfYear: number,
  startupCost: number,
  initialCash: number,
  retainedEarnings: number,
): BalanceSheetFigures {
  // A negative bank balance is shown as an overdraft liability, not as negative cash.
  const cash = Math.max(cashEndOfYear, 0);
  const overdraft = Math.max(-cashEndOfYear, 0);
  const totalAssets = cash + startupCost;
  const totalEquity = initialCash + retainedEarnings;
  return {
    assets: { cash, fixedAssets: startupCost, totalAssets },
    liabilities: { overdraft, totalLiabilities: overdraft },
    equity: { initialCapital: initialCash, retainedEarnings, totalEquity },
    totalLiabilitiesAndEquity: overdraft + totalEquity,
  };
}

/**
 * All 36 months for display: each leaf split by the largest-remainder method within its year, so the
 * twelve months add up to the yearly statement; totals and cash are computed from those rounded leaves,
 * which makes the cash of each year's last month equal that year's cashEndOfYear.
 */
export function buildRoundedMonths(
  months: readonly MonthRow[],
  years: readonly YearStatement[],
  openingCash: number,
): RoundedMonthRow[] {
  const columns = toLeafColumns(months);
  const rounded = toLeafColumns([]);
  years.forEach((year, yearIndex) => {
    const pl = year.profitLoss;
    const yearLeaves: Leaves = {
      revenue: pl.productServiceRevenue,
      cogs: pl.productServiceCost,
      salaries: pl.salaries,
      marketing: pl.marketing,
      rent: pl.rent,
      utilities: pl.utilities,
      otherExpenses: pl.otherExpenses,
    };
    for (const field of LEAF_FIELDS) {
      splitByLargestRemainder(
        columns[field],
        yearIndex * 12,
        12,
        yearLeaves[field],
        rounded[field],
        yearIndex * 12,
      );
    }
  });
  const rows: RoundedMonthRow[] = [];
  let cash = openingCash;
  months.forEach((row, m) => {
    const revenue = rounded.revenue[m] as number;
    const cogs = rounded.cogs[m] as number;
    const salaries = rounded.salaries[m] as number;
    const marketing = rounded.marketing[m] as number;
    const rent = rounded.rent[m] as number;
    const utilities = rounded.utilities[m] as number;
    const otherExpenses = rounded.otherExpenses[m] as number;
    const grossMargin = revenue - cogs;
    const totalExpenses = salaries + marketing + rent + utilities + otherExpenses;
    const netProfit = grossMargin - totalExpenses;
    cash += netProfit;
    rows.push({
      month: row.month,
      year: row.year,
      units: row.units,
      revenue,
      cogs,
      grossMargin,
      salaries,
      marketing,
      rent,
      utilities,
      otherExpenses,
      totalExpenses,
      netProfit,
      cash,
    });
  });
  return rows;
}

/** Turns three yearly objects into one object keyed by row, then year ({year1, year2, year3} leaves). */
export function pivotByYear<T extends object>(years: readonly [T, T, T]): ByYear<T> {
  const [year1, year2, year3] = years;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(year1)) {
    const a = (year1 as Record<string, unknown>)[key];
    const b = (year2 as Record<string, unknown>)[key];
    const c = (year3 as Record<string, unknown>)[key];
    result[key] =
      typeof a === 'number'
        ? { year1: a, year2: b, year3: c }
        : pivotByYear([a, b, c] as [object, object, object]);
  }
  return result as ByYear<T>;
}

function zeroIfNegativeZero(x: number): number {
  return x === 0 ? 0 : x;
}
