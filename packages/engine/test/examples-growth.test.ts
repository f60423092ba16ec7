// Worked examples (zero growth, 100% growth) with every figure written out.
// The literals come from an independent 60-digit implementation of the spec, not from this engine.

import { describe, expect, it } from 'vitest';
import { expectProjection, projectSections } from './helpers';
import type { ExpectedProjection } from './helpers';

describe('worked example: zero growth', () => {
  // 400 units × $25 from month 3: year 1 revenue 10 × $10,000 = $100,000, years 2 and 3 12 × $10,000.
  // Salaries 2,500 × 1.03² = 2,652.25 a month in year 3, i.e. exactly $31,827.
  const sections = {
    productsServices: { unitPrice: 25 },
    salesVolume: { firstMonthSales: 400 },
    revenueInfo: { startMonth: '2' },
    growthRate: { annualGrowthRate: 0, isCustomGrowth: true },
    operationalCosts: { costPerItem: 10 },
    expenseInfo: {
      ownerSalary: 2500,
      monthlyAdvertising: 200,
      monthlyRent: 800,
      monthlyUtilities: 100,
      monthlyInsurance: 150,
    },
    assetInfo: { oneTimePurchases: 3000 },
    equityInfo: { initialCash: 10000 },
  };
  const expected: ExpectedProjection = {
    profitLoss: {
      productServiceRevenue: { year1: 100000, year2: 120000, year3: 120000 },
      totalRevenue: { year1: 100000, year2: 120000, year3: 120000 },
      productServiceCost: { year1: 40000, year2: 48000, year3: 48000 },
      totalCostOfGoodsSold: { year1: 40000, year2: 48000, year3: 48000 },
      grossMargin: { year1: 60000, year2: 72000, year3: 72000 },
      salaries: { year1: 30000, year2: 30900, year3: 31827 },
      marketing: { year1: 2400, year2: 2520, year3: 2646 },
      rent: { year1: 9600, year2: 10080, year3: 10584 },
      utilities: { year1: 1200, year2: 1260, year3: 1323 },
      otherExpenses: { year1: 1800, year2: 1890, year3: 1985 },
      totalExpenses: { year1: 45000, year2: 46650, year3: 48365 },
      operatingProfit: { year1: 15000, year2: 25350, year3: 23635 },
      netProfit: { year1: 15000, year2: 25350, year3: 23635 },
    },
    balanceSheet: {
      assets: {
        cash: { year1: 22000, year2: 47350, year3: 70985 },
        fixedAssets: { year1: 3000, year2: 3000, year3: 3000 },
        totalAssets: { year1: 25000, year2: 50350, year3: 73985 },
      },
      liabilities: {
        overdraft: { year1: 0, year2: 0, year3: 0 },
        totalLiabilities: { year1: 0, year2: 0, year3: 0 },
      },
      equity: {
        initialCapital: { year1: 10000, year2: 10000, year3: 10000 },
        retainedEarnings: { year1: 15000, year2: 40350, year3: 63985 },
        totalEquity: { year1: 25000, year2: 50350, year3: 73985 },
      },
      totalLiabilitiesAndEquity: { year1: 25000, year2: 50350, year3: 73985 },
    },
    cashFlow: {
      beginningCash: { year1: 0, year2: 22000, year3: 47350 },
      operations: {
        netProfit: { year1: 15000, year2: 25350, year3: 23635 },
        netCashFromOperations: { year1: 15000, year2: 25350, year3: 23635 },
      },
      investing: {
        startupCost: { year1: -3000, year2: 0, year3: 0 },
        netCashFromInvesting: { year1: -3000, year2: 0, year3: 0 },
      },
      financing: {
        initialCash: { year1: 10000, year2: 0, year3: 0 },
        netCashFromFinancing: { year1: 10000, year2: 0, year3: 0 },
      },
      changeInCash: { year1: 22000, year2: 25350, year3: 23635 },
      cashEndOfYear: { year1: 22000, year2: 47350, year3: 70985 },
    },
    metrics: {
      grossMarginPct: { year1: 60.0, year2: 60.0, year3: 60.0 },
      netMarginPct: { year1: 15.0, year2: 21.125, year3: 19.69583333 },
      revenueGrowthPct: { year2: 20.0, year3: 0.0 },
      breakEvenMonth: 2,
      lowestCash: -500.0,
      lowestCashMonth: 1,
      firstNegativeCashMonth: 1,
      fundingGap: 500,
      openingCash: 7000,
    },
    yearUnits: [4000.0, 4800.0, 4800.0],
    firstYearRevenue: [0, 0, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000],
    firstYearCogs: [0, 0, 4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000],
    firstYearUnits: [0.0, 0.0, 400.0, 400.0, 400.0, 400.0, 400.0, 400.0, 400.0, 400.0, 400.0, 400.0],
    cash: [
      3250, -500, 1750, 4000, 6250, 8500, 10750, 13000, 15250, 17500, 19750, 22000, 24112, 26224, 28336,
      30448, 32560, 34672, 36785, 38898, 41011, 43124, 45237, 47350, 49317, 51284, 53251, 55220, 57189, 59159,
      61130, 63101, 65072, 67043, 69014, 70985,
    ],
  };

  it('produces the written-out statements, metrics and monthly view', () => {
    expectProjection(projectSections(sections), expected);
  });

  it('warns that cash dips below zero before the first sale', () => {
    // Opening 10,000 − 3,000 = 7,000; two months of 3,750 expenses leave −500 at the end of month 2.
    expect(projectSections(sections).warnings).toEqual([
      {
        code: 'CASH_NEGATIVE',
        message:
          'Cash goes below zero in Month 2, reaching \u2212$500. The plan needs $500 more money to stay above zero.',
      },
    ]);
  });
});

describe('worked example: 100% growth (doubling)', () => {
  // 100 units in month 4 at $15; a year later 200 a month, two years later 400.
  const sections = {
    productsServices: { unitPrice: 15 },
    salesVolume: { firstMonthSales: 100 },
    revenueInfo: { startMonth: 3 },
    growthRate: { annualGrowthRate: 100 },
    operationalCosts: { costPerItem: 6 },
    expenseInfo: { ownerSalary: 1500, monthlyRent: 600, monthlyAdvertising: '', monthlyUtilities: '' },
    assetInfo: { oneTimePurchases: 2000 },
    equityInfo: { initialCash: 8000 },
  };
  const expected: ExpectedProjection = {
    profitLoss: {
      productServiceRevenue: { year1: 17199, year2: 42424, year3: 84849 },
      totalRevenue: { year1: 17199, year2: 42424, year3: 84849 },
      productServiceCost: { year1: 6879, year2: 16970, year3: 33940 },
      totalCostOfGoodsSold: { year1: 6879, year2: 16970, year3: 33940 },
      grossMargin: { year1: 10320, year2: 25454, year3: 50909 },
      salaries: { year1: 18000, year2: 18540, year3: 19096 },
      marketing: { year1: 0, year2: 0, year3: 0 },
      rent: { year1: 7200, year2: 7560, year3: 7938 },
      utilities: { year1: 0, year2: 0, year3: 0 },
      otherExpenses: { year1: 0, year2: 0, year3: 0 },
      totalExpenses: { year1: 25200, year2: 26100, year3: 27034 },
      operatingProfit: { year1: -14880, year2: -646, year3: 23875 },
      netProfit: { year1: -14880, year2: -646, year3: 23875 },
    },
    balanceSheet: {
      assets: {
        cash: { year1: 0, year2: 0, year3: 14349 },
        fixedAssets: { year1: 2000, year2: 2000, year3: 2000 },
        totalAssets: { year1: 2000, year2: 2000, year3: 16349 },
      },
      liabilities: {
        overdraft: { year1: 8880, year2: 9526, year3: 0 },
        totalLiabilities: { year1: 8880, year2: 9526, year3: 0 },
      },
      equity: {
        initialCapital: { year1: 8000, year2: 8000, year3: 8000 },
        retainedEarnings: { year1: -14880, year2: -15526, year3: 8349 },
        totalEquity: { year1: -6880, year2: -7526, year3: 16349 },
      },
      totalLiabilitiesAndEquity: { year1: 2000, year2: 2000, year3: 16349 },
    },
    cashFlow: {
      beginningCash: { year1: 0, year2: -8880, year3: -9526 },
      operations: {
        netProfit: { year1: -14880, year2: -646, year3: 23875 },
        netCashFromOperations: { year1: -14880, year2: -646, year3: 23875 },
      },
      investing: {
        startupCost: { year1: -2000, year2: 0, year3: 0 },
        netCashFromInvesting: { year1: -2000, year2: 0, year3: 0 },
      },
      financing: {
        initialCash: { year1: 8000, year2: 0, year3: 0 },
        netCashFromFinancing: { year1: 8000, year2: 0, year3: 0 },
      },
      changeInCash: { year1: -8880, year2: -646, year3: 23875 },
      cashEndOfYear: { year1: -8880, year2: -9526, year3: 14349 },
    },
    metrics: {
      grossMarginPct: { year1: 60.00348857, year2: 59.99905714, year3: 59.99952857 },
      netMarginPct: { year1: -86.51665795, year2: -1.52272299, year3: 28.13822202 },
      revenueGrowthPct: { year2: 146.66550381, year3: 100.00235716 },
      breakEvenMonth: 19,
      lowestCash: -11421.523566,
      lowestCashMonth: 18,
      firstNegativeCashMonth: 2,
      fundingGap: 11422,
      openingCash: 6000,
    },
    yearUnits: [1146.5814853, 2828.29685981, 5656.59371961],
    firstYearRevenue: [0, 0, 0, 1500, 1589, 1684, 1784, 1890, 2002, 2121, 2248, 2381],
    firstYearCogs: [0, 0, 0, 600, 636, 673, 713, 756, 801, 849, 899, 952],
    firstYearUnits: [
      0.0, 0.0, 0.0, 100.0, 105.94630944, 112.24620483, 118.9207115, 125.99210499, 133.48398542, 141.42135624,
      149.83070769, 158.7401052,
    ],
    cash: [
      3900, 1800, -300, -1500, -2647, -3736, -4765, -5731, -6630, -7458, -8209, -8880, -9541, -10112, -10588,
      -10963, -11231, -11386, -11421, -11328, -11101, -10730, -10208, -9526, -8753, -7800, -6656, -5310,
      -3749, -1961, 68, 2352, 4905, 7744, 10886, 14349,
    ],
  };

  it('produces the written-out statements, metrics and monthly view', () => {
    expectProjection(projectSections(sections), expected);
  });

  it('doubles the monthly volume every twelve months', () => {
    const { months } = projectSections(sections);
    expect(months[3]?.units).toBe(100);
    expect(months[15]?.units).toBe(200);
    expect(months[27]?.units).toBe(400);
  });

  it('warns about the cash low point', () => {
    expect(projectSections(sections).warnings).toEqual([
      {
        code: 'CASH_NEGATIVE',
        message:
          'Cash goes below zero in Month 3 and bottoms out at \u2212$11,422 in Month 19. ' +
          'The plan needs $11,422 more money to stay above zero.',
      },
    ]);
  });
});
