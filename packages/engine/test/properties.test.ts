// Property tests over thousands of random valid questionnaires: the statements' invariants hold exactly.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeQuestionnaire, project } from '../src/index';
import type { MonthRow, YearStatement } from '../src/index';
import { inputsArbitrary, money } from './arbitraries';
import { Problems, toSections } from './helpers';

const RUNS = 2000;

function checkYear(problems: Problems, year: YearStatement): void {
  const { profitLoss: pl, balanceSheet: bs, cashFlow: cf } = year;
  const at = `year ${year.year}`;
  problems.equal(pl.totalRevenue, pl.productServiceRevenue, `${at} totalRevenue`);
  problems.equal(pl.totalCostOfGoodsSold, pl.productServiceCost, `${at} totalCostOfGoodsSold`);
  problems.equal(pl.grossMargin, pl.totalRevenue - pl.totalCostOfGoodsSold, `${at} grossMargin`);
  problems.equal(
    pl.totalExpenses,
    pl.salaries + pl.marketing + pl.rent + pl.utilities + pl.otherExpenses,
    `${at} totalExpenses`,
  );
  problems.equal(pl.operatingProfit, pl.grossMargin - pl.totalExpenses, `${at} operatingProfit`);
  problems.equal(pl.netProfit, pl.operatingProfit, `${at} netProfit`);

  problems.equal(cf.operations.netCashFromOperations, pl.netProfit, `${at} netCashFromOperations`);
  problems.equal(
    cf.changeInCash,
    cf.operations.netCashFromOperations +
      cf.investing.netCashFromInvesting +
      cf.financing.netCashFromFinancing,
    `${at} changeInCash`,
  );
  problems.equal(cf.cashEndOfYear, cf.beginningCash + cf.changeInCash, `${at} cashEndOfYear`);
  problems.equal(cf.cashEndOfYear, bs.assets.cash - bs.liabilities.overdraft, `${at} cash minus overdraft`);

  problems.equal(bs.assets.totalAssets, bs.assets.cash + bs.assets.fixedAssets, `${at} totalAssets`);
  problems.equal(bs.liabilities.totalLiabilities, bs.liabilities.overdraft, `${at} totalLiabilities`);
  problems.equal(
    bs.equity.totalEquity,
    bs.equity.initialCapital + bs.equity.retainedEarnings,
    `${at} totalEquity`,
  );
  problems.equal(
    bs.totalLiabilitiesAndEquity,
    bs.liabilities.totalLiabilities + bs.equity.totalEquity,
    `${at} totalLiabilitiesAndEquity`,
  );
  problems.equal(bs.totalLiabilitiesAndEquity, bs.assets.totalAssets, `${at} balance sheet balances`);
  problems.equal(
    Math.min(bs.assets.cash, bs.liabilities.overdraft),
    0,
    `${at} cash and overdraft not both set`,
  );

  for (const value of [
    ...Object.values(pl),
    bs.assets.totalAssets,
    bs.totalLiabilitiesAndEquity,
    cf.cashEndOfYear,
  ]) {
    problems.check(Number.isSafeInteger(value), `${at} whole dollars: ${value}`);
  }
}

const LEAVES = [
  ['revenue', 'productServiceRevenue'],
  ['cogs', 'productServiceCost'],
  ['salaries', 'salaries'],
  ['marketing', 'marketing'],
  ['rent', 'rent'],
  ['utilities', 'utilities'],
  ['otherExpenses', 'otherExpenses'],
] as const;

describe('projection invariants', () => {
  it('normalises every valid questionnaire without errors, as a completed one when it has price and sales', () => {
    fc.assert(
      fc.property(inputsArbitrary, (inputs) => {
        const isComplete = inputs.unitPrice > 0 && inputs.firstMonthSales >= 1;
        const result = normalizeQuestionnaire(toSections(inputs), { completed: isComplete });
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.inputs.growthRate).toBeCloseTo(inputs.growthRate, 12);
      }),
      { numRuns: RUNS },
    );
  });

  it('balances the balance sheet, ties cash flow to it, and makes every total the sum of its lines', () => {
    fc.assert(
      fc.property(inputsArbitrary, (inputs) => {
        const projection = project(inputs);
        const problems = new Problems();
        for (const year of projection.years) checkYear(problems, year);
        const [year1, year2, year3] = projection.years;
        problems.equal(year1.cashFlow.beginningCash, 0, 'year 1 beginningCash');
        problems.equal(year2.cashFlow.beginningCash, year1.cashFlow.cashEndOfYear, 'year 2 beginningCash');
        problems.equal(year3.cashFlow.beginningCash, year2.cashFlow.cashEndOfYear, 'year 3 beginningCash');
        problems.equal(
          year3.balanceSheet.equity.retainedEarnings,
          year1.profitLoss.netProfit + year2.profitLoss.netProfit + year3.profitLoss.netProfit,
          'retained earnings',
        );
        problems.equal(
          projection.profitLoss.netProfit.year3,
          year3.profitLoss.netProfit,
          'pivoted netProfit',
        );
        problems.equal(
          projection.balanceSheet.assets.cash.year2,
          year2.balanceSheet.assets.cash,
          'pivoted cash',
        );
        problems.equal(
          projection.cashFlow.operations.netProfit.year1,
          year1.profitLoss.netProfit,
          'pivoted operations.netProfit',
        );
        problems.assertNone();
      }),
      { numRuns: RUNS },
    );
  });

  it('splits each year into whole-dollar months that add up exactly to the yearly lines', () => {
    fc.assert(
      fc.property(inputsArbitrary, (inputs) => {
        const { months, roundedMonths, years } = project(inputs);
        const problems = new Problems();
        years.forEach((year, y) => {
          const monthRows = roundedMonths.slice(12 * y, 12 * y + 12);
          for (const [monthField, yearField] of LEAVES) {
            const sum = monthRows.reduce((total, row) => total + row[monthField], 0);
            problems.equal(sum, year.profitLoss[yearField], `year ${y + 1} months of ${monthField}`);
            monthRows.forEach((row, i) => {
              const raw = (months[12 * y + i] as MonthRow)[monthField];
              problems.check(
                Math.abs(row[monthField] - raw) < 1 + 1e-6 * Math.max(1, raw),
                `month ${12 * y + i} ${monthField} ${row[monthField]} is not within a dollar of ${raw}`,
              );
            });
          }
          problems.equal(
            roundedMonths[12 * y + 11]?.cash,
            year.cashFlow.cashEndOfYear,
            `year ${y + 1} last month cash`,
          );
          problems.equal(
            monthRows.reduce((total, row) => total + row.netProfit, 0),
            year.profitLoss.netProfit,
            `year ${y + 1} months of netProfit`,
          );
        });
        problems.assertNone();
      }),
      { numRuns: RUNS },
    );
  });

  it('with the first sale at opening, year 2 sells (1 + g) times the units of year 1', () => {
    fc.assert(
      fc.property(inputsArbitrary, (inputs) => {
        const [year1, year2, year3] = project({ ...inputs, startMonth: 0 }).years;
        expectRelativelyClose(year2.units, (1 + inputs.growthRate) * year1.units);
        expectRelativelyClose(year3.units, (1 + inputs.growthRate) * year2.units);
      }),
      { numRuns: RUNS },
    );
  });

  it('never lowers revenue when the price rises', () => {
    fc.assert(
      fc.property(inputsArbitrary, money(1000), (inputs, rise) => {
        const before = project(inputs).profitLoss.totalRevenue;
        const unitPrice = Math.min(100_000, inputs.unitPrice + rise);
        const after = project({ ...inputs, unitPrice }).profitLoss.totalRevenue;
        expect(after.year1).toBeGreaterThanOrEqual(before.year1);
        expect(after.year2).toBeGreaterThanOrEqual(before.year2);
        expect(after.year3).toBeGreaterThanOrEqual(before.year3);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the funding gap consistent with the lowest balance and the warning', () => {
    fc.assert(
      fc.property(inputsArbitrary, (inputs) => {
        const { metrics, warnings, months } = project(inputs);
        const lowest = Math.min(metrics.openingCash, ...months.map((month) => month.cash));
        expect(metrics.lowestCash).toBeCloseTo(lowest, 4);
        expect(Number.isSafeInteger(metrics.fundingGap)).toBe(true);
        expect(Math.abs(metrics.fundingGap - Math.max(0, -metrics.lowestCash))).toBeLessThanOrEqual(
          0.5 + 1e-6,
        );
        expect(warnings.some((warning) => warning.code === 'CASH_NEGATIVE')).toBe(metrics.fundingGap > 0);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Unit counts are unrounded and can reach 10^10 a year, so they are compared to a relative precision. */
function expectRelativelyClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
}
