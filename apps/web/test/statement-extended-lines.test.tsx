// The statements tables and key numbers show the lender lines (interest, tax, loans, draws…) only when some year is not 0.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyMetrics } from '@/components/statements/key-metrics';
import { balanceSheetRows } from '@/components/statements/balance-sheet-table';
import { cashFlowRows } from '@/components/statements/cash-flow-table';
import { profitLossRows } from '@/components/statements/profit-loss-table';
import {
  balanceSheetResponse,
  cashFlowResponse,
  metrics,
  profitLossResponse,
} from './full-statements-fixtures';

const years = (year1: number, year2: number, year3: number) => ({ year1, year2, year3 });
const keysOf = (rows: Array<{ key: string }>) => rows.map((row) => row.key);

describe('extended statement lines', () => {
  it('leaves them out of a plan without lender answers, so the tables read as before', () => {
    expect(keysOf(profitLossRows(profitLossResponse.profitLoss))).not.toContain('interestExpense');
    expect(keysOf(profitLossRows(profitLossResponse.profitLoss))).toContain('operatingProfit');
    expect(keysOf(balanceSheetRows(balanceSheetResponse().balanceSheet))).not.toContain('liabilities.loans');
    expect(keysOf(cashFlowRows(cashFlowResponse.cashFlow))).not.toContain('financing.loanRepayments');
  });

  it('shows interest, profit before tax and tax in the P&L when a loan and a tax rate are given', () => {
    const rows = profitLossRows({
      ...profitLossResponse.profitLoss,
      interestExpense: years(3800, 3000, 2100),
      profitBeforeTax: years(-16145, -3780, 16317),
      incomeTax: years(0, 0, 1200),
    });
    expect(keysOf(rows)).toEqual([
      'productServiceRevenue',
      'totalRevenue',
      'productServiceCost',
      'totalCostOfGoodsSold',
      'grossMargin',
      'salaries',
      'marketing',
      'rent',
      'utilities',
      'otherExpenses',
      'totalExpenses',
      'operatingProfit',
      'interestExpense',
      'profitBeforeTax',
      'incomeTax',
      'netProfit',
    ]);
    expect(rows.find((row) => row.key === 'interestExpense')?.label).toBe('Interest Expense');
  });

  it('shows the loan balance, draws and repayments on the balance sheet and cash flow', () => {
    const sheet = balanceSheetResponse().balanceSheet;
    const bs = balanceSheetRows({
      ...sheet,
      liabilities: { ...sheet.liabilities, loans: years(40000, 30000, 20000) },
      equity: { ...sheet.equity, ownerDraws: years(-6000, -18000, -30000) },
    });
    expect(keysOf(bs)).toContain('liabilities.loans');
    expect(keysOf(bs)).toContain('equity.ownerDraws');
    expect(keysOf(bs)).not.toContain('assets.accumulatedDepreciation');
    const cf = cashFlowRows({
      ...cashFlowResponse.cashFlow,
      financing: { ...cashFlowResponse.cashFlow.financing, loanRepayments: years(-10000, -10000, -10000) },
    });
    expect(keysOf(cf)).toContain('financing.loanRepayments');
    expect(keysOf(cf)).not.toContain('financing.loanProceeds');
  });
});

describe('debt service coverage in the key numbers', () => {
  it('shows the weakest year with loan payments, flagged below 1.25, and nothing without loans', () => {
    const { unmount } = render(<KeyMetrics metrics={metrics} />);
    expect(screen.queryByText(/Debt service coverage/)).toBeNull();
    unmount();
    render(
      <KeyMetrics metrics={{ ...metrics, debtServiceCoverage: { year1: 1.1, year2: 1.8, year3: null } }} />,
    );
    expect(screen.getByText('Debt service coverage (Year 1)')).toBeInTheDocument();
    expect(screen.getByText('1.10×')).toHaveClass('text-negative');
  });
});
