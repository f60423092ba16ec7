// Issue #25 item 3 on the page's tables: each stream by name under the revenue and cost lines (only with
// more than one), the team's and start-up lines when not 0, two years of months whose columns add up, and
// warnings of the same code from two streams each shown.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { project } from '@trajectory/engine';
import { monthlyColumns, monthlyRows } from '@/components/statements/monthly-table';
import { profitLossRows } from '@/components/statements/profit-loss-table';
import { balanceSheetRows } from '@/components/statements/balance-sheet-table';
import { cashFlowRows } from '@/components/statements/cash-flow-table';
import { RealismWarnings } from '@/components/statements/realism-warnings';

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

const detailed = project({
  ...base,
  primaryStreamName: 'Bread',
  revenueStreams: [
    {
      name: 'Coffee club',
      kind: 'subscription',
      price: 25,
      unitCost: 6,
      firstMonthVolume: 40,
      monthlyChurnPct: 5,
    },
  ],
  staffRoles: [{ title: 'Baker', headcount: 2, monthlySalary: 3200 }],
  payrollBurdenPct: 10,
  startupItems: [
    { name: 'Oven', amount: 12_000, kind: 'asset' },
    { name: 'Launch fee', amount: 1500, kind: 'expense' },
  ],
  receivableDays: 30,
});
const keysOf = (rows: Array<{ key: string }>) => rows.map((row) => row.key);

describe('the detailed lines on the page', () => {
  it('lists each stream by name under the revenue and cost lines, and the new expense lines in order', () => {
    const rows = profitLossRows(detailed.profitLoss, detailed.revenueStreams);
    expect(keysOf(rows).slice(0, 13)).toEqual([
      'productServiceRevenue',
      'revenueStreams.0.revenue',
      'revenueStreams.1.revenue',
      'totalRevenue',
      'productServiceCost',
      'revenueStreams.0.cost',
      'revenueStreams.1.cost',
      'totalCostOfGoodsSold',
      'grossMargin',
      'salaries',
      'staffWages',
      'payrollTaxesBenefits',
      'marketing',
    ]);
    expect(keysOf(rows)).toContain('startupExpenses');
    const coffee = rows.find((row) => row.key === 'revenueStreams.1.revenue')!;
    expect(coffee).toMatchObject({
      label: 'Coffee club',
      isSub: true,
      values: detailed.revenueStreams[1]!.revenue,
    });
    // The total stays the sum of the streams.
    const bread = rows.find((row) => row.key === 'revenueStreams.0.revenue')!;
    expect(bread.label).toBe('Bread');
    expect(bread.values!.year1! + coffee.values!.year1!).toBe(
      detailed.profitLoss.productServiceRevenue.year1,
    );
    expect(keysOf(balanceSheetRows(detailed.balanceSheet))).toContain('assets.accountsReceivable');
    expect(keysOf(cashFlowRows(detailed.cashFlow))).toContain('operations.changeInReceivables');
  });

  it('lists no stream and no new line for a plan with one product and none of the detail', () => {
    const plain = project(base);
    const rows = profitLossRows(plain.profitLoss, plain.revenueStreams);
    expect(keysOf(rows)).toEqual(keysOf(profitLossRows(plain.profitLoss)));
    for (const key of ['revenueStreams.0.revenue', 'staffWages', 'payrollTaxesBenefits', 'startupExpenses'])
      expect(keysOf(rows)).not.toContain(key);
    expect(keysOf(balanceSheetRows(plain.balanceSheet))).not.toContain('assets.accountsReceivable');
    expect(keysOf(cashFlowRows(plain.cashFlow))).not.toContain('operations.changeInReceivables');
  });

  it("shows Year 2's months under Year 2, adding up to its figures and ending on its cash", () => {
    const year2 = detailed.displayedMonths.filter((m) => m.year === 2);
    expect(year2).toHaveLength(12);
    expect(monthlyColumns(year2).map((c) => c.label)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `Month ${i + 13}`),
      'Year 2',
    ]);
    const rows = monthlyRows(year2);
    const row = (key: string) => rows.find((r) => r.key === key)!.values!;
    expect(row('netProfit').total).toBe(detailed.profitLoss.netProfit.year2);
    expect(row('staffWages').total).toBe(detailed.profitLoss.staffWages.year2);
    expect(row('cash').m23).toBe(detailed.cashFlow.cashEndOfYear.year2);
    expect(row('cash').total).toBe(detailed.cashFlow.cashEndOfYear.year2);
    for (const m of year2) {
      expect(row('netProfit')[`m${m.month}`]).toBe(
        m.grossMargin - m.totalExpenses - m.depreciation - m.interestExpense - m.incomeTax,
      );
    }
  });

  it('shows two warnings of the same code, one per stream, each with a key of its own', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RealismWarnings
        warnings={[
          { code: 'PRICE_AT_OR_BELOW_COST', message: '"Coffee club": the price is at or below the cost.' },
          { code: 'PRICE_AT_OR_BELOW_COST', message: '"Tea club": the price is at or below the cost.' },
        ]}
      />,
    );
    expect(screen.getAllByTestId('realism-warning').map((li) => li.textContent)).toEqual([
      '"Coffee club": the price is at or below the cost.',
      '"Tea club": the price is at or below the cost.',
    ]);
    // React reports two children with the same key; keyed by code and place, there are none.
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  });
});
