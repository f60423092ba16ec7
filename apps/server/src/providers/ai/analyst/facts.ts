// The numbers the analyst writes about, derived once from the answers and the engine's projection.
import { project, type Projection, type ProjectionInputs } from '@trajectory/engine';

type Triple = [number, number, number];

export type ExpenseLine = { label: string; monthly: number; year1: number };

export type Scenario = { fundingGap: number; year3NetProfit: number; breakEvenMonth: number | null };

export type Facts = {
  businessName: string;
  description: string;
  productType: string;
  /** What one sale is called in counts: "items", or "jobs" for a service business. */
  unitsNoun: 'items' | 'jobs';
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
  fixedMonthlyYear3: number;
  expenses: ExpenseLine[];
  /** Units a month that cover Year 1's fixed costs; null when an item does not earn more than it costs. */
  breakEvenUnits: number | null;
  breakEvenUnitsYear3: number | null;
  /** The price at which the first month's volume would cover Year 1's fixed costs. */
  breakEvenPriceAtStart: number | null;
  unitsYear: Triple;
  unitsFirstSellingMonth: number;
  unitsMonth36: number;
  revenue: Triple;
  cogs: Triple;
  totalExpenses: Triple;
  netProfit: Triple;
  grossMarginPct: [number | null, number | null, number | null];
  netMarginPct: [number | null, number | null, number | null];
  revenueGrowthPct: { year2: number | null; year3: number | null };
  breakEvenMonth: number | null;
  /** Net profit of the first selling month (negative when it loses money). */
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
  cashEnd: Triple;
  overdraft: Triple;
  fixedAssets: number;
  retainedEarnings: Triple;
  totalEquity: Triple;
  totalAssets: Triple;
  /** The same plan with half the growth, and with 20% fewer sales from the start. */
  halfGrowth: Scenario;
  fewerSales: Scenario;
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const yearly = (v: { year1: number; year2: number; year3: number }): Triple => [v.year1, v.year2, v.year3];

function scenarioOf(inputs: ProjectionInputs): Scenario {
  const { metrics } = project(inputs);
  return {
    fundingGap: metrics.fundingGap,
    year3NetProfit: metrics.year3NetProfit,
    breakEvenMonth: metrics.breakEvenMonth,
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
  const month36 = projection.months[projection.months.length - 1];
  const fixedMonthlyYear3 =
    (month36?.salaries ?? 0) +
    (month36?.marketing ?? 0) +
    (month36?.rent ?? 0) +
    (month36?.utilities ?? 0) +
    (month36?.otherExpenses ?? 0);
  const firstSelling = projection.months[inputs.startMonth];
  return {
    businessName,
    description: text(businessInfo.description),
    productType: text(productsServices.type),
    unitsNoun: /service/i.test(text(productsServices.type)) ? 'jobs' : 'items',
    price,
    cost,
    unitMargin,
    unitMarginPct: price > 0 ? (unitMargin / price) * 100 : null,
    isLosingOnEverySale: cost >= price,
    firstMonthUnits: inputs.firstMonthSales,
    startMonth: inputs.startMonth,
    growthPct: inputs.growthRate * 100,
    fixedMonthly,
    fixedMonthlyYear3,
    expenses,
    breakEvenUnits: unitMargin > 0 ? Math.ceil(fixedMonthly / unitMargin) : null,
    breakEvenUnitsYear3: unitMargin > 0 ? Math.ceil(fixedMonthlyYear3 / unitMargin) : null,
    breakEvenPriceAtStart: inputs.firstMonthSales > 0 ? cost + fixedMonthly / inputs.firstMonthSales : null,
    unitsYear: [projection.years[0].units, projection.years[1].units, projection.years[2].units],
    unitsFirstSellingMonth: firstSelling?.units ?? 0,
    unitsMonth36: month36?.units ?? 0,
    revenue: yearly(pl.totalRevenue),
    cogs: yearly(pl.totalCostOfGoodsSold),
    totalExpenses: yearly(pl.totalExpenses),
    netProfit: yearly(pl.netProfit),
    grossMarginPct: [
      metrics.grossMarginPct.year1,
      metrics.grossMarginPct.year2,
      metrics.grossMarginPct.year3,
    ],
    netMarginPct: [metrics.netMarginPct.year1, metrics.netMarginPct.year2, metrics.netMarginPct.year3],
    revenueGrowthPct: metrics.revenueGrowthPct,
    breakEvenMonth: metrics.breakEvenMonth,
    firstSellingMonthProfit: firstSelling?.netProfit ?? 0,
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
  };
}
