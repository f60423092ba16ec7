// Worked examples of the detailed model (spec "Detailed model: the business as it is"): a subscription
// with churn, 45 receivable days with stock and payables, a role starting in month 6 with 8% burden, and
// start-up items split into assets and expenses. Every figure is worked by hand in the comments.

import { describe, expect, it } from 'vitest';
import { monthRowsOf, project, sensitivity, projectScenarios } from '../src/index';
import type { Projection, YearValues } from '../src/index';
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

describe('a subscription with churn beside the product', () => {
  // Bread (stream 0): $4 a loaf, 500 loaves a month, $1.50 each, no growth: $2,000 and $750 a month.
  // Coffee subscription: 100 new subscribers every month, $20 a month each, costing $5, 10% leave monthly.
  // subscribers(m) = 0.9 × subscribers(m − 1) + 100 = 1000 × (1 − 0.9^(m+1)): 100, 190, 271, …
  // Year 1: Σ_{m=0..11} = 12,000 − 1000 × Σ_{k=1..12} 0.9^k = 12,000 − 9,000 × (1 − 0.9^12)
  //       = 12,000 − 9,000 × 0.717570463519 = 5,541.865828329 subscriber-months.
  // Year 2: 12,000 − 0.9^12 × 6,458.134171671 = 12,000 − 1,823.967840637 = 10,176.032159363.
  // Year 3: 12,000 − 0.9^24 × 6,458.134171671 = 12,000 − 515.142391787 = 11,484.857608213.
  const inputs = makeInputs({
    unitPrice: 4,
    firstMonthSales: 500,
    costPerItem: 1.5,
    rent: 1000,
    initialCash: 10_000,
    primaryStreamName: 'Bread',
    revenueStreams: [
      {
        name: 'Coffee subscription',
        kind: 'subscription',
        price: 20,
        unitCost: 5,
        firstMonthVolume: 100,
        monthlyChurnPct: 10,
      },
    ],
  });
  const projection = project(inputs);

  it('keeps subscribers unrounded and charges price and cost on them every month', () => {
    expect(projection.months[0]?.revenue).toBeCloseTo(2000 + 20 * 100, 9);
    expect(projection.months[1]?.revenue).toBeCloseTo(2000 + 20 * 190, 9);
    expect(projection.months[2]?.cogs).toBeCloseTo(750 + 5 * 271, 9);
    // Month 11: 1000 × (1 − 0.9^12) = 717.570463519 subscribers.
    expect(projection.months[11]?.revenue).toBeCloseTo(2000 + 20 * 717.570463519, 6);
  });

  it('shows each stream by year and adds them up to the revenue and cost lines', () => {
    // 20 × 5,541.865828329 = 110,837.317 → 110,837; 20 × 10,176.032 = 203,520.643 → 203,521;
    // 20 × 11,484.858 = 229,697.152 → 229,697. Costs: 5 × the same: 27,709.33; 50,880.16; 57,424.29.
    expect(projection.revenueStreams).toEqual([
      {
        name: 'Bread',
        kind: 'units',
        revenue: { year1: 24_000, year2: 24_000, year3: 24_000 },
        cost: { year1: 9000, year2: 9000, year3: 9000 },
      },
      {
        name: 'Coffee subscription',
        kind: 'subscription',
        revenue: { year1: 110_837, year2: 203_521, year3: 229_697 },
        cost: { year1: 27_709, year2: 50_880, year3: 57_424 },
      },
    ]);
    expect(threeYears(projection.profitLoss.totalRevenue)).toEqual([134_837, 227_521, 253_697]);
    // Month by month for the charts: 20 × 100, 20 × 190, 20 × 271 subscribers; bread flat at $2,000.
    const [bread, coffee] = projection.revenueStreamMonths;
    expect(coffee?.revenue.slice(0, 3)).toEqual([2000, 3800, 5420]);
    expect(coffee?.units.slice(0, 3)).toEqual([100, 190, 271]);
    expect(bread?.revenue.slice(0, 3)).toEqual([2000, 2000, 2000]);
    expect(coffee?.revenue.slice(0, 12).reduce((a, b) => a + b, 0)).toBe(110_837);
    expect(threeYears(projection.profitLoss.totalCostOfGoodsSold)).toEqual([36_709, 59_880, 66_424]);
    // Gross margin − rent (12,000, then × 1.05, × 1.05²: 12,600 and 13,230).
    expect(threeYears(projection.profitLoss.netProfit)).toEqual([
      134_837 - 36_709 - 12_000,
      227_521 - 59_880 - 12_600,
      253_697 - 66_424 - 13_230,
    ]);
    expectBalanced(projection);
  });

  it('warns about a cost under 5% of the price naming the stream, and keeps one product as before', () => {
    const cheap = project({
      ...inputs,
      revenueStreams: [{ ...inputs.revenueStreams![0]!, unitCost: 0.5 }],
    });
    expect(cheap.warnings.filter((w) => w.code === 'COST_SUSPICIOUSLY_LOW').map((w) => w.message)).toEqual([
      '“Coffee subscription”: the cost per subscriber of $0.50 is under 5% of the $20 price; ' +
        'check that it includes materials, packaging, delivery and payment fees.',
    ]);
    const belowCost = project({
      ...inputs,
      unitPrice: 1,
      revenueStreams: [{ ...inputs.revenueStreams![0]!, unitCost: 25 }],
    });
    expect(
      belowCost.warnings.filter((w) => w.code === 'PRICE_AT_OR_BELOW_COST').map((w) => w.message),
    ).toEqual([
      '“Bread”: the unit price of $1 is not above the cost per item of $1.50, ' +
        'so no sale can help pay for the other expenses.',
      '“Coffee subscription”: the monthly price of $20 is not above the monthly cost per subscriber of $25, ' +
        'so no sale can help pay for the other expenses.',
    ]);
    const alone = project(makeInputs({ unitPrice: 1, costPerItem: 2 }));
    expect(alone.warnings[0]?.message).toBe(
      'The unit price of $1 is not above the cost per item of $2, so no sale can help pay for the other expenses.',
    );
  });

  it('scales every stream in the scenarios and lists its drivers in the sensitivity', () => {
    const best = projectScenarios(inputs, {
      best: { unitsPct: 10, pricePct: 0, unitCostPct: 0, expensesPct: 0 },
    }).best.projection;
    // 10% more bread and 10% more new subscribers: every stream's revenue grows by 10% (before rounding).
    expect(best.revenueStreams[1]?.revenue.year1).toBe(Math.round(110_837.31656658 * 1.1));
    const rows = sensitivity(inputs);
    const coffee = rows.filter((row) => row.index === 0).map((row) => [row.driver, row.label]);
    expect(coffee).toEqual(
      expect.arrayContaining([
        ['streamPrice', 'Coffee subscription price'],
        ['streamVolume', 'Coffee subscription volume'],
        ['streamGrowth', 'Coffee subscription growth'],
        ['streamUnitCost', 'Coffee subscription unit cost'],
        ['streamChurn', 'Coffee subscription churn'],
      ]),
    );
    // Price +10%: 10% more subscription revenue, $2 × 27,202.755595905 subscriber-months = 54,405.51 → the
    // three yearly leaves move by 11,084 + 20,352 + 22,970 (each rounded on its own).
    const price = rows.find((row) => row.driver === 'streamPrice');
    expect(price?.high.netProfitChange).toBe(11_084 + 20_352 + 22_970);
  });
});

describe('customers who pay in 45 days, a month of stock, suppliers paid in 15 days', () => {
  // $10 × 1,000 units = $10,000 of sales a month, $4,000 of cost of goods, $2,000 rent: $4,000 profit.
  // a_k(d) = min(1, max(0, (d − 30k) / 30)): 45 days → a_0 = 1, a_1 = 0.5; 30 → a_0 = 1; 15 → a_0 = 0.5.
  // AR(0) = 10,000, AR(m ≥ 1) = 10,000 + 0.5 × 10,000 = 15,000; Inv(m) = 4,000; AP(m) = 0.5 × 4,000 = 2,000.
  const projection = project(
    makeInputs({
      unitPrice: 10,
      firstMonthSales: 1000,
      costPerItem: 4,
      rent: 2000,
      initialCash: 20_000,
      receivableDays: 45,
      inventoryDays: 30,
      payableDays: 15,
    }),
  );

  it('holds the receivables, stock and payables on the balance sheet and their changes in the cash flow', () => {
    const { balanceSheet: bs, cashFlow: cf } = projection;
    expect(threeYears(bs.assets.accountsReceivable)).toEqual([15_000, 15_000, 15_000]);
    expect(threeYears(bs.assets.inventory)).toEqual([4000, 4000, 4000]);
    expect(threeYears(bs.liabilities.accountsPayable)).toEqual([2000, 2000, 2000]);
    expect(threeYears(cf.operations.changeInReceivables)).toEqual([-15_000, 0, 0]);
    expect(threeYears(cf.operations.changeInInventory)).toEqual([-4000, 0, 0]);
    expect(threeYears(cf.operations.changeInPayables)).toEqual([2000, 0, 0]);
    // Profit: 12 × 4,000 = 48,000, then rent × 1.05 (2,100 × 12 = 25,200 → 46,800), × 1.05² (26,460 → 45,540).
    expect(threeYears(projection.profitLoss.netProfit)).toEqual([48_000, 46_800, 45_540]);
    // Operations: 48,000 − 15,000 − 4,000 + 2,000 = 31,000; later years the profit alone.
    expect(threeYears(cf.operations.netCashFromOperations)).toEqual([31_000, 46_800, 45_540]);
    expect(threeYears(cf.cashEndOfYear)).toEqual([51_000, 97_800, 143_340]);
    // Year 1: 51,000 + 15,000 + 4,000 = 70,000 = 2,000 owed + 20,000 capital + 48,000 earned.
    expect(bs.assets.totalAssets.year1).toBe(70_000);
    expect(bs.liabilities.totalLiabilities.year1).toBe(2000);
    expectBalanced(projection);
  });

  it('takes the cash the month it is tied up: the low point is the second month, not the opening', () => {
    // cash(0) = 20,000 + 4,000 − 10,000 − 4,000 + 2,000 = 12,000;
    // cash(1) = 20,000 + 8,000 − 15,000 − 4,000 + 2,000 = 11,000; cash(2) = 20,000 + 12,000 − 17,000 = 15,000.
    expect(projection.months[0]?.cash).toBe(12_000);
    expect(projection.months[1]?.cash).toBe(11_000);
    expect(projection.months[2]?.cash).toBe(15_000);
    expect(projection.metrics.lowestCash).toBe(11_000);
    expect(projection.metrics.lowestCashMonth).toBe(1);
    expect(projection.metrics.fundingGap).toBe(0);
  });

  it('shows the changes month by month for two years, adding up to the year', () => {
    const months = projection.displayedMonths;
    expect(months).toHaveLength(24);
    expect(months.slice(0, 3).map((m) => m.changeInReceivables)).toEqual([-10_000, -5000, 0]);
    expect(months.slice(0, 2).map((m) => m.changeInInventory)).toEqual([-4000, 0]);
    expect(months.slice(0, 2).map((m) => m.changeInPayables)).toEqual([2000, 0]);
    expect(months.slice(0, 3).map((m) => m.cash)).toEqual([12_000, 11_000, 15_000]);
    expect(months[11]?.cash).toBe(51_000);
    expect(months[23]?.cash).toBe(97_800);
    expect(monthRowsOf(months)).toEqual([
      'units',
      'revenue',
      'cogs',
      'grossMargin',
      'salaries',
      'marketing',
      'rent',
      'utilities',
      'otherExpenses',
      'totalExpenses',
      'netProfit',
      'changeInReceivables',
      'changeInInventory',
      'changeInPayables',
      'cash',
    ]);
  });

  it('lists the three day counts last in the sensitivity, moving the funding gap and not the profit', () => {
    const rows = sensitivity(makeInputs({ receivableDays: 45, unitPrice: 10, firstMonthSales: 1000 }));
    const days = rows
      .filter((row) => row.driver.endsWith('Days'))
      .map((row) => [row.driver, row.label, row.value]);
    expect(days).toEqual([
      ['receivableDays', 'Days customers take to pay', 45],
      ['inventoryDays', 'Days of stock held', 0],
      ['payableDays', 'Days to pay suppliers', 0],
    ]);
    const receivable = rows.find((row) => row.driver === 'receivableDays');
    expect(receivable?.high.netProfitChange).toBe(0);
  });
});

describe('a role starting in month 6 with 8% payroll taxes and benefits', () => {
  // Two bakers at $3,000 a month from month 6, 5% raise on each anniversary of their start (month 18, 30):
  // wages = 6,000 in months 6..17, 6,300 in 18..29, 6,615 in 30..35.
  // Year 1: 6 × 6,000 = 36,000. Year 2: 6 × 6,000 + 6 × 6,300 = 73,800. Year 3: 6 × 6,300 + 6 × 6,615 = 77,490.
  // Burden 8%: 2,880; 5,904; 6,199.2 → 6,199.
  const inputs = makeInputs({
    salaries: 4000,
    initialCash: 100_000,
    staffRoles: [{ title: 'Baker', headcount: 2, monthlySalary: 3000, startMonth: 6, annualRaisePct: 5 }],
    payrollBurdenPct: 8,
  });
  const projection = project(inputs);

  it('puts the wages and the burden beside the owner’s salary', () => {
    const pl = projection.profitLoss;
    expect(threeYears(pl.staffWages)).toEqual([36_000, 73_800, 77_490]);
    expect(threeYears(pl.payrollTaxesBenefits)).toEqual([2880, 5904, 6199]);
    // The owner's salary stays its own line, without burden: 48,000, × 1.03, × 1.03².
    expect(threeYears(pl.salaries)).toEqual([48_000, 49_440, 50_923]);
    expect(pl.totalExpenses.year1).toBe(48_000 + 36_000 + 2880);
    expect(pl.netProfit.year1).toBe(-86_880);
    expectBalanced(projection);
  });

  it('shows the team from month 7 on, month by month', () => {
    const months = projection.displayedMonths;
    expect(months.slice(4, 8).map((m) => m.staffWages)).toEqual([0, 0, 6000, 6000]);
    expect(months.slice(4, 8).map((m) => m.payrollTaxesBenefits)).toEqual([0, 0, 480, 480]);
    expect(months.slice(16, 20).map((m) => m.staffWages)).toEqual([6000, 6000, 6300, 6300]);
    expect(monthRowsOf(months)).toContain('staffWages');
    expect(monthRowsOf(months)).toContain('payrollTaxesBenefits');
  });

  it("scales the team's salary with the expenses, and lists its salary and the burden in the sensitivity", () => {
    const worst = projectScenarios(inputs).worst.projection;
    // Expenses +10%: 3,300 each, so 6,600 a month in year 1 (× 6 = 39,600) and the burden 8% of it.
    expect(worst.profitLoss.staffWages.year1).toBe(39_600);
    expect(worst.profitLoss.payrollTaxesBenefits.year1).toBe(3168);
    const rows = sensitivity(inputs);
    const salary = rows.find((row) => row.driver === 'roleSalary');
    expect(salary).toMatchObject({ label: 'Baker salary', index: 0, value: 3000 });
    // −10%: wages 10% lower (3,600 + 7,380 + 7,749) and the burden with them (2,880 − 2,592; 5,904 − 5,313.6 → 5,314;
    // 6,199 − 5,579.28 → 5,579): 20,227 more profit over three years.
    expect(salary?.low.netProfitChange).toBe(3600 + 7380 + 7749 + 288 + 590 + 620);
    expect(rows.find((row) => row.driver === 'payrollBurdenPct')?.label).toBe('Payroll taxes and benefits');
  });
});

describe('a start-up list of assets and expenses', () => {
  // Oven $12,000.40 and fit-out $8,000 are assets: S = 12,000 + 8,000 = 20,000 (each rounded first), which
  // replaces the one-time purchases answer of $5,000. A launch fee of $1,500.50 and training of $999.49 are
  // expenses: E₀ = 1,501 + 999 = 2,500, spent in month 0. Depreciated over 5 years: 4,000 a year.
  const projection = project(
    makeInputs({
      startupCost: 5000,
      initialCash: 30_000,
      usefulLifeYears: 5,
      startupItems: [
        { name: 'Oven', amount: 12_000.4, kind: 'asset' },
        { name: 'Fit-out', amount: 8000, kind: 'asset' },
        { name: 'Launch fee', amount: 1500.5, kind: 'expense' },
        { name: 'Training', amount: 999.49, kind: 'expense' },
      ],
    }),
  );

  it('buys the assets at the opening and spends the expenses in month 0', () => {
    const { profitLoss: pl, cashFlow: cf, balanceSheet: bs } = projection;
    expect(threeYears(pl.startupExpenses)).toEqual([2500, 0, 0]);
    expect(threeYears(pl.depreciation)).toEqual([4000, 4000, 4000]);
    expect(threeYears(pl.netProfit)).toEqual([-6500, -4000, -4000]);
    expect(threeYears(cf.investing.startupCost)).toEqual([-20_000, 0, 0]);
    // 30,000 − 20,000 − 2,500 = 7,500 at the end of year 1, and nothing else moves cash.
    expect(threeYears(cf.cashEndOfYear)).toEqual([7500, 7500, 7500]);
    expect(threeYears(bs.assets.fixedAssets)).toEqual([20_000, 20_000, 20_000]);
    expect(threeYears(bs.assets.netFixedAssets)).toEqual([16_000, 12_000, 8000]);
    expectBalanced(projection);
    // The opening moment has paid the assets only: 30,000 − 20,000; month 0 the expenses too.
    expect(projection.metrics.openingCash).toBe(10_000);
    expect(projection.months[0]?.cash).toBe(7500);
    expect(projection.displayedMonths[0]?.startupExpenses).toBe(2500);
    expect(projection.displayedMonths[1]?.startupExpenses).toBe(0);
  });
});
