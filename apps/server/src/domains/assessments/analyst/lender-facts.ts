// What a lender asks next, read from the engine: the loans and their coverage, tax, depreciation, the
// owner's draws and the seasons. Each part is null when the plan does not use it.
import {
  CALENDAR_MONTHS,
  cashAvailableForDebtService,
  DSCR_MINIMUM,
  loanPayment,
  project,
  roundDollars,
  seasonAnchor,
  seasonFactors,
  type LoanInput,
  type Projection,
  type ProjectionInputs,
} from '@trajectory/engine';
import { valuesByYear } from '../../../infra/ai/years';

export type LoanFact = LoanInput & { /** The equal monthly payment. */ payment: number };

/** A year (1-based) and its debt-service coverage. */
export type CoverageYear = { year: number; coverage: number };

export type DebtFacts = {
  loans: LoanFact[];
  /** Σ of the amounts borrowed. */
  total: number;
  /** Per year: interest, principal repaid (positive), their sum, and the balance still owed at year end. */
  interest: number[];
  repayments: number[];
  service: number[];
  balance: number[];
  /** Operating profit + depreciation: the cash the business earns before debt service. */
  /** Cash available for debt service per year: operating profit + depreciation − income tax − owner's draws. */
  cashProfit: number[];
  coverage: (number | null)[];
  /** The years with debt service whose coverage is under DSCR_MINIMUM. */
  low: CoverageYear[];
  /** The year with debt service and the lowest coverage, with what it lacks to reach DSCR_MINIMUM. */
  weakest: (CoverageYear & { service: number; cashProfit: number; shortfall: number }) | null;
  /** When coverage is low: the shortest common term (months) that lifts every year to the minimum. */
  longerTerm: { termMonths: number; weakest: CoverageYear } | null;
  /** When no longer term is enough: the longest one tried, and the weakest year's coverage with it. */
  longestTermTried: { termMonths: number; weakest: CoverageYear } | null;
  /** When coverage is low: about how much could be borrowed (same terms) with every year at the minimum. */
  smallerLoan: { amount: number; fundingGap: number } | null;
  /** The same plan without any loan. */
  withoutLoans: { fundingGap: number; lowestCash: number };
  /** The first year ending with nothing owed, after the last loan arrived; null if still owed at the end. */
  repaidByYear: number | null;
};

export type TaxFacts = {
  ratePct: number;
  tax: number[];
  profitBeforeTax: number[];
  /** Years whose tax is lower than the rate × that year's profit, thanks to losses carried from before. */
  sheltered: { year: number; profitBeforeTax: number; saved: number }[];
  /** The years (1-based) with a loss before tax. */
  lossYears: number[];
};

export type DepreciationFacts = {
  lifeYears: number;
  /** The startup purchases at cost. */
  cost: number;
  yearly: number[];
  /** Net book value at each year end. */
  netFixedAssets: number[];
  /** The year (1-based) the purchases are fully written off, or null when beyond the projection. */
  writtenOffYear: number | null;
};

export type DrawFacts = {
  monthly: number;
  /** 0-based month of the first draw. */
  startMonth: number;
  yearly: number[];
  total: number;
  /** The years whose net profit (after tax) is smaller than the draws taken. */
  uncovered: { year: number; draws: number; netProfit: number }[];
};

/** A calendar month in the projection: its name and its month index in Year 2 (every month sells by then). */
export type SeasonMonth = { name: string; month: number; revenue: number; sharePct: number };

export type SeasonFacts = {
  weights: number[];
  /** Month 1 of the projection in the calendar, "March". */
  openingMonthName: string;
  busiest: SeasonMonth[];
  quietest: SeasonMonth[];
  /** The calendar month of the lowest cash (null: at opening). */
  lowestCashMonthName: string | null;
  /** The same plan with a flat year. */
  flat: { lowestCash: number; lowestCashMonth: number | null; fundingGap: number };
};

export type LenderFacts = {
  /** True when any of the parts below is in use: the text then speaks of them. */
  any: boolean;
  debt: DebtFacts | null;
  tax: TaxFacts | null;
  depreciation: DepreciationFacts | null;
  draws: DrawFacts | null;
  seasons: SeasonFacts | null;
};

/**
 * Terms a small-business lender commonly offers for working capital and equipment (SBA 7(a) up to ten
 * years), tried in order when the plan's term is too short for its cash.
 */
const LONGER_TERMS = [84, 120];

function coverageYears(projection: Projection): (number | null)[] {
  return valuesByYear(projection.metrics.debtServiceCoverage, projection);
}

function weakestOf(coverage: readonly (number | null)[]): CoverageYear | null {
  let weakest: CoverageYear | null = null;
  coverage.forEach((c, i) => {
    if (c !== null && (weakest === null || c < weakest.coverage)) weakest = { year: i + 1, coverage: c };
  });
  return weakest;
}

/** The year with debt service and the lowest coverage in a projection; null without debt service. */
export function weakestCoverageOf(projection: Projection): CoverageYear | null {
  return weakestOf(coverageYears(projection));
}

const coversEveryYear = (projection: Projection) =>
  coverageYears(projection).every((c) => c === null || c >= DSCR_MINIMUM);

/** Rounds down to a figure a founder would ask a bank for: 22,437 → 22,000; 4,380 → 4,300. */
function roundDownAmount(x: number): number {
  const step = x >= 10_000 ? 1_000 : 100;
  return Math.floor(x / step) * step;
}

function deriveDebt(inputs: ProjectionInputs, projection: Projection): DebtFacts | null {
  const loans = (inputs.loans ?? []).filter((loan) => loan.startMonth < projection.months.length);
  if (loans.length === 0) return null;
  const { profitLoss: pl, cashFlow: cf, balanceSheet: bs } = projection;
  const interest = valuesByYear(pl.interestExpense, projection);
  const repayments = valuesByYear(cf.financing.loanRepayments, projection).map((r) => -r);
  const service = interest.map((x, i) => x + (repayments[i] ?? 0));
  // Cash available for debt service, as a lender reads an owner-run business: after income tax and draws.
  const cashProfit = projection.years.map((year) => cashAvailableForDebtService(year));
  const coverage = coverageYears(projection);
  const low = coverage.flatMap((c, i) =>
    c !== null && c < DSCR_MINIMUM ? [{ year: i + 1, coverage: c }] : [],
  );
  const weakestYear = weakestOf(coverage);
  const weakest = weakestYear && {
    ...weakestYear,
    service: service[weakestYear.year - 1] ?? 0,
    cashProfit: cashProfit[weakestYear.year - 1] ?? 0,
    shortfall: Math.max(
      0,
      DSCR_MINIMUM * (service[weakestYear.year - 1] ?? 0) - (cashProfit[weakestYear.year - 1] ?? 0),
    ),
  };

  let longerTerm: DebtFacts['longerTerm'] = null;
  let longestTermTried: DebtFacts['longestTermTried'] = null;
  let smallerLoan: DebtFacts['smallerLoan'] = null;
  if (low.length > 0) {
    const longestTerm = Math.max(...loans.map((loan) => loan.termMonths));
    for (const termMonths of LONGER_TERMS.filter((t) => t > longestTerm)) {
      const stretched = project({
        ...inputs,
        loans: (inputs.loans ?? []).map((loan) => ({
          ...loan,
          termMonths: Math.max(loan.termMonths, termMonths),
        })),
      });
      const stretchedWeakest = weakestOf(coverageYears(stretched));
      if (!stretchedWeakest) break;
      if (coversEveryYear(stretched)) {
        longerTerm = { termMonths, weakest: stretchedWeakest };
        longestTermTried = null;
        break;
      }
      longestTermTried = { termMonths, weakest: stretchedWeakest };
    }
    // Coverage falls as every loan grows in proportion, so bisection finds the largest share that covers.
    const total = loans.reduce((sum, loan) => sum + loan.amount, 0);
    const scaled = (amount: number) =>
      project({
        ...inputs,
        loans: (inputs.loans ?? []).map((loan) => ({ ...loan, amount: (loan.amount * amount) / total })),
      });
    let covers = 0;
    let fails = total;
    for (let i = 0; i < 40 && fails - covers > 1; i += 1) {
      const middle = (covers + fails) / 2;
      if (coversEveryYear(scaled(middle))) covers = middle;
      else fails = middle;
    }
    const amount = roundDownAmount(covers);
    if (amount > 0) smallerLoan = { amount, fundingGap: scaled(amount).metrics.fundingGap };
  }

  const without = project({ ...inputs, loans: [] }).metrics;
  const balance = valuesByYear(bs.liabilities.loans, projection);
  const lastArrival = Math.floor(Math.max(...loans.map((loan) => loan.startMonth)) / 12);
  const repaidIndex = balance.findIndex((b, i) => i >= lastArrival && b === 0);
  return {
    loans: loans.map((loan) => ({
      ...loan,
      payment: loanPayment(loan.amount, loan.annualRatePct, loan.termMonths),
    })),
    total: loans.reduce((sum, loan) => sum + roundDollars(loan.amount), 0),
    interest,
    repayments,
    service,
    balance,
    cashProfit,
    coverage,
    low,
    weakest,
    longerTerm,
    longestTermTried,
    smallerLoan,
    withoutLoans: { fundingGap: without.fundingGap, lowestCash: without.lowestCash },
    repaidByYear: repaidIndex < 0 ? null : repaidIndex + 1,
  };
}

function deriveTax(inputs: ProjectionInputs, projection: Projection): TaxFacts | null {
  const ratePct = inputs.incomeTaxRatePct ?? 0;
  if (ratePct <= 0) return null;
  const tax = valuesByYear(projection.profitLoss.incomeTax, projection);
  const profitBeforeTax = valuesByYear(projection.profitLoss.profitBeforeTax, projection);
  return {
    ratePct,
    tax,
    profitBeforeTax,
    // What the year would pay without the losses carried in, against what it pays.
    sheltered: profitBeforeTax.flatMap((profit, i) => {
      const saved = profit > 0 ? roundDollars((ratePct / 100) * profit) - (tax[i] ?? 0) : 0;
      return saved > 0 ? [{ year: i + 1, profitBeforeTax: profit, saved }] : [];
    }),
    lossYears: profitBeforeTax.flatMap((profit, i) => (profit < 0 ? [i + 1] : [])),
  };
}

function deriveDepreciation(inputs: ProjectionInputs, projection: Projection): DepreciationFacts | null {
  const yearly = valuesByYear(projection.profitLoss.depreciation, projection);
  if (!inputs.usefulLifeYears || yearly.every((d) => d === 0)) return null;
  const netFixedAssets = valuesByYear(projection.balanceSheet.assets.netFixedAssets, projection);
  const writtenOff = netFixedAssets.findIndex((n) => n === 0);
  return {
    lifeYears: inputs.usefulLifeYears,
    cost: projection.balanceSheet.assets.fixedAssets.year1,
    yearly,
    netFixedAssets,
    writtenOffYear: writtenOff < 0 ? null : writtenOff + 1,
  };
}

function deriveDraws(inputs: ProjectionInputs, projection: Projection): DrawFacts | null {
  // The cash flow carries the draws as a negative financing line.
  const yearly = valuesByYear(projection.cashFlow.financing.ownerDraws, projection).map((d) => -d);
  if (yearly.every((d) => d === 0)) return null;
  const netProfit = valuesByYear(projection.profitLoss.netProfit, projection);
  return {
    monthly: inputs.ownerDrawMonthly ?? 0,
    startMonth: inputs.ownerDrawStartMonth ?? 0,
    yearly,
    total: yearly.reduce((sum, d) => sum + d, 0),
    uncovered: yearly.flatMap((draws, i) =>
      draws > 0 && (netProfit[i] ?? 0) < draws ? [{ year: i + 1, draws, netProfit: netProfit[i] ?? 0 }] : [],
    ),
  };
}

/** The calendar month of a 0-based projection month. */
export function calendarMonthOf(month: number, firstCalendarMonth: number): string {
  return CALENDAR_MONTHS[(firstCalendarMonth - 1 + month) % 12] as string;
}

function deriveSeasons(inputs: ProjectionInputs, projection: Projection): SeasonFacts | null {
  const weights = inputs.seasonalityWeights;
  if (!weights || weights.length !== 12 || weights.every((w) => w === weights[0])) return null;
  const first = inputs.firstCalendarMonth ?? 1;
  const sum = weights.reduce((a, b) => a + b, 0);
  const yearTwo = projection.roundedMonths.slice(12, 24);
  const monthsWeighing = (target: number): SeasonMonth[] =>
    weights.flatMap((w, calendarIndex) => {
      if (w !== target) return [];
      // The Year 2 month that falls in this calendar month.
      const month = 12 + ((calendarIndex - (first - 1) + 12) % 12);
      return [
        {
          name: CALENDAR_MONTHS[calendarIndex] as string,
          month,
          revenue: yearTwo[month - 12]?.revenue ?? 0,
          sharePct: (w / sum) * 100,
        },
      ];
    });
  // The same plan at its average season: the same yearly volume spread evenly. The answer is the first
  // selling month's own sales (issue #24), so the even month sells it over that month's season, F(a).
  const anchor = seasonAnchor(
    seasonFactors(inputs.seasonalityWeights ?? null, inputs.firstCalendarMonth ?? 1),
    inputs.startMonth,
  );
  const flat = project({
    ...inputs,
    seasonalityWeights: null,
    firstMonthSales: inputs.firstMonthSales / anchor,
  }).metrics;
  const { lowestCashMonth } = projection.metrics;
  return {
    weights: [...weights],
    openingMonthName: calendarMonthOf(0, first),
    busiest: monthsWeighing(Math.max(...weights)),
    quietest: monthsWeighing(Math.min(...weights)),
    lowestCashMonthName: lowestCashMonth === null ? null : calendarMonthOf(lowestCashMonth, first),
    flat: { lowestCash: flat.lowestCash, lowestCashMonth: flat.lowestCashMonth, fundingGap: flat.fundingGap },
  };
}

export function deriveLenderFacts(inputs: ProjectionInputs, projection: Projection): LenderFacts {
  const facts = {
    debt: deriveDebt(inputs, projection),
    tax: deriveTax(inputs, projection),
    depreciation: deriveDepreciation(inputs, projection),
    draws: deriveDraws(inputs, projection),
    seasons: deriveSeasons(inputs, projection),
  };
  return { any: Object.values(facts).some((part) => part !== null), ...facts };
}
