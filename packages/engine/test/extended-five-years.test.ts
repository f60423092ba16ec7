// Worked examples over five years: a plain shop, and a lender-ready plan using every extended input.
// Literals come from an independent 60-digit implementation of the spec.

import { describe, expect, it } from 'vitest';
import { project, SEASONALITY_PRESETS } from '../src/index';
import type { ProjectionInputs, YearValues } from '../src/index';
import { makeInputs } from './helpers';

function fiveYears(values: YearValues): number[] {
  return [values.year1, values.year2, values.year3, values.year4 ?? NaN, values.year5 ?? NaN];
}

/** The plain shop of examples-sales.test.ts, projected over five years. */
const shop: ProjectionInputs = makeInputs({
  unitPrice: 60,
  firstMonthSales: 300,
  growthRate: 0.2,
  costPerItem: 22.5,
  salaries: 4000,
  advertising: 600,
  rent: 1500,
  utilities: 250,
  otherExpenses: 400,
  startupCost: 12_000,
  initialCash: 20_000,
});

describe('five years: a plain shop', () => {
  const five = project({ ...shop, projectionYears: 5 });

  it('keeps years 1-3 exactly as the three-year projection and adds years 4 and 5', () => {
    const three = project(shop);
    expect(five.projectionYears).toBe(5);
    expect(five.years).toHaveLength(5);
    expect(five.months).toHaveLength(60);
    expect(five.roundedMonths).toHaveLength(60);
    expect(five.years.slice(0, 3)).toEqual(three.years);
    expect(five.months.slice(0, 36)).toEqual(three.months);
    expect(three.profitLoss.netProfit).toEqual({ year1: 65_968, year2: 92_271, year3: 124_328 });
  });

  it('continues growth and raises into years 4 and 5', () => {
    const { profitLoss: pl, cashFlow: cf, balanceSheet: bs } = five;
    expect(fiveYears(pl.totalRevenue)).toEqual([235_149, 282_178, 338_614, 406_337, 487_604]);
    expect(fiveYears(pl.totalCostOfGoodsSold)).toEqual([88_181, 105_817, 126_980, 152_376, 182_852]);
    // 4,000 × 12 × 1.03³ = 52,450.91 and × 1.03⁴ = 54,024.44; 600 × 12 × 1.05³ = 8,334.9.
    expect(fiveYears(pl.salaries)).toEqual([48_000, 49_440, 50_923, 52_451, 54_024]);
    expect(fiveYears(pl.marketing)).toEqual([7200, 7560, 7938, 8335, 8752]);
    expect(fiveYears(pl.totalExpenses)).toEqual([81_000, 84_090, 87_306, 90_653, 94_136]);
    expect(fiveYears(pl.netProfit)).toEqual([65_968, 92_271, 124_328, 163_308, 210_616]);
    expect(fiveYears(cf.cashEndOfYear)).toEqual([73_968, 166_239, 290_567, 453_875, 664_491]);
    expect(fiveYears(bs.assets.totalAssets)).toEqual([85_968, 178_239, 302_567, 465_875, 676_491]);
    expect(fiveYears(bs.totalLiabilitiesAndEquity)).toEqual(fiveYears(bs.assets.totalAssets));
    expect(five.years[4]?.units).toBeCloseTo(8126.73436368582, 9);
    expect(five.roundedMonths[59]?.cash).toBe(664_491);
  });

  it('reads metrics over all five years', () => {
    const { metrics } = five;
    expect(metrics.revenueGrowthPct.year4).toBeCloseTo(((406_337 - 338_614) / 338_614) * 100, 9);
    expect(metrics.revenueGrowthPct.year5).toBeCloseTo(((487_604 - 406_337) / 406_337) * 100, 9);
    expect(metrics.grossMarginPct.year5).toBeCloseTo(((487_604 - 182_852) / 487_604) * 100, 9);
    expect(metrics.debtServiceCoverage).toEqual({
      year1: null,
      year2: null,
      year3: null,
      year4: null,
      year5: null,
    });
    expect(five.warnings).toEqual(project(shop).warnings);
  });

  it('says "within 60 months" when there is no break-even, and "five years" when nothing sells', () => {
    const losing = project(
      makeInputs({ unitPrice: 10, firstMonthSales: 10, costPerItem: 1, salaries: 1000, projectionYears: 5 }),
    );
    expect(losing.warnings.find((w) => w.code === 'NO_BREAK_EVEN')?.message).toBe(
      'Monthly profit before tax does not stay at or above zero within the 60 months projected.',
    );
    const idle = project(makeInputs({ salaries: 1000, projectionYears: 5 }));
    expect(idle.warnings.find((w) => w.code === 'NO_BREAK_EVEN')?.message).toBe(
      'There are no sales in the five years projected, so the business never breaks even.',
    );
    // Sales doubling yearly catch up with $1,000 × 1.03³ of salaries in month 43 (index 42):
    // 100 × 2^(42/12) = 1,131.37 ≥ 1,092.73, while 100 × 2^(41/12) = 1,069.21 is not.
    const late = makeInputs({ unitPrice: 10, firstMonthSales: 10, growthRate: 1, salaries: 1000 });
    expect(project(late).metrics.breakEvenMonth).toBeNull();
    expect(project({ ...late, projectionYears: 5 }).metrics.breakEvenMonth).toBe(42);
  });
});

describe('five years: a lender-ready plan using every extended input', () => {
  // The shop with $42,000 of equipment over 7 years, $5,000 of cash, a $50,000 loan at 8% over
  // 60 months at opening and a $20,000 loan at 6.5% over 36 months in month 15, 21% tax, a $2,000
  // monthly draw from month 13, and the holiday-peak season from a September opening.
  const inputs: ProjectionInputs = {
    ...shop,
    startupCost: 42_000,
    initialCash: 5000,
    projectionYears: 5,
    loans: [
      { amount: 50_000, annualRatePct: 8, termMonths: 60, startMonth: 0 },
      { amount: 20_000, annualRatePct: 6.5, termMonths: 36, startMonth: 14 },
    ],
    incomeTaxRatePct: 21,
    usefulLifeYears: 7,
    ownerDrawMonthly: 2000,
    ownerDrawStartMonth: 12,
    seasonalityWeights: SEASONALITY_PRESETS.holidayPeak,
    firstCalendarMonth: 9,
  };
  const projection = project(inputs);

  it('produces the written-out profit and loss', () => {
    const pl = projection.profitLoss;
    // Issue #24: September, the opening month, sells the 300 units answered, so every month is the
    // earlier figure × 1 / F(September) = 1,280 / (12 × 95): 234,054 × 1.1228… = 262,797 (was 234,054).
    expect(fiveYears(pl.totalRevenue)).toEqual([262_797, 315_357, 378_428, 454_114, 544_937]);
    expect(fiveYears(pl.totalCostOfGoodsSold)).toEqual([98_549, 118_259, 141_911, 170_293, 204_351]);
    expect(fiveYears(pl.totalExpenses)).toEqual([81_000, 84_090, 87_306, 90_653, 94_136]);
    expect(fiveYears(pl.depreciation)).toEqual([6000, 6000, 6000, 6000, 6000]);
    expect(fiveYears(pl.operatingProfit)).toEqual([77_248, 107_008, 143_211, 187_168, 240_450]);
    expect(fiveYears(pl.interestExpense)).toEqual([3412, 3927, 3100, 1842, 608]);
    expect(fiveYears(pl.profitBeforeTax)).toEqual([73_836, 103_081, 140_111, 185_326, 239_842]);
    // 21% of each year's profit before tax (no loss to carry): 73,836 × 0.21 = 15,505.56 → 15,506.
    expect(fiveYears(pl.incomeTax)).toEqual([15_506, 21_647, 29_423, 38_918, 50_367]);
    expect(fiveYears(pl.netProfit)).toEqual([58_330, 81_434, 110_688, 146_408, 189_475]);
  });

  it('produces the written-out cash flow and balance sheet, which balances', () => {
    const { cashFlow: cf, balanceSheet: bs } = projection;
    expect(fiveYears(cf.financing.loanProceeds)).toEqual([50_000, 20_000, 0, 0, 0]);
    expect(fiveYears(cf.financing.loanRepayments)).toEqual([-7740, -13_755, -16_422, -17_679, -13_397]);
    expect(fiveYears(cf.financing.ownerDraws)).toEqual([0, -24_000, -24_000, -24_000, -24_000]);
    expect(fiveYears(cf.financing.netCashFromFinancing)).toEqual([
      47_260, -17_755, -40_422, -41_679, -37_397,
    ]);
    expect(fiveYears(cf.cashEndOfYear)).toEqual([69_590, 139_269, 215_535, 326_264, 484_342]);
    expect(fiveYears(bs.assets.accumulatedDepreciation)).toEqual([6000, 12_000, 18_000, 24_000, 30_000]);
    expect(fiveYears(bs.assets.netFixedAssets)).toEqual([36_000, 30_000, 24_000, 18_000, 12_000]);
    // The 60th payment of the first loan falls in month 61, past the projection: $1,007 is left.
    expect(fiveYears(bs.liabilities.loans)).toEqual([42_260, 48_505, 32_083, 14_404, 1007]);
    expect(fiveYears(bs.equity.ownerDraws)).toEqual([0, -24_000, -48_000, -72_000, -96_000]);
    expect(fiveYears(bs.equity.retainedEarnings)).toEqual([58_330, 139_764, 250_452, 396_860, 586_335]);
    expect(fiveYears(bs.assets.totalAssets)).toEqual([105_590, 169_269, 239_535, 344_264, 496_342]);
    expect(fiveYears(bs.totalLiabilitiesAndEquity)).toEqual([105_590, 169_269, 239_535, 344_264, 496_342]);
    expect([11, 23, 35, 47, 59].map((m) => projection.roundedMonths[m]?.cash)).toEqual(
      fiveYears(cf.cashEndOfYear),
    );
  });

  it('reads debt-service coverage per year and raises no DSCR warning above 1.25', () => {
    const coverage = projection.metrics.debtServiceCoverage;
    // Cash available after tax and draws over interest + principal (issue #24):
    // Year 1 (77,248 + 6,000 − 15,506 − 0) / (3,412 + 7,740) = 67,742 / 11,152 = 6.0744…
    expect(coverage.year1).toBeCloseTo(67_742 / 11_152, 12);
    // Year 2 (107,008 + 6,000 − 21,647 − 24,000) / (3,927 + 13,755) = 67,361 / 17,682 = 3.8096…
    expect(coverage.year2).toBeCloseTo(67_361 / 17_682, 12);
    // Year 5 (240,450 + 6,000 − 50,367 − 24,000) / (608 + 13,397) = 172,083 / 14,005 = 12.2873…
    expect(coverage.year5).toBeCloseTo(172_083 / 14_005, 12);
    expect(projection.warnings.map((w) => w.code)).not.toContain('DSCR_LOW');
    expect(projection.metrics.openingCash).toBe(13_000);
    expect(projection.metrics.fundingGap).toBe(0);
  });
});
