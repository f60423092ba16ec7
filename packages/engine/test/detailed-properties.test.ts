// Property tests of the detailed model over 3 and 5 years (streams, a team, start-up items, working capital
// on top of the extended inputs): statements balance and tie to the dollar, the 24 displayed months add up to
// years 1 and 2, and with every detailed input absent or empty the projection is the extended model's.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { project, projectScenarios, sensitivity, tooLargeToProject } from '../src/index';
import type { Projection, ProjectionInputs, ProjectionYears, RoundedMonthRow, YearKey } from '../src/index';
import { detailedInputsArbitrary, extendedInputsArbitrary } from './arbitraries';
import { Problems } from './helpers';

// Whole projections with up to 5 streams and 20 roles: modest runs keep the suite within its time budget.
const RUNS = 40;
const TIMEOUT = 120_000;

/** The projection, or null when the size rule refuses it (the server answers those with a 400). */
function projectWithinSize(inputs: ProjectionInputs): Projection | null {
  const projection = project(inputs);
  return tooLargeToProject(inputs, projection) === undefined ? projection : null;
}

function checkYears(problems: Problems, projection: Projection): void {
  let receivables = 0;
  let inventory = 0;
  let payables = 0;
  projection.years.forEach((year, y) => {
    const { profitLoss: pl, balanceSheet: bs, cashFlow: cf } = year;
    const at = `year ${y + 1}`;
    const key = `year${y + 1}` as YearKey;
    const streams = projection.revenueStreams;
    problems.equal(
      pl.productServiceRevenue,
      streams.reduce((sum, stream) => sum + (stream.revenue[key] as number), 0),
      `${at} revenue is the streams' sum`,
    );
    problems.equal(
      pl.productServiceCost,
      streams.reduce((sum, stream) => sum + (stream.cost[key] as number), 0),
      `${at} cost is the streams' sum`,
    );
    problems.equal(pl.grossMargin, pl.totalRevenue - pl.totalCostOfGoodsSold, `${at} grossMargin`);
    problems.equal(
      pl.totalExpenses,
      pl.salaries +
        pl.staffWages +
        pl.payrollTaxesBenefits +
        pl.marketing +
        pl.rent +
        pl.utilities +
        pl.otherExpenses +
        pl.startupExpenses,
      `${at} totalExpenses`,
    );
    problems.equal(
      pl.operatingProfit,
      pl.grossMargin - pl.totalExpenses - pl.depreciation,
      `${at} operating`,
    );
    problems.equal(pl.netProfit, pl.profitBeforeTax - pl.incomeTax, `${at} netProfit`);
    problems.check(y === 0 || pl.startupExpenses === 0, `${at} start-up expenses only in year 1`);

    const ops = cf.operations;
    problems.equal(ops.changeInReceivables, -(bs.assets.accountsReceivable - receivables), `${at} ΔAR`);
    problems.equal(ops.changeInInventory, -(bs.assets.inventory - inventory), `${at} ΔInv`);
    problems.equal(ops.changeInPayables, bs.liabilities.accountsPayable - payables, `${at} ΔAP`);
    receivables = bs.assets.accountsReceivable;
    inventory = bs.assets.inventory;
    payables = bs.liabilities.accountsPayable;
    problems.check(receivables >= 0 && inventory >= 0 && payables >= 0, `${at} balances are never negative`);
    problems.equal(
      ops.netCashFromOperations,
      ops.netProfit +
        ops.depreciation +
        ops.changeInReceivables +
        ops.changeInInventory +
        ops.changeInPayables,
      `${at} netCashFromOperations`,
    );
    problems.equal(
      cf.changeInCash,
      ops.netCashFromOperations + cf.investing.netCashFromInvesting + cf.financing.netCashFromFinancing,
      `${at} changeInCash`,
    );
    problems.equal(cf.cashEndOfYear, cf.beginningCash + cf.changeInCash, `${at} cashEndOfYear`);
    // The cash flow ties to the balance sheet's cash (an overdraft is negative cash).
    problems.equal(cf.cashEndOfYear, bs.assets.cash - bs.liabilities.overdraft, `${at} cash ties`);
    const a = bs.assets;
    problems.equal(
      a.totalAssets,
      a.cash + a.accountsReceivable + a.inventory + a.netFixedAssets,
      `${at} totalAssets`,
    );
    const l = bs.liabilities;
    problems.equal(l.totalLiabilities, l.overdraft + l.accountsPayable + l.loans, `${at} totalLiabilities`);
    problems.equal(bs.totalLiabilitiesAndEquity, a.totalAssets, `${at} balance sheet balances`);
    for (const value of [
      ...Object.values(pl),
      a.totalAssets,
      bs.totalLiabilitiesAndEquity,
      cf.cashEndOfYear,
    ]) {
      problems.check(Number.isSafeInteger(value), `${at} whole dollars: ${value}`);
    }
  });
}

/** Each stream's months add up to its yearly revenue and cost. */
function checkStreamMonths(problems: Problems, projection: Projection): void {
  projection.revenueStreamMonths.forEach((stream, j) => {
    const statement = projection.revenueStreams[j]!;
    projection.years.forEach((_, y) => {
      const key = `year${y + 1}` as YearKey;
      const sum = (column: number[]) => column.slice(12 * y, 12 * y + 12).reduce((a, b) => a + b, 0);
      problems.equal(sum(stream.revenue), statement.revenue[key], `stream ${j} year ${y + 1} revenue months`);
      problems.equal(sum(stream.cost), statement.cost[key], `stream ${j} year ${y + 1} cost months`);
    });
  });
}

/** The 24 displayed months add up to every yearly leaf of years 1 and 2, and months 12 and 24 show its cash. */
function checkDisplayedMonths(problems: Problems, projection: Projection): void {
  problems.equal(projection.displayedMonths.length, 24, 'displayed months');
  for (const y of [0, 1]) {
    const year = projection.years[y]!;
    const rows = projection.displayedMonths.slice(12 * y, 12 * y + 12);
    const sum = (field: keyof RoundedMonthRow): number => rows.reduce((total, row) => total + row[field], 0);
    const { profitLoss: pl, cashFlow: cf } = year;
    const at = `year ${y + 1} months`;
    const expected: [keyof RoundedMonthRow, number][] = [
      ['revenue', pl.totalRevenue],
      ['cogs', pl.totalCostOfGoodsSold],
      ['salaries', pl.salaries],
      ['staffWages', pl.staffWages],
      ['payrollTaxesBenefits', pl.payrollTaxesBenefits],
      ['marketing', pl.marketing],
      ['rent', pl.rent],
      ['utilities', pl.utilities],
      ['otherExpenses', pl.otherExpenses],
      ['startupExpenses', pl.startupExpenses],
      ['totalExpenses', pl.totalExpenses],
      ['depreciation', pl.depreciation],
      ['interestExpense', pl.interestExpense],
      ['incomeTax', pl.incomeTax],
      ['netProfit', pl.netProfit],
      ['changeInReceivables', cf.operations.changeInReceivables],
      ['changeInInventory', cf.operations.changeInInventory],
      ['changeInPayables', cf.operations.changeInPayables],
      ['loanProceeds', cf.financing.loanProceeds],
      ['principalRepaid', -cf.financing.loanRepayments],
      ['ownerDraw', -cf.financing.ownerDraws],
    ];
    for (const [field, figure] of expected) problems.equal(sum(field), figure, `${at} ${field}`);
    problems.equal(rows[11]?.cash, cf.cashEndOfYear, `${at} last month's cash`);
  }
}

describe.each([3, 5] as ProjectionYears[])('detailed model over %i years', (years) => {
  it(
    'balances the balance sheet, ties the cash flow, adds the streams and the 24 displayed months up',
    () => {
      let projected = 0;
      fc.assert(
        fc.property(detailedInputsArbitrary(years), (inputs) => {
          const projection = projectWithinSize(inputs);
          if (projection === null) return;
          projected += 1;
          const problems = new Problems();
          problems.equal(projection.years.length, years, 'years');
          problems.equal(
            projection.revenueStreams.length,
            1 + (inputs.revenueStreams?.length ?? 0),
            'streams',
          );
          checkYears(problems, projection);
          checkDisplayedMonths(problems, projection);
          checkStreamMonths(problems, projection);
          problems.assertNone();
        }),
        { numRuns: RUNS },
      );
      // Most plans fit: the property is not vacuous.
      expect(projected).toBeGreaterThan(RUNS / 2);
    },
    TIMEOUT,
  );
});

/** The inputs with every detailed answer given as empty or 0 (as a form may send them). */
function withEmptyDetail(inputs: ProjectionInputs): ProjectionInputs {
  return {
    ...inputs,
    revenueStreams: [],
    staffRoles: [],
    payrollBurdenPct: 0,
    startupItems: [],
    receivableDays: 0,
    inventoryDays: 0,
    payableDays: 0,
  };
}

describe('detailed model, all absent', () => {
  it(
    'equals the extended model when every detailed input is absent or empty',
    () => {
      fc.assert(
        fc.property(extendedInputsArbitrary(5), fc.boolean(), (inputs, fiveYears) => {
          const plain = { ...inputs, projectionYears: fiveYears ? 5 : 3 } as ProjectionInputs;
          expect(project(withEmptyDetail(plain))).toEqual(project(plain));
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'gives the extended scenarios and sensitivity rows when every detailed input is absent or empty',
    () => {
      fc.assert(
        fc.property(extendedInputsArbitrary(3), (plain) => {
          const summary = (inputs: ProjectionInputs) => {
            const { worst, base, best } = projectScenarios(inputs);
            return [worst, base, best].map(({ projection: _, ...figures }) => figures);
          };
          expect(summary(withEmptyDetail(plain))).toEqual(summary(plain));
          expect(sensitivity(withEmptyDetail(plain))).toEqual(sensitivity(plain));
        }),
        { numRuns: 10 },
      );
    },
    TIMEOUT,
  );
});
