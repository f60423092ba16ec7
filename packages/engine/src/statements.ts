// Yearly statements in whole dollars (profit and loss, cash flow, balance sheet) and the by-year pivot.

import type { StreamColumns } from './detailed-inputs';
import type { ExtendedSettings } from './extended-inputs';
import type { LoanColumns } from './loans';
import { roundDollars } from './rounding';
import type {
  BalanceSheetFigures,
  ByYear,
  CashFlowFigures,
  MonthRow,
  ProfitLossFigures,
  ProjectionInputs,
  RevenueStreamStatement,
  YearStatement,
} from './types';

/** The month fields the spec rounds as leaves (a year's leaf is its months' sum, then rounded). */
export const LEAF_FIELDS = [
  'revenue',
  'cogs',
  'salaries',
  'staffWages',
  'payrollTaxesBenefits',
  'marketing',
  'rent',
  'utilities',
  'otherExpenses',
  'startupExpenses',
  'interestExpense',
  'ownerDraw',
  'loanProceeds',
] as const;
type LeafField = (typeof LEAF_FIELDS)[number];
type Leaves = Record<LeafField, number>;

/** A year's leaf is the left-to-right sum of its twelve months, then rounded. */
function roundYearLeaves(months: readonly MonthRow[], yearIndex: number): Leaves {
  const leaves = {} as Leaves;
  for (const field of LEAF_FIELDS) {
    let sum = 0;
    for (let m = yearIndex * 12; m < yearIndex * 12 + 12; m += 1) sum += (months[m] as MonthRow)[field];
    leaves[field] = roundDollars(sum);
  }
  return leaves;
}

/** roundDollars of the sum of a column's twelve months of one year. */
function roundYear(column: readonly number[], yearIndex: number): number {
  let sum = 0;
  for (let m = yearIndex * 12; m < yearIndex * 12 + 12; m += 1) sum += column[m] as number;
  return roundDollars(sum);
}

/**
 * Each stream's yearly revenue and cost leaves, stream 0 first. The P&L's revenue and cost are their sums
 * (with one stream, stream 0's leaves are today's lines).
 */
export function buildStreamStatements(
  streams: readonly StreamColumns[],
  years: number,
): RevenueStreamStatement[] {
  return streams.map((stream) => {
    const revenue: Record<string, number> = {};
    const cost: Record<string, number> = {};
    for (let y = 0; y < years; y += 1) {
      revenue[`year${y + 1}`] = roundYear(stream.revenue, y);
      cost[`year${y + 1}`] = roundYear(stream.cost, y);
    }
    return {
      name: stream.name,
      kind: stream.kind,
      revenue: revenue as RevenueStreamStatement['revenue'],
      cost: cost as RevenueStreamStatement['cost'],
    };
  });
}

/**
 * Depreciation leaves, cumulative so the asset is written off exactly: year y's leaf is
 * roundDollars(S × min(12(y+1), 12L) / 12L) less the earlier years' leaves.
 */
export function depreciationLeaves(
  startupCost: number,
  usefulLifeYears: number | null,
  years: number,
): number[] {
  const leaves: number[] = [];
  let toDate = 0;
  for (let y = 0; y < years; y += 1) {
    if (usefulLifeYears === null || startupCost === 0) {
      leaves.push(0);
      continue;
    }
    const life = 12 * usefulLifeYears;
    const cumulative = roundDollars((startupCost * Math.min(12 * (y + 1), life)) / life);
    leaves.push(cumulative - toDate);
    toDate = cumulative;
  }
  return leaves;
}

/** The share of a year's profit a carried loss may offset (the US rule for losses arising since 2018). */
export const LOSS_OFFSET_LIMIT = 0.8;

/**
 * Income tax per year with losses carried forward, no time limit: a carried loss offsets at most 80% of
 * a profitable year's profit (used = min(Loss, roundDollars(0.8 × PBT))), taxable = PBT − used, and the
 * loss carried on shrinks by what was used; a loss year adds to it. tax = roundDollars(τ / 100 × taxable).
 */
export function incomeTaxes(profitsBeforeTax: readonly number[], taxRatePct: number): number[] {
  return taxYears(profitsBeforeTax, taxRatePct).map((year) => year.tax);
}

/** Each tax year's carried loss (into the year), the loss used, the taxable profit and the tax. */
export type TaxYear = { carriedIn: number; lossUsed: number; taxable: number; tax: number };

export function taxYears(profitsBeforeTax: readonly number[], taxRatePct: number): TaxYear[] {
  let carried = 0;
  return profitsBeforeTax.map((profit) => {
    const carriedIn = carried;
    let lossUsed = 0;
    let taxable = 0;
    if (profit > 0) {
      lossUsed = Math.min(carried, roundDollars(LOSS_OFFSET_LIMIT * profit));
      taxable = profit - lossUsed;
      carried -= lossUsed;
    } else {
      carried -= profit;
    }
    return { carriedIn, lossUsed, taxable, tax: roundDollars((taxRatePct / 100) * taxable) };
  });
}

function buildProfitLoss(leaves: Leaves, depreciation: number, incomeTax: number): ProfitLossFigures {
  const totalRevenue = leaves.revenue;
  const totalCostOfGoodsSold = leaves.cogs;
  const grossMargin = totalRevenue - totalCostOfGoodsSold;
  const totalExpenses =
    leaves.salaries +
    leaves.staffWages +
    leaves.payrollTaxesBenefits +
    leaves.marketing +
    leaves.rent +
    leaves.utilities +
    leaves.otherExpenses +
    leaves.startupExpenses;
  const operatingProfit = grossMargin - totalExpenses - depreciation;
  const profitBeforeTax = operatingProfit - leaves.interestExpense;
  return {
    productServiceRevenue: leaves.revenue,
    totalRevenue,
    productServiceCost: leaves.cogs,
    totalCostOfGoodsSold,
    grossMargin,
    salaries: leaves.salaries,
    staffWages: leaves.staffWages,
    payrollTaxesBenefits: leaves.payrollTaxesBenefits,
    marketing: leaves.marketing,
    rent: leaves.rent,
    utilities: leaves.utilities,
    otherExpenses: leaves.otherExpenses,
    startupExpenses: leaves.startupExpenses,
    totalExpenses,
    depreciation,
    operatingProfit,
    interestExpense: leaves.interestExpense,
    profitBeforeTax,
    incomeTax,
    netProfit: profitBeforeTax - incomeTax,
  };
}

/**
 * The yearly statements; the taxes they charge are returned too, for the monthly model to place.
 * `streams` are those of `revenueStreams` (their leaves add up to the revenue and cost lines).
 */
export function buildYearStatements(
  inputs: ProjectionInputs,
  settings: ExtendedSettings,
  months: readonly MonthRow[],
  loans: LoanColumns,
  revenueStreams: readonly RevenueStreamStatement[] = [],
): { years: YearStatement[]; taxes: number[] } {
  const startupCost = roundDollars(inputs.startupCost);
  const initialCash = roundDollars(inputs.initialCash);
  const leaves = Array.from({ length: settings.years }, (_, y) => {
    const leaf = roundYearLeaves(months, y);
    if (revenueStreams.length > 1) {
      // Several streams: the revenue and cost lines are the sums of the streams' rounded leaves.
      const key = `year${y + 1}` as 'year1';
      leaf.revenue = 0;
      leaf.cogs = 0;
      for (const stream of revenueStreams) {
        leaf.revenue += stream.revenue[key];
        leaf.cogs += stream.cost[key];
      }
    }
    return leaf;
  });
  // Year-end working-capital balances, each roundDollars of the month-end value (0 before year 1).
  const balanceAt = (field: 'accountsReceivable' | 'inventory' | 'accountsPayable', y: number): number =>
    y < 0 ? 0 : roundDollars((months[12 * y + 11] as MonthRow)[field]);
  const depreciation = depreciationLeaves(startupCost, settings.usefulLifeYears, settings.years);
  const taxes = incomeTaxes(
    leaves.map((leaf, y) => buildProfitLoss(leaf, depreciation[y] as number, 0).profitBeforeTax),
    settings.taxRatePct,
  );
  let beginningCash = 0;
  let retainedEarnings = 0;
  let accumulatedDepreciation = 0;
  let drawsToDate = 0;
  let loanBalance = 0;
  const years = leaves.map((leaf, yearIndex): YearStatement => {
    const profitLoss = buildProfitLoss(leaf, depreciation[yearIndex] as number, taxes[yearIndex] as number);
    const isFirstYear = yearIndex === 0;
    const investing = isFirstYear ? -startupCost : 0;
    const financingInitial = isFirstYear ? initialCash : 0;
    const nextLoanBalance = loans.yearEndBalances[yearIndex] as number;
    // Repayments follow from the rounded balances, so balances, proceeds and repayments agree exactly.
    const loanRepayments = zeroIfNegativeZero(-(loanBalance + leaf.loanProceeds - nextLoanBalance));
    const ownerDraws = zeroIfNegativeZero(-leaf.ownerDraw);
    const receivables = balanceAt('accountsReceivable', yearIndex);
    const inventory = balanceAt('inventory', yearIndex);
    const payables = balanceAt('accountsPayable', yearIndex);
    const changeInReceivables = zeroIfNegativeZero(
      -(receivables - balanceAt('accountsReceivable', yearIndex - 1)),
    );
    const changeInInventory = zeroIfNegativeZero(-(inventory - balanceAt('inventory', yearIndex - 1)));
    const changeInPayables = zeroIfNegativeZero(payables - balanceAt('accountsPayable', yearIndex - 1));
    const netCashFromOperations =
      profitLoss.netProfit +
      profitLoss.depreciation +
      changeInReceivables +
      changeInInventory +
      changeInPayables;
    const netCashFromFinancing = financingInitial + leaf.loanProceeds + loanRepayments + ownerDraws;
    const changeInCash = netCashFromOperations + investing + netCashFromFinancing;
    const cashFlow: CashFlowFigures = {
      beginningCash,
      operations: {
        netProfit: profitLoss.netProfit,
        depreciation: profitLoss.depreciation,
        changeInReceivables,
        changeInInventory,
        changeInPayables,
        netCashFromOperations,
      },
      investing: {
        startupCost: zeroIfNegativeZero(investing),
        netCashFromInvesting: zeroIfNegativeZero(investing),
      },
      financing: {
        initialCash: financingInitial,
        loanProceeds: leaf.loanProceeds,
        loanRepayments,
        ownerDraws,
        netCashFromFinancing,
      },
      changeInCash,
      cashEndOfYear: beginningCash + changeInCash,
    };
    retainedEarnings += profitLoss.netProfit;
    accumulatedDepreciation += profitLoss.depreciation;
    drawsToDate += leaf.ownerDraw;
    loanBalance = nextLoanBalance;
    beginningCash = cashFlow.cashEndOfYear;
    let units = 0;
    for (let m = yearIndex * 12; m < yearIndex * 12 + 12; m += 1) units += (months[m] as MonthRow).units;
    return {
      year: yearIndex + 1,
      units,
      profitLoss,
      balanceSheet: buildBalanceSheet({
        cashEndOfYear: cashFlow.cashEndOfYear,
        receivables,
        inventory,
        payables,
        startupCost,
        accumulatedDepreciation,
        loanBalance,
        initialCash,
        drawsToDate,
        retainedEarnings,
      }),
      cashFlow,
    };
  });
  return { years, taxes };
}

function buildBalanceSheet(at: {
  cashEndOfYear: number;
  receivables: number;
  inventory: number;
  payables: number;
  startupCost: number;
  accumulatedDepreciation: number;
  loanBalance: number;
  initialCash: number;
  drawsToDate: number;
  retainedEarnings: number;
}): BalanceSheetFigures {
  // A negative bank balance is shown as an overdraft liability, not as negative cash.
  const cash = Math.max(at.cashEndOfYear, 0);
  const overdraft = Math.max(-at.cashEndOfYear, 0);
  const netFixedAssets = at.startupCost - at.accumulatedDepreciation;
  const totalAssets = cash + at.receivables + at.inventory + netFixedAssets;
  const totalLiabilities = overdraft + at.payables + at.loanBalance;
  const ownerDraws = zeroIfNegativeZero(-at.drawsToDate);
  const totalEquity = at.initialCash + ownerDraws + at.retainedEarnings;
  return {
    assets: {
      cash,
      accountsReceivable: at.receivables,
      inventory: at.inventory,
      fixedAssets: at.startupCost,
      accumulatedDepreciation: at.accumulatedDepreciation,
      netFixedAssets,
      totalAssets,
    },
    liabilities: { overdraft, accountsPayable: at.payables, loans: at.loanBalance, totalLiabilities },
    equity: {
      initialCapital: at.initialCash,
      ownerDraws,
      retainedEarnings: at.retainedEarnings,
      totalEquity,
    },
    totalLiabilitiesAndEquity: totalLiabilities + totalEquity,
  };
}

/** Turns N yearly objects into one object keyed by row, then year ({year1, …, yearN} leaves). */
export function pivotByYear<T extends object>(years: readonly T[]): ByYear<T> {
  const first = years[0] as T;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(first)) {
    const values = years.map((year) => (year as Record<string, unknown>)[key]);
    if (typeof values[0] === 'number') {
      const byYear: Record<string, unknown> = {};
      values.forEach((value, y) => {
        byYear[`year${y + 1}`] = value;
      });
      result[key] = byYear;
    } else {
      result[key] = pivotByYear(values as object[]);
    }
  }
  return result as ByYear<T>;
}

export function zeroIfNegativeZero(x: number): number {
  return x === 0 ? 0 : x;
}
