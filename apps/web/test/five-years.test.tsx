// Five-year plans on the web (issue #15 item 3): tables show Year 1 … Year 5 when the figures carry them,
// the live preview projects over the held plan's years.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfitLossTable } from '@/components/statements/profit-loss-table';
import { EMPTY_ANSWERS } from '@/features/questionnaire/lib/answers';
import { computePreview } from '@/features/questionnaire/lib/preview';
import { LivePreview } from '@/features/questionnaire/components/live-preview';
import { profitLossResponse } from './full-statements-fixtures';

const withYears = <T extends Record<string, { year1: number }>>(statement: T) =>
  Object.fromEntries(
    Object.entries(statement).map(([key, values]) => [key, { ...values, year4: 4000, year5: 5000 }]),
  ) as unknown as T;

describe('five-year statements', () => {
  it('a P&L keyed year1..year5 shows five year columns and says so in its caption', () => {
    render(<ProfitLossTable profitLoss={withYears(profitLossResponse.profitLoss)} />);
    const table = screen.getByRole('table', { name: '5-year Profit & Loss projection' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Line item', 'Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5']);
    const revenue = within(table).getByRole('row', { name: /^Total Revenue/ });
    expect(within(revenue).getAllByRole('cell').at(-1)).toHaveTextContent('$5,000');
  });

  it('a three-year P&L keeps its three columns', () => {
    render(<ProfitLossTable profitLoss={profitLossResponse.profitLoss} />);
    const table = screen.getByRole('table', { name: '3-year Profit & Loss projection' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  });
});

describe('the live preview over the held plan’s years', () => {
  const answers = { ...EMPTY_ANSWERS, unitPrice: '10', firstMonthSales: '100', annualGrowthRate: '20' };

  it('names Year 3 on a three-year plan and Year 5 on a five-year one', () => {
    const three = computePreview(answers, 3);
    const five = computePreview(answers, 5);
    if (three.kind !== 'ready' || five.kind !== 'ready') throw new Error('expected figures');
    expect(three.finalYear).toBe(3);
    expect(five.finalYear).toBe(5);
    expect(five.year1Revenue).toBe(three.year1Revenue);
    expect(five.finalYearRevenue).toBeGreaterThan(three.finalYearRevenue);
  });

  it('the card names the final year of the held plan', () => {
    const { unmount } = render(<LivePreview answers={answers} years={5} />);
    expect(screen.getByTestId('live-preview')).toHaveTextContent(/Year 5 revenue ≈ \$/);
    unmount();
    render(<LivePreview answers={answers} />);
    expect(screen.getByTestId('live-preview')).toHaveTextContent(/Year 3 revenue ≈ \$/);
  });

  it('refuses five years whose figures would reach 2^52, as the server does', () => {
    const extreme = { ...answers, unitPrice: '100000', firstMonthSales: '1000000', annualGrowthRate: '1000' };
    expect(computePreview(extreme, 3).kind).toBe('ready');
    const five = computePreview(extreme, 5);
    expect(five).toMatchObject({ kind: 'invalid' });
    expect(five.kind === 'invalid' && five.message).toMatch(/too high to project five years/);
  });
});
