// Worked examples (a plain shop, first sale in month 12) with every figure written out.
// The literals come from an independent 60-digit implementation of the spec, not from this engine.

import { describe, expect, it } from 'vitest';
import { expectProjection, projectSections } from './helpers';
import type { ExpectedProjection } from './helpers';

describe('worked example: a plain, profitable shop', () => {
  // $60 a unit, 300 units in month 1 growing 20% a year, $22.50 cost per item; monthly gross margin
  // 300 × $37.50 = $11,250 against $6,750 of expenses, so every month is profitable from the opening.
  const sections = {
    productsServices: { unitPrice: '60' },
    salesVolume: { firstMonthSales: 300 },
    revenueInfo: { startMonth: '0' },
    growthRate: { annualGrowthRate: 20, isCustomGrowth: false },
    operationalCosts: { costPerItem: '22.50' },
    expenseInfo: {
      ownerSalary: 4000,
      monthlyAdvertising: 600,
      monthlyRent: 1500,
      monthlyUtilities: 250,
      monthlyInsurance: 400,
    },
    assetInfo: { oneTimePurchases: 12000 },
    equityInfo: { initialCash: 20000 },
  };
  const expected: ExpectedProjection = {
    profitLoss: {
      productServiceRevenue: { year1: 235149, year2: 282178, year3: 338614 },
      totalRevenue: { year1: 235149, year2: 282178, year3: 338614 },
      productServiceCost: { year1: 88181, year2: 105817, year3: 126980 },
      totalCostOfGoodsSold: { year1: 88181, year2: 105817, year3: 126980 },
      grossMargin: { year1: 146968, year2: 176361, year3: 211634 },
      salaries: { year1: 48000, year2: 49440, year3: 50923 },
      marketing: { year1: 7200, year2: 7560, year3: 7938 },
      rent: { year1: 18000, year2: 18900, year3: 19845 },
      utilities: { year1: 3000, year2: 3150, year3: 3308 },
      otherExpenses: { year1: 4800, year2: 5040, year3: 5292 },
      totalExpenses: { year1: 81000, year2: 84090, year3: 87306 },
      operatingProfit: { year1: 65968, year2: 92271, year3: 124328 },
      netProfit: { year1: 65968, year2: 92271, year3: 124328 },
    },
    balanceSheet: {
      assets: {
        cash: { year1: 73968, year2: 166239, year3: 290567 },
        fixedAssets: { year1: 12000, year2: 12000, year3: 12000 },
        totalAssets: { year1: 85968, year2: 178239, year3: 302567 },
      },
      liabilities: {
        overdraft: { year1: 0, year2: 0, year3: 0 },
        totalLiabilities: { year1: 0, year2: 0, year3: 0 },
      },
      equity: {
        initialCapital: { year1: 20000, year2: 20000, year3: 20000 },
        retainedEarnings: { year1: 65968, year2: 158239, year3: 282567 },
        totalEquity: { year1: 85968, year2: 178239, year3: 302567 },
      },
      totalLiabilitiesAndEquity: { year1: 85968, year2: 178239, year3: 302567 },
    },
    cashFlow: {
      beginningCash: { year1: 0, year2: 73968, year3: 166239 },
      operations: {
        netProfit: { year1: 65968, year2: 92271, year3: 124328 },
        netCashFromOperations: { year1: 65968, year2: 92271, year3: 124328 },
      },
      investing: {
        startupCost: { year1: -12000, year2: 0, year3: 0 },
        netCashFromInvesting: { year1: -12000, year2: 0, year3: 0 },
      },
      financing: {
        initialCash: { year1: 20000, year2: 0, year3: 0 },
        netCashFromFinancing: { year1: 20000, year2: 0, year3: 0 },
      },
      changeInCash: { year1: 73968, year2: 92271, year3: 124328 },
      cashEndOfYear: { year1: 73968, year2: 166239, year3: 290567 },
    },
    metrics: {
      grossMarginPct: { year1: 62.49994684, year2: 62.4999114, year3: 62.50007383 },
      netMarginPct: { year1: 28.05370212, year2: 32.69957261, year3: 36.71673351 },
      revenueGrowthPct: { year2: 19.99965979, year3: 20.00014175 },
      breakEvenMonth: 0,
      lowestCash: 8000.0,
      lowestCashMonth: null,
      firstNegativeCashMonth: null,
      fundingGap: 0,
      openingCash: 8000,
    },
    yearUnits: [3919.1427294, 4702.97127528, 5643.56553034],
    firstYearRevenue: [18000, 18276, 18555, 18839, 19128, 19421, 19718, 20020, 20326, 20638, 20954, 21274],
    firstYearCogs: [6750, 6853, 6958, 7065, 7173, 7283, 7394, 7508, 7622, 7739, 7858, 7978],
    firstYearUnits: [
      300.0, 304.59284115, 309.25599627, 313.99054182, 318.79757075, 323.67819276, 328.6335345, 333.6647399,
      338.7729704, 343.95940519, 349.22524156, 354.57169509,
    ],
    cash: [
      12500, 17173, 22020, 27044, 32249, 37637, 43211, 48973, 54927, 61076, 67422, 73968, 80460, 87159, 94067,
      101188, 108525, 116083, 123865, 131873, 140111, 148582, 157290, 166239, 175162, 184333, 193756, 203435,
      213373, 223575, 234045, 244787, 255807, 267108, 278693, 290567,
    ],
  };

  it('produces the written-out statements, metrics and monthly view', () => {
    expectProjection(projectSections(sections), expected);
  });

  it('raises no warning', () => {
    expect(projectSections(sections).warnings).toEqual([]);
  });
});

describe('worked example: first sale in month 12', () => {
  // startMonth 12: year 1 has expenses only ($3,550 a month), sales begin in the first month of year 2.
  const sections = {
    productsServices: { unitPrice: 40 },
    salesVolume: { firstMonthSales: '200' },
    revenueInfo: { startMonth: '12' },
    growthRate: { annualGrowthRate: '10' },
    operationalCosts: { costPerItem: 10 },
    expenseInfo: {
      ownerSalary: 2000,
      monthlyAdvertising: 300,
      monthlyRent: 1000,
      monthlyUtilities: 150,
      monthlyInsurance: 100,
    },
    assetInfo: { oneTimePurchases: 5000 },
    equityInfo: { initialCash: 50000 },
  };
  const expected: ExpectedProjection = {
    profitLoss: {
      productServiceRevenue: { year1: 0, year2: 100324, year3: 110357 },
      totalRevenue: { year1: 0, year2: 100324, year3: 110357 },
      productServiceCost: { year1: 0, year2: 25081, year3: 27589 },
      totalCostOfGoodsSold: { year1: 0, year2: 25081, year3: 27589 },
      grossMargin: { year1: 0, year2: 75243, year3: 82768 },
      salaries: { year1: 24000, year2: 24720, year3: 25462 },
      marketing: { year1: 3600, year2: 3780, year3: 3969 },
      rent: { year1: 12000, year2: 12600, year3: 13230 },
      utilities: { year1: 1800, year2: 1890, year3: 1985 },
      otherExpenses: { year1: 1200, year2: 1260, year3: 1323 },
      totalExpenses: { year1: 42600, year2: 44250, year3: 45969 },
      operatingProfit: { year1: -42600, year2: 30993, year3: 36799 },
      netProfit: { year1: -42600, year2: 30993, year3: 36799 },
    },
    balanceSheet: {
      assets: {
        cash: { year1: 2400, year2: 33393, year3: 70192 },
        fixedAssets: { year1: 5000, year2: 5000, year3: 5000 },
        totalAssets: { year1: 7400, year2: 38393, year3: 75192 },
      },
      liabilities: {
        overdraft: { year1: 0, year2: 0, year3: 0 },
        totalLiabilities: { year1: 0, year2: 0, year3: 0 },
      },
      equity: {
        initialCapital: { year1: 50000, year2: 50000, year3: 50000 },
        retainedEarnings: { year1: -42600, year2: -11607, year3: 25192 },
        totalEquity: { year1: 7400, year2: 38393, year3: 75192 },
      },
      totalLiabilitiesAndEquity: { year1: 7400, year2: 38393, year3: 75192 },
    },
    cashFlow: {
      beginningCash: { year1: 0, year2: 2400, year3: 33393 },
      operations: {
        netProfit: { year1: -42600, year2: 30993, year3: 36799 },
        netCashFromOperations: { year1: -42600, year2: 30993, year3: 36799 },
      },
      investing: {
        startupCost: { year1: -5000, year2: 0, year3: 0 },
        netCashFromInvesting: { year1: -5000, year2: 0, year3: 0 },
      },
      financing: {
        initialCash: { year1: 50000, year2: 0, year3: 0 },
        netCashFromFinancing: { year1: 50000, year2: 0, year3: 0 },
      },
      changeInCash: { year1: 2400, year2: 30993, year3: 36799 },
      cashEndOfYear: { year1: 2400, year2: 33393, year3: 70192 },
    },
    metrics: {
      grossMarginPct: { year1: null, year2: 75.0, year3: 75.00022654 },
      netMarginPct: { year1: null, year2: 30.89290698, year3: 33.34541533 },
      revenueGrowthPct: { year2: null, year3: 10.00059806 },
      breakEvenMonth: 12,
      lowestCash: 2400.0,
      lowestCashMonth: 11,
      firstNegativeCashMonth: null,
      fundingGap: 0,
      openingCash: 45000,
    },
    yearUnits: [0.0, 2508.10732245, 2758.9180547],
    firstYearRevenue: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    firstYearCogs: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    firstYearUnits: [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
    cash: [
      41450, 37900, 34350, 30800, 27250, 23700, 20150, 16600, 13050, 9500, 5950, 2400, 4712, 7072, 9480,
      11937, 14442, 16997, 19603, 22259, 24966, 27724, 30533, 33393, 36160, 38979, 41852, 44779, 47760, 50797,
      53890, 57037, 60240, 63500, 66818, 70192,
    ],
  };

  it('produces the written-out statements, metrics and monthly view', () => {
    expectProjection(projectSections(sections), expected);
  });

  it('raises no warning: year 1 has no revenue, so there is no revenue jump to compare', () => {
    expect(projectSections(sections).warnings).toEqual([]);
  });

  it('shows stored start month 11 as Month 12: a single selling month in year 1', () => {
    const elevenths = { ...sections, revenueInfo: { startMonth: '11' } };
    const { profitLoss, firstYearMonths } = projectSections(elevenths);
    // 200 units × $40 in the last month only; year 2 starts at 200 × 1.1^(1/12) units.
    expect(profitLoss.productServiceRevenue).toEqual({ year1: 8000, year2: 101124, year3: 111237 });
    expect(profitLoss.netProfit).toEqual({ year1: -36600, year2: 31593, year3: 37459 });
    expect(firstYearMonths.map((month) => month.revenue)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8000]);
  });
});
