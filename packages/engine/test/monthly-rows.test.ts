// Issue #24 item 2: the month-by-month table adds up. Every displayed month's net profit is its rows' sum,
// its cash is the month before plus its movements, and the months add up to each year's statements; the
// rows a table shows (monthRowsOf) include every line that is not 0.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONTH_ROWS, monthRowsOf, project, type ProjectionYears, type RoundedMonthRow } from '../src/index';
import { extendedInputsArbitrary } from './arbitraries';

const RUNS = 150;

function problemsOf(projection: ReturnType<typeof project>): string[] {
  const problems: string[] = [];
  const months = projection.roundedMonths;
  const shown = monthRowsOf(months);
  // Cash before any loan: the starting cash in, the startup purchases paid; month 0 receives its loans.
  let cash =
    projection.cashFlow.financing.initialCash.year1 + projection.cashFlow.investing.startupCost.year1;
  for (const m of months) {
    const expenses =
      m.salaries +
      m.staffWages +
      m.payrollTaxesBenefits +
      m.marketing +
      m.rent +
      m.utilities +
      m.otherExpenses +
      m.startupExpenses;
    if (m.grossMargin !== m.revenue - m.cogs) problems.push(`month ${m.month}: gross margin`);
    if (m.totalExpenses !== expenses) problems.push(`month ${m.month}: total expenses`);
    const net = m.grossMargin - m.totalExpenses - m.depreciation - m.interestExpense - m.incomeTax;
    if (m.netProfit !== net) problems.push(`month ${m.month}: net profit ${m.netProfit} is not ${net}`);
    if (m.profitBeforeTax - m.incomeTax !== m.netProfit) problems.push(`month ${m.month}: before tax`);
    cash +=
      m.netProfit +
      m.depreciation +
      m.changeInReceivables +
      m.changeInInventory +
      m.changeInPayables +
      m.loanProceeds -
      m.principalRepaid -
      m.ownerDraw;
    if (m.cash !== cash) problems.push(`month ${m.month}: cash ${m.cash} is not ${cash}`);
    for (const key of MONTH_ROWS) {
      // Profit before tax is left out only where it is net profit (no depreciation, interest or tax).
      const hidden = key === 'profitBeforeTax' ? m.profitBeforeTax !== m.netProfit : m[key] !== 0;
      if (hidden && !shown.includes(key)) problems.push(`row ${key} not shown`);
    }
  }
  projection.years.forEach((year, y) => {
    const twelve = months.slice(12 * y, 12 * y + 12);
    const sum = (key: keyof RoundedMonthRow) => twelve.reduce((total, m) => total + (m[key] as number), 0);
    const pl = year.profitLoss;
    const fin = year.cashFlow.financing;
    const expected: [keyof RoundedMonthRow, number][] = [
      ['revenue', pl.totalRevenue],
      ['cogs', pl.totalCostOfGoodsSold],
      ['grossMargin', pl.grossMargin],
      ['totalExpenses', pl.totalExpenses],
      ['staffWages', pl.staffWages],
      ['payrollTaxesBenefits', pl.payrollTaxesBenefits],
      ['startupExpenses', pl.startupExpenses],
      ['changeInReceivables', year.cashFlow.operations.changeInReceivables],
      ['changeInInventory', year.cashFlow.operations.changeInInventory],
      ['changeInPayables', year.cashFlow.operations.changeInPayables],
      ['depreciation', pl.depreciation],
      ['interestExpense', pl.interestExpense],
      ['profitBeforeTax', pl.profitBeforeTax],
      ['incomeTax', pl.incomeTax],
      ['netProfit', pl.netProfit],
      ['loanProceeds', fin.loanProceeds],
      ['principalRepaid', -fin.loanRepayments],
      ['ownerDraw', -fin.ownerDraws],
    ];
    for (const [key, figure] of expected) {
      if (sum(key) !== figure) problems.push(`year ${y + 1}: ${key} months ${sum(key)} ≠ ${figure}`);
    }
    if (twelve[11]?.cash !== year.cashFlow.cashEndOfYear) problems.push(`year ${y + 1}: cash`);
  });
  return problems;
}

describe.each([3, 5] as ProjectionYears[])('the monthly rows over %i years', (years) => {
  it('add up: each month to its net profit and cash, the months to the year', () => {
    fc.assert(
      fc.property(extendedInputsArbitrary(years), (inputs) => {
        expect(problemsOf(project(inputs))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

describe('the rows a monthly table shows', () => {
  it('are the base rows for a plan without loans, tax, depreciation or draws', () => {
    const projection = project({
      unitPrice: 10,
      firstMonthSales: 100,
      startMonth: 0,
      growthRate: 0.1,
      costPerItem: 4,
      salaries: 100,
      advertising: 0,
      rent: 50,
      utilities: 0,
      otherExpenses: 0,
      startupCost: 0,
      initialCash: 1000,
    });
    expect(monthRowsOf(projection.firstYearMonths)).toEqual([
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
      'cash',
    ]);
  });

  it('add depreciation, interest, profit before tax, tax, loans and draws when the plan has them', () => {
    const projection = project({
      unitPrice: 50,
      firstMonthSales: 400,
      startMonth: 0,
      growthRate: 0,
      costPerItem: 10,
      salaries: 3000,
      advertising: 0,
      rent: 1000,
      utilities: 0,
      otherExpenses: 0,
      startupCost: 12_000,
      initialCash: 5000,
      usefulLifeYears: 5,
      loans: [{ amount: 20_000, annualRatePct: 8, termMonths: 36, startMonth: 0 }],
      incomeTaxRatePct: 21,
      ownerDrawMonthly: 1500,
    });
    // Every line but the detailed model's (a team, start-up expenses, payment terms), which this plan lacks.
    const detailed = [
      'staffWages',
      'payrollTaxesBenefits',
      'startupExpenses',
      'changeInReceivables',
      'changeInInventory',
      'changeInPayables',
    ];
    expect(monthRowsOf(projection.firstYearMonths)).toEqual(
      MONTH_ROWS.filter((key) => !detailed.includes(key)),
    );
    expect(problemsOf(projection)).toEqual([]);
  });
});
