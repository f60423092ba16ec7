// Questionnaires with the lender's answers (issue #15): the bakery with a loan, with tax after a loss
// year, and with every extended answer at once.
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

/** Every lender answer: the loan, 21% tax, a 5-year life, a $500 draw and the summer peak from March. */
export function bakeryWithEverything(): Sections {
  const base = bakerySections();
  return {
    ...bakeryWithLoan(),
    taxInfo: { incomeTaxRatePct: 21 },
    assetInfo: { ...base.assetInfo, usefulLifeYears: 5 },
    equityInfo: { ...base.equityInfo, ownerDrawMonthly: 500, ownerDrawStartMonth: 0 },
    seasonality: {
      monthlyWeights: [60, 60, 80, 100, 120, 140, 150, 140, 110, 80, 70, 90],
      firstCalendarMonth: 3,
    },
  };
}
