// Questionnaires with the lender's answers (issue #15): the bakery with a loan, with tax after a loss
// year, and with every extended answer at once; and the struggling studio. No database: a test that
// imports only these opens none.
import { bakerySections } from './helpers/factories';

type Sections = Record<string, unknown>;

/** Ada Bakes borrowing $60,000 at 8% over 60 months at opening: coverage 0.50 in Year 1, 1.05 in Year 2. */
export function bakeryWithLoan(): Sections {
  return {
    ...bakerySections(),
    financing: { loans: [{ amount: 60000, annualRatePct: 8, termMonths: 60, startMonth: 0 }] },
  };
}

/** Ada Bakes paying $3,000 of salaries and 21% tax: a loss before tax in Year 1, profit after. */
export function bakeryWithTaxAfterLoss(): Sections {
  const base = bakerySections();
  return {
    ...base,
    expenseInfo: { ...base.expenseInfo, ownerSalary: 3000 },
    taxInfo: { incomeTaxRatePct: 21 },
  };
}

/**
 * Every lender answer: the loan, 21% tax, a 5-year life, a $500 draw and the summer peak from March. The
 * first month sells 400: since issue #24 the answer is March's own sales (F(March) = 0.8), so every month
 * sells what the bakery's flat 500 did with the seasons applied, and the figures below stay as worked.
 */
export function bakeryWithEverything(): Sections {
  const base = bakerySections();
  return {
    ...bakeryWithLoan(),
    salesVolume: { firstMonthSales: 400 },
    taxInfo: { incomeTaxRatePct: 21 },
    assetInfo: { ...base.assetInfo, usefulLifeYears: 5 },
    equityInfo: { ...base.equityInfo, ownerDrawMonthly: 500, ownerDrawStartMonth: 0 },
    seasonality: {
      monthlyWeights: [60, 60, 80, 100, 120, 140, 150, 140, 110, 80, 70, 90],
      firstCalendarMonth: 3,
    },
  };
}

/** Bright Pixel Studio: $450 jobs, 6 from Month 3, heavy fixed costs; never breaks even, big funding gap. */
export function strugglingStudio() {
  return {
    businessInfo: { name: 'Bright Pixel Studio', description: 'Design studio for small shops' },
    productsServices: { type: 'Professional Services', unitPrice: 450 },
    revenueInfo: { startMonth: '2', growthRate: 0.5 },
    salesVolume: { firstMonthSales: 6 },
    growthRate: { annualGrowthRate: 50, isCustomGrowth: true },
    operationalCosts: { costPerItem: 90 },
    expenseInfo: {
      ownerSalary: 4000,
      monthlyAdvertising: 600,
      monthlyRent: 1500,
      monthlyUtilities: 150,
      monthlyInsurance: 250,
    },
    assetInfo: { oneTimePurchases: 12000 },
    equityInfo: { initialCash: 10000 },
  };
}
