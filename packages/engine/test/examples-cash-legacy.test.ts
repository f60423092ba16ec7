// Worked examples (a business running into overdraft, a questionnaire stored under legacy names only)
// with every figure written out; the literals come from an independent high-precision calculation.

import { describe, expect, it } from 'vitest';
import { normalizeQuestionnaire } from '../src/index';
import { expectProjection, expectStatement, projectSections } from './helpers';
import type { ExpectedProjection } from './helpers';

describe('worked example: a business that runs into overdraft', () => {
  // Gross margin $30 on 100 units (+20% a year) cannot cover $5,200 of monthly expenses: every month loses
  // money, so cash falls from the $15,000 left after opening into an overdraft that deepens each year.
  const sections = {
    productsServices: { unitPrice: 50 },
    salesVolume: { firstMonthSales: 100 },
    revenueInfo: { startMonth: '0' },
    growthRate: { annualGrowthRate: 20 },
    operationalCosts: { costPerItem: 20 },
    expenseInfo: {
      ownerSalary: 3000,
      monthlyAdvertising: 500,
      monthlyRent: 1200,
      monthlyUtilities: 200,
      monthlyInsurance: 300,
    },
    assetInfo: { oneTimePurchases: 10000 },
    equityInfo: { initialCash: 25000 },
  };
  const expected: ExpectedProjection = {
    profitLoss: {
      productServiceRevenue: { year1: 65319, year2: 78383, year3: 94059 },
      totalRevenue: { year1: 65319, year2: 78383, year3: 94059 },
      productServiceCost: { year1: 26128, year2: 31353, year3: 37624 },
      totalCostOfGoodsSold: { year1: 26128, year2: 31353, year3: 37624 },
      grossMargin: { year1: 39191, year2: 47030, year3: 56435 },
      salaries: { year1: 36000, year2: 37080, year3: 38192 },
      marketing: { year1: 6000, year2: 6300, year3: 6615 },
      rent: { year1: 14400, year2: 15120, year3: 15876 },
      utilities: { year1: 2400, year2: 2520, year3: 2646 },
      otherExpenses: { year1: 3600, year2: 3780, year3: 3969 },
      totalExpenses: { year1: 62400, year2: 64800, year3: 67298 },
      operatingProfit: { year1: -23209, year2: -17770, year3: -10863 },
      netProfit: { year1: -23209, year2: -17770, year3: -10863 },
    },
    balanceSheet: {
      assets: {
        cash: { year1: 0, year2: 0, year3: 0 },
        fixedAssets: { year1: 10000, year2: 10000, year3: 10000 },
        totalAssets: { year1: 10000, year2: 10000, year3: 10000 },
      },
      liabilities: {
        overdraft: { year1: 8209, year2: 25979, year3: 36842 },
        totalLiabilities: { year1: 8209, year2: 25979, year3: 36842 },
      },
      equity: {
        initialCapital: { year1: 25000, year2: 25000, year3: 25000 },
        retainedEarnings: { year1: -23209, year2: -40979, year3: -51842 },
        totalEquity: { year1: 1791, year2: -15979, year3: -26842 },
      },
      totalLiabilitiesAndEquity: { year1: 10000, year2: 10000, year3: 10000 },
    },
    cashFlow: {
      beginningCash: { year1: 0, year2: -8209, year3: -25979 },
      operations: {
        netProfit: { year1: -23209, year2: -17770, year3: -10863 },
        netCashFromOperations: { year1: -23209, year2: -17770, year3: -10863 },
      },
      investing: {
        startupCost: { year1: -10000, year2: 0, year3: 0 },
        netCashFromInvesting: { year1: -10000, year2: 0, year3: 0 },
      },
      financing: {
        initialCash: { year1: 25000, year2: 0, year3: 0 },
        netCashFromFinancing: { year1: 25000, year2: 0, year3: 0 },
      },
      changeInCash: { year1: -8209, year2: -17770, year3: -10863 },
      cashEndOfYear: { year1: -8209, year2: -25979, year3: -36842 },
    },
    metrics: {
      grossMarginPct: { year1: 59.99938762, year2: 60.00025516, year3: 59.99957474 },
      netMarginPct: { year1: -35.53177483, year2: -22.67073217, year3: -11.54913405 },
      revenueGrowthPct: { year2: 20.00030619, year3: 19.99923453 },
      breakEvenMonth: null,
      lowestCash: -36841.60465,
      lowestCashMonth: 35,
      firstNegativeCashMonth: 7,
      fundingGap: 36842,
      openingCash: 15000,
    },
    yearUnits: [1306.3809098, 1567.65709176, 1881.18851011],
    firstYearRevenue: [5000, 5077, 5154, 5233, 5313, 5395, 5477, 5561, 5646, 5733, 5820, 5910],
    firstYearCogs: [2000, 2031, 2062, 2093, 2125, 2158, 2191, 2224, 2259, 2293, 2328, 2364],
    firstYearUnits: [
      100.0, 101.53094705, 103.08533209, 104.66351394, 106.26585692, 107.89273092, 109.5445115, 111.22157997,
      112.92432347, 114.65313506, 116.40841385, 118.19056503,
    ],
    cash: [
      12800, 10646, 8538, 6478, 4466, 2503, 589, -1274, -3087, -4847, -6555, -8209, -10009, -11754, -13443,
      -15075, -16649, -18164, -19620, -21016, -22351, -23624, -24833, -25979, -27269, -28493, -29650, -30737,
      -31756, -32704, -33580, -34383, -35111, -35764, -36342, -36842,
    ],
  };

  it('produces the written-out statements, metrics and monthly view', () => {
    expectProjection(projectSections(sections), expected);
  });

  it('shows the negative balance as an overdraft, never as negative cash', () => {
    const { balanceSheet, cashFlow } = projectSections(sections);
    expect(balanceSheet.assets.cash).toEqual({ year1: 0, year2: 0, year3: 0 });
    expect(balanceSheet.liabilities.overdraft).toEqual({ year1: 8209, year2: 25979, year3: 36842 });
    expect(cashFlow.cashEndOfYear).toEqual({ year1: -8209, year2: -25979, year3: -36842 });
  });

  it('warns about the cash shortfall and the missing break-even', () => {
    expect(projectSections(sections).warnings).toEqual([
      {
        code: 'CASH_NEGATIVE',
        message:
          'Cash goes below zero in Month 8 and bottoms out at \u2212$36,842 in Month 36. ' +
          'The plan needs $36,842 more money to stay above zero.',
      },
      {
        code: 'NO_BREAK_EVEN',
        message:
          'Monthly profit does not stay at or above zero within the 36 months projected ' +
          '(Year 3 net profit: \u2212$10,863).',
      },
    ]);
  });
});

describe('worked example: legacy field names only', () => {
  // An older record: price and volume in products[0], growth as a fraction in revenueInfo, cost per item
  // in expenseInfo.cogs, salary in monthlyOwnerSalary, fixedAssets and initialInvestment; strings and
  // blanks as the old edit form saved them.
  const sections = {
    businessInfo: { name: 'Wick & Wax', type: 'llc' },
    productsServices: {
      products: [{ category: 'Physical Products', unitPrice: '35', unitsPerMonth: '150' }],
    },
    revenueInfo: { startMonth: '1', growthRate: 0.15 },
    expenseInfo: {
      cogs: '12',
      monthlyOwnerSalary: '2500',
      monthlyRent: 900,
      monthlyAdvertising: '',
      monthlyUtilities: null,
    },
    assetInfo: { fixedAssets: '7500' },
    equityInfo: { initialInvestment: 15000 },
  };
  const expected: ExpectedProjection = {
    profitLoss: {
      productServiceRevenue: { year1: 61254, year2: 76410, year3: 87872 },
      totalRevenue: { year1: 61254, year2: 76410, year3: 87872 },
      productServiceCost: { year1: 21002, year2: 26198, year3: 30127 },
      totalCostOfGoodsSold: { year1: 21002, year2: 26198, year3: 30127 },
      grossMargin: { year1: 40252, year2: 50212, year3: 57745 },
      salaries: { year1: 30000, year2: 30900, year3: 31827 },
      marketing: { year1: 0, year2: 0, year3: 0 },
      rent: { year1: 10800, year2: 11340, year3: 11907 },
      utilities: { year1: 0, year2: 0, year3: 0 },
      otherExpenses: { year1: 0, year2: 0, year3: 0 },
      totalExpenses: { year1: 40800, year2: 42240, year3: 43734 },
      operatingProfit: { year1: -548, year2: 7972, year3: 14011 },
      netProfit: { year1: -548, year2: 7972, year3: 14011 },
    },
    balanceSheet: {
      assets: {
        cash: { year1: 6952, year2: 14924, year3: 28935 },
        fixedAssets: { year1: 7500, year2: 7500, year3: 7500 },
        totalAssets: { year1: 14452, year2: 22424, year3: 36435 },
      },
      liabilities: {
        overdraft: { year1: 0, year2: 0, year3: 0 },
        totalLiabilities: { year1: 0, year2: 0, year3: 0 },
      },
      equity: {
        initialCapital: { year1: 15000, year2: 15000, year3: 15000 },
        retainedEarnings: { year1: -548, year2: 7424, year3: 21435 },
        totalEquity: { year1: 14452, year2: 22424, year3: 36435 },
      },
      totalLiabilitiesAndEquity: { year1: 14452, year2: 22424, year3: 36435 },
    },
    cashFlow: {
      beginningCash: { year1: 0, year2: 6952, year3: 14924 },
      operations: {
        netProfit: { year1: -548, year2: 7972, year3: 14011 },
        netCashFromOperations: { year1: -548, year2: 7972, year3: 14011 },
      },
      investing: {
        startupCost: { year1: -7500, year2: 0, year3: 0 },
        netCashFromInvesting: { year1: -7500, year2: 0, year3: 0 },
      },
      financing: {
        initialCash: { year1: 15000, year2: 0, year3: 0 },
        netCashFromFinancing: { year1: 15000, year2: 0, year3: 0 },
      },
      changeInCash: { year1: 6952, year2: 7972, year3: 14011 },
      cashEndOfYear: { year1: 6952, year2: 14924, year3: 28935 },
    },
    metrics: {
      grossMarginPct: { year1: 65.71325954, year2: 65.71391179, year3: 65.7149035 },
      netMarginPct: { year1: -0.89463545, year2: 10.43318937, year3: 15.94478332 },
      revenueGrowthPct: { year2: 24.74287393, year3: 15.00065436 },
      breakEvenMonth: 1,
      lowestCash: 4100.0,
      lowestCashMonth: 0,
      firstNegativeCashMonth: null,
      fundingGap: 0,
      openingCash: 7500,
    },
    yearUnits: [1750.12564085, 2183.14706346, 2510.61912298],
    firstYearRevenue: [0, 5250, 5311, 5374, 5437, 5500, 5565, 5630, 5696, 5763, 5830, 5898],
    firstYearCogs: [0, 1800, 1821, 1843, 1864, 1886, 1908, 1930, 1953, 1976, 1999, 2022],
    firstYearUnits: [
      0.0, 150.0, 151.75723754, 153.53506097, 155.33371145, 157.15343298, 158.99447239, 160.85707942,
      162.74150674, 164.64800997, 166.57684773, 168.52828166,
    ],
    cash: [
      4100, 4150, 4240, 4371, 4544, 4758, 5015, 5315, 5658, 6045, 6476, 6952, 7354, 7802, 8296, 8837, 9426,
      10062, 10748, 11482, 12266, 13101, 13987, 14924, 15788, 16705, 17676, 18702, 19783, 20919, 22111, 23360,
      24666, 26030, 27452, 28935,
    ],
  };

  it('reads every legacy field into the model inputs', () => {
    expect(normalizeQuestionnaire(sections, { completed: true })).toEqual({
      ok: true,
      inputs: {
        unitPrice: 35,
        firstMonthSales: 150,
        startMonth: 1,
        growthRate: 0.15,
        costPerItem: 12,
        salaries: 2500,
        advertising: 0,
        rent: 900,
        utilities: 0,
        otherExpenses: 0,
        startupCost: 7500,
        initialCash: 15000,
      },
    });
  });

  it('produces the written-out statements, metrics and monthly view', () => {
    expectProjection(projectSections(sections), expected);
  });

  it('reads a legacy growth of 15 (percent) or 1500 (stored ×100) as the same 15%', () => {
    for (const growthRate of [15, '15', 1500]) {
      const variant = { ...sections, revenueInfo: { startMonth: '1', growthRate } };
      expectStatement(projectSections(variant).profitLoss, expected.profitLoss);
    }
  });

  it('lets newer field names win over legacy ones', () => {
    const both = {
      ...sections,
      productsServices: { ...sections.productsServices, unitPrice: 36 },
      growthRate: { annualGrowthRate: 15 },
      revenueInfo: { startMonth: '1', growthRate: 0.5 },
    };
    const result = normalizeQuestionnaire(both, { completed: true });
    expect(result.ok && result.inputs.unitPrice).toBe(36);
    expect(result.ok && result.inputs.growthRate).toBe(0.15);
  });

  it('raises no warning', () => {
    expect(projectSections(sections).warnings).toEqual([]);
  });
});
