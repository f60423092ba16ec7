// Issue #24 item 2: the page's month-by-month table shows every line the year has, and each month adds up.
import { describe, expect, it } from 'vitest';
import { project } from '@trajectory/engine';
import { monthlyRows } from '@/components/statements/monthly-table';

const base = {
  unitPrice: 50,
  firstMonthSales: 400,
  startMonth: 0,
  growthRate: 0.1,
  costPerItem: 10,
  salaries: 3000,
  advertising: 200,
  rent: 1000,
  utilities: 100,
  otherExpenses: 50,
  startupCost: 12_000,
  initialCash: 5000,
};

describe('the monthly table', () => {
  it('keeps the base rows for a plan without loans, tax, depreciation or draws', () => {
    const rows = monthlyRows(project(base).firstYearMonths).map((row) => row.key);
    expect(rows).toEqual([
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

  it('adds every line a lender plan has, so each month’s net profit is its rows’ sum and the months are the year', () => {
    const projection = project({
      ...base,
      usefulLifeYears: 5,
      loans: [{ amount: 20_000, annualRatePct: 8, termMonths: 36, startMonth: 0 }],
      incomeTaxRatePct: 21,
      ownerDrawMonthly: 1500,
      seasonalityWeights: [60, 60, 80, 100, 120, 140, 150, 140, 110, 80, 70, 90],
      firstCalendarMonth: 3,
    });
    const rows = monthlyRows(projection.firstYearMonths);
    expect(rows.map((row) => row.label)).toEqual([
      'Units Sold',
      'Revenue',
      'Cost of Goods Sold',
      'Gross Margin',
      'Salaries',
      'Marketing',
      'Rent',
      'Utilities',
      'Other Expenses',
      'Total Expenses',
      'Depreciation',
      'Interest Expense',
      'Profit Before Tax',
      'Income Tax',
      'Net Profit',
      'Loan Proceeds',
      'Loan Principal Repaid',
      "Owner's Draw",
      'Cash at End of Month',
    ]);
    const value = (key: string, column: string) =>
      rows.find((row) => row.key === key)?.values?.[column] ?? Number.NaN;
    for (const column of [...projection.firstYearMonths.map((m) => `m${m.month}`), 'total']) {
      expect(value('netProfit', column)).toBe(
        value('grossMargin', column) -
          value('totalExpenses', column) -
          value('depreciation', column) -
          value('interestExpense', column) -
          value('incomeTax', column),
      );
    }
    const year1 = projection.years[0];
    expect(value('netProfit', 'total')).toBe(year1.profitLoss.netProfit);
    expect(value('incomeTax', 'total')).toBe(year1.profitLoss.incomeTax);
    expect(value('principalRepaid', 'total')).toBe(-year1.cashFlow.financing.loanRepayments);
    expect(value('ownerDraw', 'total')).toBe(-year1.cashFlow.financing.ownerDraws);
    expect(value('cash', 'total')).toBe(year1.cashFlow.cashEndOfYear);
    // The first month sells the 400 answered for March, whatever the season.
    expect(value('units', 'm0')).toBeCloseTo(400, 9);
  });
});
