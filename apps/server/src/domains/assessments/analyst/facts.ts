// The numbers the analyst writes about, derived once from the answers and the engine's projection.
import {
  lenderChecks,
  project,
  type LenderCheck,
  type Projection,
  type ProjectionInputs,
  type YearKey,
  type YearValues,
} from '@trajectory/engine';
import { valuesByYear, yearKeysOf } from '../../../infra/ai/years';
import { deriveDetailFacts, type DetailFacts } from './detail';
import { deriveLenderFacts, weakestCoverageOf, type CoverageYear, type LenderFacts } from './lender-facts';

export type ExpenseLine = { label: string; monthly: number; year1: number };

export type Scenario = {
  fundingGap: number;
  finalNetProfit: number;
  breakEvenMonth: number | null;
  /** The year with debt service and the lowest coverage; null without loans. */
  weakestCoverage: CoverageYear | null;
};

/** One figure per year, Year 1 first: three or five of them. */
export type Yearly<T = number> = [T, T, T, ...T[]];

export type Facts = {
  businessName: string;
  description: string;
  productType: string;
  /** What one sale is called in counts: "items", or "jobs" for a service business. */
  unitsNoun: 'items' | 'jobs';
  /** Years projected (3 or 5) and the months they hold (36 or 60). */
  years: number;
  monthsProjected: number;
  price: number;
  cost: number;
  /** price − cost. */
  unitMargin: number;
  /** Percent of the price; null when the price is 0. */
  unitMarginPct: number | null;
  isLosingOnEverySale: boolean;
  firstMonthUnits: number;
  /** 0-based month of the first sale. */
  startMonth: number;
  growthPct: number;
  /** Year 1 monthly operating expenses (salaries, advertising, rent, utilities, other). */
  fixedMonthly: number;
  /** The same in the last month projected. */
  fixedMonthlyFinal: number;
  expenses: ExpenseLine[];
  /**
   * What a month's sales must cover to break even: the operating expenses, plus a month's share of the
   * year's depreciation and interest when the plan has them (profit before tax is what breaks even).
   */
  breakEvenCosts: number;
  breakEvenCostsFinal: number;
  /** "fixed costs", or "fixed costs, depreciation and interest" when those are part of it. */
  breakEvenCostsLabel: string;
  /** Units a month that cover Year 1's break-even costs; null when an item does not earn more than it costs. */
  breakEvenUnits: number | null;
  breakEvenUnitsFinal: number | null;
  /** The price at which the first month's volume would cover Year 1's break-even costs. */
  breakEvenPriceAtStart: number | null;
  unitsYear: Yearly;
  unitsFirstSellingMonth: number;
  /** Units sold in the last month projected (Month 36 or Month 60). */
  unitsLastMonth: number;
  revenue: Yearly;
  cogs: Yearly;
  totalExpenses: Yearly;
  /** Equal to netProfit when the plan has no income tax. */
  profitBeforeTax: Yearly;
  netProfit: Yearly;
  grossMarginPct: Yearly<number | null>;
  netMarginPct: Yearly<number | null>;
  /** Per year against the year before; index 0 (Year 1) is null. */
  revenueGrowthPct: Yearly<number | null>;
  breakEvenMonth: number | null;
  /** With seasons: the calendar months (1 = January) still losing money after break-even. */
  seasonalLossMonths: number[];
  /** Profit before tax of the first selling month (negative when it loses money). */
  firstSellingMonthProfit: number;
  /** Months before the first sale, all costs and no income. */
  monthsBeforeFirstSale: number;
  startupCost: number;
  initialCash: number;
  openingCash: number;
  lowestCash: number;
  lowestCashMonth: number | null;
  firstNegativeCashMonth: number | null;
  fundingGap: number;
  cashEnd: Yearly;
  overdraft: Yearly;
  /** The startup purchases at cost. */
  fixedAssets: number;
  retainedEarnings: Yearly;
  totalEquity: Yearly;
  totalAssets: Yearly;
  /** The same plan with half the growth, and with 20% fewer sales from the start. */
  halfGrowth: Scenario;
  fewerSales: Scenario;
  /** Loans, tax, depreciation, owner's draws and seasons (the extended model); each null when unused. */
  lender: LenderFacts;
  /** The engine's lender checks (issue #25), read only for a plan that borrows. */
  lenderChecks: LenderCheck[];
  /** The streams, the team and the working capital (issue #25); each null when the plan has none. */
  detail: DetailFacts;
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The last of the yearly figures: Year 3, or Year 5 in a five-year projection. */
export const last = <T>(values: readonly T[]): T => values[values.length - 1] as T;

function scenarioOf(inputs: ProjectionInputs): Scenario {
  const projection = project(inputs);
  return {
    fundingGap: projection.metrics.fundingGap,
    finalNetProfit: last(valuesByYear(projection.profitLoss.netProfit, projection)),
    breakEvenMonth: projection.metrics.breakEvenMonth,
    weakestCoverage: weakestCoverageOf(projection),
  };
}

export function deriveFacts(
  businessName: string,
  answers: Record<string, unknown>,
  inputs: ProjectionInputs,
  projection: Projection,
): Facts {
  const businessInfo = (answers.businessInfo ?? {}) as Record<string, unknown>;
  const productsServices = (answers.productsServices ?? {}) as Record<string, unknown>;
  const { metrics, profitLoss: pl, balanceSheet: bs, cashFlow: cf } = projection;
  const yearly = <T extends number | null>(values: YearValues<T>) =>
    valuesByYear(values, projection) as Yearly<T>;
  const price = inputs.unitPrice;
  const cost = inputs.costPerItem;
  const unitMargin = price - cost;
  const expenses: ExpenseLine[] = [
    { label: 'salaries', monthly: inputs.salaries, year1: pl.salaries.year1 },
    { label: 'advertising', monthly: inputs.advertising, year1: pl.marketing.year1 },
    { label: 'rent', monthly: inputs.rent, year1: pl.rent.year1 },
    { label: 'utilities', monthly: inputs.utilities, year1: pl.utilities.year1 },
    { label: 'other expenses', monthly: inputs.otherExpenses, year1: pl.otherExpenses.year1 },
  ].sort((a, b) => b.monthly - a.monthly);
  const fixedMonthly = expenses.reduce((sum, e) => sum + e.monthly, 0);
  const lastMonth = projection.months[projection.months.length - 1];
  const fixedMonthlyFinal =
    (lastMonth?.salaries ?? 0) +
    (lastMonth?.marketing ?? 0) +
    (lastMonth?.rent ?? 0) +
    (lastMonth?.utilities ?? 0) +
    (lastMonth?.otherExpenses ?? 0);
  // Depreciation and interest are costs before tax too: a month's share of the year's lines.
  const depreciation = yearly(pl.depreciation);
  const interest = yearly(pl.interestExpense);
  const belowTheLine = (y: number) => ((depreciation[y] ?? 0) + (interest[y] ?? 0)) / 12;
  const breakEvenCosts = fixedMonthly + belowTheLine(0);
  const breakEvenCostsFinal = fixedMonthlyFinal + belowTheLine(projection.projectionYears - 1);
  const hasDepreciation = depreciation.some((d) => d !== 0);
  const hasInterest = interest.some((i) => i !== 0);
  const firstSelling = projection.months[inputs.startMonth];
  const growthOf = metrics.revenueGrowthPct as Partial<Record<YearKey, number | null>>;
  return {
    businessName,
    description: text(businessInfo.description),
    productType: text(productsServices.type),
    unitsNoun: /service/i.test(text(productsServices.type)) ? 'jobs' : 'items',
    years: projection.projectionYears,
    monthsProjected: projection.months.length,
    price,
    cost,
    unitMargin,
    unitMarginPct: price > 0 ? (unitMargin / price) * 100 : null,
    isLosingOnEverySale: cost >= price,
    firstMonthUnits: inputs.firstMonthSales,
    startMonth: inputs.startMonth,
    growthPct: inputs.growthRate * 100,
    fixedMonthly,
    fixedMonthlyFinal,
    expenses,
    breakEvenCosts,
    breakEvenCostsFinal,
    breakEvenCostsLabel:
      hasDepreciation && hasInterest
        ? 'fixed costs, depreciation and interest'
        : hasDepreciation
          ? 'fixed costs and depreciation'
          : hasInterest
            ? 'fixed costs and interest'
            : 'fixed costs',
    breakEvenUnits: unitMargin > 0 ? Math.ceil(breakEvenCosts / unitMargin) : null,
    breakEvenUnitsFinal: unitMargin > 0 ? Math.ceil(breakEvenCostsFinal / unitMargin) : null,
    breakEvenPriceAtStart: inputs.firstMonthSales > 0 ? cost + breakEvenCosts / inputs.firstMonthSales : null,
    unitsYear: projection.years.map((y) => y.units) as Yearly,
    unitsFirstSellingMonth: firstSelling?.units ?? 0,
    unitsLastMonth: lastMonth?.units ?? 0,
    revenue: yearly(pl.totalRevenue),
    cogs: yearly(pl.totalCostOfGoodsSold),
    totalExpenses: yearly(pl.totalExpenses),
    profitBeforeTax: yearly(pl.profitBeforeTax),
    netProfit: yearly(pl.netProfit),
    grossMarginPct: yearly(metrics.grossMarginPct),
    netMarginPct: yearly(metrics.netMarginPct),
    revenueGrowthPct: yearKeysOf(projection).map((key) => growthOf[key] ?? null) as Yearly<number | null>,
    breakEvenMonth: metrics.breakEvenMonth,
    seasonalLossMonths: metrics.seasonalLossMonths,
    firstSellingMonthProfit: firstSelling?.profitBeforeTax ?? 0,
    monthsBeforeFirstSale: inputs.startMonth,
    startupCost: inputs.startupCost,
    initialCash: inputs.initialCash,
    openingCash: metrics.openingCash,
    lowestCash: metrics.lowestCash,
    lowestCashMonth: metrics.lowestCashMonth,
    firstNegativeCashMonth: metrics.firstNegativeCashMonth,
    fundingGap: metrics.fundingGap,
    cashEnd: yearly(cf.cashEndOfYear),
    overdraft: yearly(bs.liabilities.overdraft),
    fixedAssets: bs.assets.fixedAssets.year1,
    retainedEarnings: yearly(bs.equity.retainedEarnings),
    totalEquity: yearly(bs.equity.totalEquity),
    totalAssets: yearly(bs.assets.totalAssets),
    halfGrowth: scenarioOf({ ...inputs, growthRate: inputs.growthRate / 2 }),
    fewerSales: scenarioOf({ ...inputs, firstMonthSales: Math.round(inputs.firstMonthSales * 0.8) }),
    lender: deriveLenderFacts(inputs, projection),
    // The loan search behind a gap's fix runs only for a plan that borrows: the others never print it.
    lenderChecks: (inputs.loans ?? []).length > 0 ? lenderChecks(inputs, projection) : [],
    detail: deriveDetailFacts(inputs, projection),
  };
}
