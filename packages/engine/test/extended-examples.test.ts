// Worked examples of the extended model (loans, tax, depreciation, owner's draw, seasonality), written out.
// Literals come from an independent 60-digit implementation of the spec, or are worked by hand as shown.

import { describe, expect, it } from 'vitest';
import { loanPayment, project, SEASONALITY_PRESETS } from '../src/index';
import type { Projection, YearValues } from '../src/index';
import { incomeTaxes } from '../src/statements';
import { makeInputs } from './helpers';

/** Years 1..3 of a by-year line as a list. */
function threeYears(values: YearValues): number[] {
  return [values.year1, values.year2, values.year3];
}

function expectBalanced(projection: Projection): void {
  for (const year of projection.years) {
    expect(year.balanceSheet.totalLiabilitiesAndEquity).toBe(year.balanceSheet.assets.totalAssets);
  }
}

describe('a loan against a standard amortisation table', () => {
  // $50,000 at 8% a year over 60 months, received at the opening: i = 0.08 / 12.
  const loan = { amount: 50_000, annualRatePct: 8, termMonths: 60, startMonth: 0 };

  it('pays $1,013.82 a month, as every amortisation table says', () => {
    expect(loanPayment(50_000, 8, 60)).toBeCloseTo(1013.82, 2);
    // Independently: P × i / (1 − (1 + i)^−n) with (1 + i)^60 = 1.48984571…
    const i = 0.08 / 12;
    let growth = 1;
    for (let k = 0; k < 60; k += 1) growth *= 1 + i;
    expect(growth).toBeCloseTo(1.48984571, 8);
    expect((50_000 * i * growth) / (growth - 1)).toBeCloseTo(1013.8197144, 6);
    // Without interest the payment is the amount over the term.
    expect(loanPayment(12_000, 0, 24)).toBe(500);
  });

  it('splits the first payments into interest and principal like the table', () => {
    const { months } = project(makeInputs({ loans: [loan] }));
    // Month 0 receives the money; payments 1, 2, 3 fall in months 1, 2, 3.
    expect(months[0]?.interestExpense).toBe(0);
    expect(months[0]?.loanBalance).toBe(50_000);
    const table = [
      // payment, interest, principal, balance after (rounded to cents)
      [1, 333.33, 680.49, 49_319.51],
      [2, 328.8, 685.02, 48_634.49],
      [3, 324.23, 689.59, 47_944.9],
    ] as const;
    for (const [payment, interest, principal, balance] of table) {
      const row = months[payment];
      expect(row?.interestExpense).toBeCloseTo(interest, 2);
      expect(row?.principalRepaid).toBeCloseTo(principal, 2);
      expect(row?.loanBalance).toBeCloseTo(balance, 2);
    }
  });

  it('puts interest in the P&L, repayments in the cash flow and the balance on the balance sheet', () => {
    const projection = project(makeInputs({ loans: [loan] }));
    const { profitLoss: pl, cashFlow: cf, balanceSheet: bs } = projection;
    // Year 1 holds payments 1..11, year 2 payments 12..23, year 3 payments 24..35.
    expect(threeYears(pl.interestExpense)).toEqual([3412, 3051, 2295]);
    expect(threeYears(pl.profitBeforeTax)).toEqual([-3412, -3051, -2295]);
    expect(threeYears(pl.netProfit)).toEqual([-3412, -3051, -2295]);
    expect(threeYears(bs.liabilities.loans)).toEqual([42_260, 33_146, 23_275]);
    expect(threeYears(cf.financing.loanProceeds)).toEqual([50_000, 0, 0]);
    // −(previous balance + proceeds − balance): 50,000 − 42,260; 42,260 − 33,146; 33,146 − 23,275.
    expect(threeYears(cf.financing.loanRepayments)).toEqual([-7740, -9114, -9871]);
    expect(threeYears(cf.financing.netCashFromFinancing)).toEqual([42_260, -9114, -9871]);
    expect(threeYears(cf.cashEndOfYear)).toEqual([38_848, 26_683, 14_517]);
    expect(threeYears(bs.assets.cash)).toEqual([38_848, 26_683, 14_517]);
    expect(threeYears(bs.liabilities.totalLiabilities)).toEqual([42_260, 33_146, 23_275]);
    expectBalanced(projection);
    // The loan at opening counts in the opening moment; the monthly low is after 35 payments:
    // 50,000 − 35 × 1,013.8197… = 14,516.31.
    expect(projection.metrics.openingCash).toBe(50_000);
    expect(projection.metrics.lowestCash).toBeCloseTo(14_516.31, 2);
    expect(projection.metrics.lowestCashMonth).toBe(35);
    expect(projection.metrics.fundingGap).toBe(0);
    // The monthly view's months add up to the yearly figures, so month 36 shows cashEndOfYear.
    expect(projection.roundedMonths[35]?.cash).toBe(14_517);
    expect(projection.roundedMonths[0]?.loanProceeds).toBe(50_000);
  });

  it('reads coverage 0 without operating profit and warns in every year', () => {
    const { metrics, warnings } = project(makeInputs({ loans: [loan] }));
    expect(metrics.debtServiceCoverage).toEqual({ year1: 0, year2: 0, year3: 0 });
    expect(warnings.find((w) => w.code === 'DSCR_LOW')?.message).toBe(
      "Debt-service coverage (the cash left after income tax and the owner's draws, over interest and repayments) is " +
        '0.00 in Year 1, 0.00 in Year 2 and 0.00 in Year 3; lenders look for at least 1.25.',
    );
  });

  it('receives a later loan in its month and ignores one after the last month', () => {
    const later = project(makeInputs({ loans: [{ ...loan, startMonth: 14 }] }));
    expect(later.metrics.openingCash).toBe(0);
    expect(later.months[14]?.loanProceeds).toBe(50_000);
    expect(later.months[14]?.cash).toBe(50_000);
    expect(threeYears(later.cashFlow.financing.loanProceeds)).toEqual([0, 50_000, 0]);
    const beyond = project(makeInputs({ loans: [{ ...loan, startMonth: 40 }] }));
    expect(threeYears(beyond.balanceSheet.liabilities.loans)).toEqual([0, 0, 0]);
    expect(beyond.metrics.debtServiceCoverage).toEqual({ year1: null, year2: null, year3: null });
  });
});

describe('income tax across a loss year, with the loss carried forward', () => {
  // $50 × 100 units a month from month 13, $3,000 salaries (3% raises), $40,000 starting cash, 25% tax.
  // Year 1: no sales, −36,000. Year 2: 60,000 − 37,080 = 22,920; the carried loss offsets at most 80% of
  // it, 18,336, so 4,584 is taxable: tax 1,146 (17,664 carried on). Year 3: 60,000 − 38,192 = 21,808;
  // 80% is 17,446.4 → 17,446 used, taxable 4,362, tax 1,090.5 → 1,091 (218 carried on).
  const inputs = makeInputs({
    unitPrice: 50,
    firstMonthSales: 100,
    startMonth: 12,
    salaries: 3000,
    initialCash: 40_000,
    incomeTaxRatePct: 25,
  });

  it('taxes only the profit beyond the carried loss', () => {
    const projection = project(inputs);
    const pl = projection.profitLoss;
    expect(threeYears(pl.profitBeforeTax)).toEqual([-36_000, 22_920, 21_808]);
    expect(threeYears(pl.incomeTax)).toEqual([0, 1146, 1091]);
    expect(threeYears(pl.netProfit)).toEqual([-36_000, 21_774, 20_717]);
    expect(threeYears(projection.cashFlow.cashEndOfYear)).toEqual([4000, 25_774, 46_491]);
    expect(threeYears(projection.balanceSheet.equity.retainedEarnings)).toEqual([-36_000, -14_226, 6491]);
    expectBalanced(projection);
  });

  it('pays the whole tax in the last month of its year, which does not spoil the break-even', () => {
    const projection = project(inputs);
    expect(projection.months[35]?.incomeTax).toBe(1091);
    expect(projection.months[34]?.incomeTax).toBe(0);
    expect(projection.months[35]?.netProfit).toBeCloseTo(
      (projection.months[35]?.profitBeforeTax ?? 0) - 1091,
      6,
    );
    expect(projection.roundedMonths[35]?.incomeTax).toBe(1091);
    expect(projection.roundedMonths[35]?.cash).toBe(46_491);
    expect(projection.metrics.breakEvenMonth).toBe(12);
  });

  it('adds depreciation to the loss and carries it too', () => {
    // With $6,000 of startup purchases over 5 years: 1,200 a year, so PBT −37,200, 21,720, 20,608;
    // year 2 uses 80% (17,376), taxable 4,344, tax 1,086; 19,824 carried; year 3 uses 16,486 (80% of
    // 20,608 is 16,486.4), taxable 4,122, tax 1,030.5 → 1,031.
    const projection = project({ ...inputs, startupCost: 6000, usefulLifeYears: 5 });
    expect(threeYears(projection.profitLoss.incomeTax)).toEqual([0, 1086, 1031]);
    expect(threeYears(projection.cashFlow.cashEndOfYear)).toEqual([-2000, 19_834, 40_611]);
    expect(projection.metrics.fundingGap).toBe(2000);
    expectBalanced(projection);
  });

  it('carries a later loss, and a profit shrinks the carried loss before it is taxed', () => {
    // 20%: year 1 profit 10,000 → 2,000; year 2 loss 4,000 → 0, carried 4,000;
    // year 3 profit 6,000 (80% is 4,800, more than the loss) → taxable 2,000 → 400; year 4 profit 1,000 → 200.
    expect(incomeTaxes([10_000, -4000, 6000, 1000], 20)).toEqual([2000, 0, 400, 200]);
    // Two losses add up: carried 3,000 + 2,000; a profit of 4,000 uses 3,200 of it (80%), taxable 800 → 400,
    // 1,800 carried; a profit of 2,000 uses 1,600, taxable 400 → 200.
    expect(incomeTaxes([-3000, -2000, 4000, 2000], 50)).toEqual([0, 0, 400, 200]);
  });
});

describe('depreciation, straight line over the useful life', () => {
  it('writes $10,000 off over 3 years exactly: 3,333, 3,334, 3,333', () => {
    // Cumulative rounding: 10,000 × 12/36 = 3,333.33 → 3,333; × 24/36 = 6,666.67 → 6,667; then 10,000.
    const projection = project(makeInputs({ startupCost: 10_000, initialCash: 10_000, usefulLifeYears: 3 }));
    const { profitLoss: pl, balanceSheet: bs, cashFlow: cf } = projection;
    expect(threeYears(pl.depreciation)).toEqual([3333, 3334, 3333]);
    expect(threeYears(pl.operatingProfit)).toEqual([-3333, -3334, -3333]);
    expect(threeYears(cf.operations.depreciation)).toEqual([3333, 3334, 3333]);
    expect(threeYears(cf.operations.netCashFromOperations)).toEqual([0, 0, 0]);
    expect(threeYears(bs.assets.fixedAssets)).toEqual([10_000, 10_000, 10_000]);
    expect(threeYears(bs.assets.accumulatedDepreciation)).toEqual([3333, 6667, 10_000]);
    expect(threeYears(bs.assets.netFixedAssets)).toEqual([6667, 3333, 0]);
    expect(threeYears(bs.assets.totalAssets)).toEqual([6667, 3333, 0]);
    expect(threeYears(cf.cashEndOfYear)).toEqual([0, 0, 0]);
    expectBalanced(projection);
    // Not paid in cash: the monthly balance never moves.
    expect(projection.months.every((month) => month.cash === 0)).toBe(true);
    expect(projection.months[0]?.depreciation).toBeCloseTo(10_000 / 36, 9);
  });

  it('stops once the asset is written off (5,000 over 2 years in a five-year plan)', () => {
    const projection = project(
      makeInputs({ startupCost: 5000, initialCash: 5000, usefulLifeYears: 2, projectionYears: 5 }),
    );
    expect(projection.profitLoss.depreciation).toEqual({
      year1: 2500,
      year2: 2500,
      year3: 0,
      year4: 0,
      year5: 0,
    });
    expect(projection.balanceSheet.assets.netFixedAssets.year5).toBe(0);
    expect(projection.months[23]?.depreciation).toBeCloseTo(5000 / 24, 9);
    expect(projection.months[24]?.depreciation).toBe(0);
  });
});

describe("the owner's draw", () => {
  // $20 × 500 units at $8 cost, $1,000 rent (5% raises), $5,000 cash; $1,500 a month from month 7.
  const projection = project(
    makeInputs({
      unitPrice: 20,
      firstMonthSales: 500,
      costPerItem: 8,
      rent: 1000,
      initialCash: 5000,
      ownerDrawMonthly: 1500,
      ownerDrawStartMonth: 6,
    }),
  );

  it('leaves profit alone and takes the money out of cash and equity', () => {
    const { profitLoss: pl, cashFlow: cf, balanceSheet: bs } = projection;
    expect(threeYears(pl.netProfit)).toEqual([60_000, 59_400, 58_770]);
    expect(threeYears(cf.financing.ownerDraws)).toEqual([-9000, -18_000, -18_000]);
    expect(threeYears(cf.financing.netCashFromFinancing)).toEqual([-4000, -18_000, -18_000]);
    expect(threeYears(cf.cashEndOfYear)).toEqual([56_000, 97_400, 138_170]);
    expect(threeYears(bs.equity.ownerDraws)).toEqual([-9000, -27_000, -45_000]);
    expect(threeYears(bs.equity.totalEquity)).toEqual([56_000, 97_400, 138_170]);
    expectBalanced(projection);
  });

  it('draws from month 7 only', () => {
    expect(projection.months.slice(0, 8).map((month) => month.ownerDraw)).toEqual([
      0, 0, 0, 0, 0, 0, 1500, 1500,
    ]);
    expect(projection.roundedMonths[6]?.ownerDraw).toBe(1500);
  });
});

describe('seasonality weights', () => {
  // Summer peak, opening in March: F(m) = 12 × w / 1,200, March first: 80, 100, … , then January 60.
  // March sells the 100 units answered (issue #24): every month is 100 × F(m) / F(March) = 100 × w / 80.
  const seasonal = makeInputs({
    unitPrice: 10,
    firstMonthSales: 100,
    seasonalityWeights: SEASONALITY_PRESETS.summerPeak,
    firstCalendarMonth: 3,
  });

  it('shapes the months around the answered first month: the year is 12 × 100 / 0.8 units', () => {
    const projection = project(seasonal);
    expect(projection.firstYearMonths.map((month) => month.revenue)).toEqual([
      1000, 1250, 1500, 1750, 1875, 1750, 1375, 1000, 875, 1125, 750, 750,
    ]);
    expect(threeYears(projection.profitLoss.totalRevenue)).toEqual([15_000, 15_000, 15_000]);
    expect(projection.years[0].units).toBeCloseTo(1500, 9);
  });

  it('normalises the weights: ten times the weights, or another scale, give the same months', () => {
    const scaled = SEASONALITY_PRESETS.summerPeak.map((w) => w / 7);
    expect(
      project({ ...seasonal, seasonalityWeights: scaled }).firstYearMonths.map((m) => m.revenue),
    ).toEqual(project(seasonal).firstYearMonths.map((m) => m.revenue));
  });

  it('treats a flat set of weights, whatever its level, as no seasonality', () => {
    const base = makeInputs({ unitPrice: 13.7, firstMonthSales: 77, growthRate: 0.3, startMonth: 2 });
    const flat = project({ ...base, seasonalityWeights: new Array(12).fill(0.1), firstCalendarMonth: 7 });
    expect(flat).toEqual({ ...project(base) });
  });

  it('with a holiday peak from January, December sells 210 / 80 of the answered January', () => {
    const projection = project(
      makeInputs({
        unitPrice: 1,
        firstMonthSales: 1000,
        seasonalityWeights: SEASONALITY_PRESETS.holidayPeak,
      }),
    );
    // Σw = 1,280, so F(January) = 0.75 (the anchor), F(December) = 1.96875 and F(November) = 1.3125:
    // December sells 1,000 × 1.96875 / 0.75 = 2,625, November 1,750, the year 12,000 / 0.75 = 16,000.
    expect(projection.months[0]?.units).toBe(1000);
    expect(projection.months[11]?.units).toBeCloseTo(2625, 9);
    expect(projection.months[10]?.units).toBeCloseTo(1750, 9);
    expect(projection.years[0].units).toBeCloseTo(16_000, 9);
  });
});
