// Property tests of the extended model over 3 and 5 years: statements balance and tie, to the dollar.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { project, roundDollars } from '../src/index';
import type { Projection, ProjectionYears, RoundedMonthRow, YearStatement } from '../src/index';
import { extendedInputsArbitrary, inputsArbitrary } from './arbitraries';
import { Problems } from './helpers';

const RUNS = 2000;
const TIMEOUT = 120_000;

function checkYear(problems: Problems, year: YearStatement): void {
  const { profitLoss: pl, balanceSheet: bs, cashFlow: cf } = year;
  const at = `year ${year.year}`;
  problems.equal(pl.grossMargin, pl.totalRevenue - pl.totalCostOfGoodsSold, `${at} grossMargin`);
  problems.equal(
    pl.totalExpenses,
    pl.salaries + pl.marketing + pl.rent + pl.utilities + pl.otherExpenses,
    `${at} totalExpenses`,
  );
  problems.equal(
    pl.operatingProfit,
    pl.grossMargin - pl.totalExpenses - pl.depreciation,
    `${at} operatingProfit`,
  );
  problems.equal(pl.profitBeforeTax, pl.operatingProfit - pl.interestExpense, `${at} profitBeforeTax`);
  problems.equal(pl.netProfit, pl.profitBeforeTax - pl.incomeTax, `${at} netProfit`);
  problems.check(pl.incomeTax >= 0, `${at} tax is never negative`);

  problems.equal(cf.operations.netProfit, pl.netProfit, `${at} operations.netProfit`);
  problems.equal(cf.operations.depreciation, pl.depreciation, `${at} operations.depreciation`);
  problems.equal(cf.operations.netCashFromOperations, pl.netProfit + pl.depreciation, `${at} operations`);
  const f = cf.financing;
  problems.equal(
    f.netCashFromFinancing,
    f.initialCash + f.loanProceeds + f.loanRepayments + f.ownerDraws,
    `${at} netCashFromFinancing`,
  );
  problems.equal(
    cf.changeInCash,
    cf.operations.netCashFromOperations + cf.investing.netCashFromInvesting + f.netCashFromFinancing,
    `${at} changeInCash`,
  );
  problems.equal(cf.cashEndOfYear, cf.beginningCash + cf.changeInCash, `${at} cashEndOfYear`);
  problems.equal(cf.cashEndOfYear, bs.assets.cash - bs.liabilities.overdraft, `${at} cash minus overdraft`);
  problems.check(f.ownerDraws <= 0 && bs.equity.ownerDraws <= 0, `${at} draws are negative`);

  const a = bs.assets;
  problems.equal(a.netFixedAssets, a.fixedAssets - a.accumulatedDepreciation, `${at} netFixedAssets`);
  problems.check(a.netFixedAssets >= 0, `${at} never depreciates below zero`);
  problems.equal(a.totalAssets, a.cash + a.netFixedAssets, `${at} totalAssets`);
  problems.equal(
    bs.liabilities.totalLiabilities,
    bs.liabilities.overdraft + bs.liabilities.loans,
    `${at} totalLiabilities`,
  );
  problems.equal(
    bs.equity.totalEquity,
    bs.equity.initialCapital + bs.equity.ownerDraws + bs.equity.retainedEarnings,
    `${at} totalEquity`,
  );
  problems.equal(
    bs.totalLiabilitiesAndEquity,
    bs.liabilities.totalLiabilities + bs.equity.totalEquity,
    `${at} totalLiabilitiesAndEquity`,
  );
  problems.equal(bs.totalLiabilitiesAndEquity, a.totalAssets, `${at} balance sheet balances`);
  for (const value of [...Object.values(pl), a.totalAssets, bs.totalLiabilitiesAndEquity, cf.cashEndOfYear]) {
    problems.check(Number.isSafeInteger(value), `${at} whole dollars: ${value}`);
  }
}

/** The year-to-year chain: beginning cash, running totals and loan balances agree across years. */
function checkChain(problems: Problems, projection: Projection): void {
  const { years } = projection;
  let retained = 0;
  let depreciation = 0;
  let draws = 0;
  let loans = 0;
  years.forEach((year, y) => {
    const previous = years[y - 1];
    problems.equal(
      year.cashFlow.beginningCash,
      previous ? previous.cashFlow.cashEndOfYear : 0,
      `year ${y + 1} begins`,
    );
    retained += year.profitLoss.netProfit;
    depreciation += year.profitLoss.depreciation;
    draws += year.cashFlow.financing.ownerDraws;
    loans += year.cashFlow.financing.loanProceeds + year.cashFlow.financing.loanRepayments;
    problems.equal(year.balanceSheet.equity.retainedEarnings, retained, `year ${y + 1} retained earnings`);
    problems.equal(
      year.balanceSheet.assets.accumulatedDepreciation,
      depreciation,
      `year ${y + 1} accumulated`,
    );
    problems.equal(
      year.balanceSheet.equity.ownerDraws,
      draws === 0 ? 0 : draws,
      `year ${y + 1} draws to date`,
    );
    problems.equal(year.balanceSheet.liabilities.loans, loans, `year ${y + 1} loans = proceeds + repayments`);
  });
}

/** The months for display add up to every yearly leaf, and each year's last month shows its cash. */
function checkRoundedMonths(problems: Problems, projection: Projection): void {
  projection.years.forEach((year, y) => {
    const rows = projection.roundedMonths.slice(12 * y, 12 * y + 12);
    const sum = (field: keyof RoundedMonthRow): number => rows.reduce((total, row) => total + row[field], 0);
    const pl = year.profitLoss;
    const at = `year ${y + 1} months`;
    problems.equal(sum('revenue'), pl.totalRevenue, `${at} revenue`);
    problems.equal(sum('depreciation'), pl.depreciation, `${at} depreciation`);
    problems.equal(sum('interestExpense'), pl.interestExpense, `${at} interest`);
    problems.equal(sum('incomeTax'), pl.incomeTax, `${at} tax`);
    problems.equal(sum('netProfit'), pl.netProfit, `${at} netProfit`);
    problems.equal(sum('loanProceeds'), year.cashFlow.financing.loanProceeds, `${at} proceeds`);
    problems.equal(-sum('principalRepaid'), year.cashFlow.financing.loanRepayments, `${at} repayments`);
    problems.equal(-sum('ownerDraw'), year.cashFlow.financing.ownerDraws, `${at} draws`);
    problems.equal(rows[11]?.cash, year.cashFlow.cashEndOfYear, `${at} last month cash`);
  });
}

function checkMonthlyCash(problems: Problems, projection: Projection): void {
  // The unrounded monthly cash ends each year within half a dollar per rounded leaf to date of the
  // statement (at most 16 leaves a year), plus floating-point error on large figures.
  projection.years.forEach((year, y) => {
    const cash = projection.months[12 * y + 11]?.cash ?? NaN;
    const tolerance = 8 * (y + 1) + 1e-9 * Math.abs(cash);
    problems.check(
      Math.abs(cash - year.cashFlow.cashEndOfYear) <= tolerance,
      `year ${y + 1} monthly cash ${cash} is far from ${year.cashFlow.cashEndOfYear}`,
    );
  });
}

/** The funding gap is the rounded depth of the lowest balance over the opening and every month. */
function checkFundingGap(problems: Problems, projection: Projection): void {
  const { metrics, months } = projection;
  const lowest = Math.min(metrics.openingCash, ...months.map((month) => month.cash));
  problems.check(
    Math.abs(metrics.lowestCash - lowest) <= 1e-6 * Math.max(1, Math.abs(lowest)),
    `lowestCash ${metrics.lowestCash} is not the lowest balance ${lowest}`,
  );
  problems.equal(metrics.fundingGap, roundDollars(Math.max(0, -metrics.lowestCash)), 'fundingGap');
  const warned = projection.warnings.some((warning) => warning.code === 'CASH_NEGATIVE');
  problems.equal(warned, metrics.fundingGap > 0, 'CASH_NEGATIVE warning');
}

describe.each([3, 5] as ProjectionYears[])('extended model over %i years', (years) => {
  it(
    'balances the balance sheet, ties the cash flow, and makes every total the sum of its lines',
    () => {
      fc.assert(
        fc.property(extendedInputsArbitrary(years), (inputs) => {
          const projection = project(inputs);
          const problems = new Problems();
          problems.equal(projection.years.length, years, 'years');
          problems.equal(projection.months.length, 12 * years, 'months');
          for (const year of projection.years) checkYear(problems, year);
          checkChain(problems, projection);
          checkRoundedMonths(problems, projection);
          checkMonthlyCash(problems, projection);
          checkFundingGap(problems, projection);
          problems.assertNone();
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});

describe('extended model, across plans and defaults', () => {
  it(
    'keeps years 1-3 of a five-year projection equal to the three-year projection',
    () => {
      fc.assert(
        fc.property(extendedInputsArbitrary(5), (inputs) => {
          const five = project(inputs);
          const three = project({ ...inputs, projectionYears: 3 });
          expect(five.years.slice(0, 3)).toEqual(three.years);
          expect(five.roundedMonths.slice(0, 36)).toEqual(three.roundedMonths);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "gives today's figures when every extended input is given at its default",
    () => {
      fc.assert(
        fc.property(
          inputsArbitrary,
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 0, max: 59 }),
          fc.double({ min: 0.001, max: 1000, noNaN: true }),
          (inputs, firstCalendarMonth, ownerDrawStartMonth, flatWeight) => {
            const explicit = project({
              ...inputs,
              projectionYears: 3,
              loans: [],
              incomeTaxRatePct: 0,
              usefulLifeYears: null,
              ownerDrawMonthly: 0,
              ownerDrawStartMonth,
              seasonalityWeights: new Array(12).fill(flatWeight),
              firstCalendarMonth,
            });
            expect(explicit).toEqual(project(inputs));
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
