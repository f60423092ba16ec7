// The lender view on the full statements page (issue #25): sources and uses whose totals equal their rows,
// and the checklist whose figures and fixes are the engine's, in words, with the verdict in words too.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lenderChecks, project, type ProjectionInputs } from '@trajectory/engine';
import { LenderView } from '@/components/statements/lender-view';
import { formatDollars } from '@/lib/format';

const ZERO: ProjectionInputs = {
  unitPrice: 0,
  firstMonthSales: 0,
  startMonth: 0,
  growthRate: 0,
  costPerItem: 0,
  salaries: 0,
  advertising: 0,
  rent: 0,
  utilities: 0,
  otherExpenses: 0,
  startupCost: 0,
  initialCash: 0,
};

/** The owner puts in $8,000 beside a $92,000 loan, buys $30,000 of equipment, and sells little. */
const INPUTS: ProjectionInputs = {
  ...ZERO,
  unitPrice: 20,
  firstMonthSales: 150,
  costPerItem: 8,
  rent: 1500,
  startupCost: 30_000,
  initialCash: 8_000,
  loans: [{ amount: 92_000, annualRatePct: 8, termMonths: 60, startMonth: 0 }],
};

function renderView(inputs: ProjectionInputs) {
  const projection = project(inputs);
  const checks = lenderChecks(inputs, projection);
  render(<LenderView data={{ sourcesAndUses: projection.sourcesAndUses, lenderChecks: checks }} />);
  return { projection, checks };
}

const amountsIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => within(row).queryByRole('cell')?.textContent ?? '')
    .filter((text) => text !== '');

describe('the lender view', () => {
  it('shows sources and uses with totals equal to their rows', () => {
    const { projection } = renderView(INPUTS);
    const su = projection.sourcesAndUses;
    const sources = screen.getByTestId('sources');
    const uses = screen.getByTestId('uses');
    // The rows, then the total: the engine's figures, the total their sum.
    expect(amountsIn(sources)).toEqual([
      ...su.sources.map((row) => formatDollars(row.amount)),
      formatDollars(su.totalSources),
    ]);
    expect(amountsIn(uses)).toEqual([
      ...su.uses.map((row) => formatDollars(row.amount)),
      formatDollars(su.totalUses),
    ]);
    expect(screen.getByTestId('sources-total')).toHaveTextContent('$100,000');
    expect(screen.getByTestId('uses-total')).toHaveTextContent('$100,000');
    expect(within(uses).getByRole('rowheader', { name: 'Working capital' })).toBeInTheDocument();
    expect(within(uses).getByText('$70,000')).toBeInTheDocument();
  });

  it("says each check's verdict in words and a failed check's fix with the engine's amounts", () => {
    const { checks } = renderView(INPUTS);
    const items = screen.getAllByTestId('lender-check');
    expect(items.map((item) => item.getAttribute('data-code'))).toEqual(checks.map((check) => check.code));
    const equity = items.find((item) => item.getAttribute('data-code') === 'EQUITY_INJECTION') as HTMLElement;
    const fixes = checks.find((check) => check.code === 'EQUITY_INJECTION')?.fixes ?? [];
    const less = fixes.find((fix) => fix.kind === 'lessBorrowing')?.amount as number;
    const more = fixes.find((fix) => fix.kind === 'moreOwnerCash')?.amount as number;
    expect([less, more]).toEqual([20_000, 2223]);
    expect(within(equity).getByText('Fails')).toBeInTheDocument();
    expect(within(equity).getByTestId('lender-check-figure')).toHaveTextContent('8%');
    expect(within(equity).getByTestId('lender-fix')).toHaveTextContent(
      `Borrow ${formatDollars(less)} less or put in ${formatDollars(more)} more.`,
    );
    for (const check of checks) {
      const item = items.find((element) => element.getAttribute('data-code') === check.code) as HTMLElement;
      const verdict = check.passed === null ? 'Does not apply' : check.passed ? 'Passes' : 'Fails';
      expect(within(item).getByText(verdict)).toBeInTheDocument();
      for (const fix of check.fixes) {
        if (fix.amount !== null)
          expect(within(item).getByTestId('lender-fix')).toHaveTextContent(formatDollars(fix.amount));
      }
    }
  });

  it('says "Does not apply" when nothing is borrowed, and names the loan that closes a gap', () => {
    const inputs = { ...ZERO, rent: 1000 };
    const { checks } = renderView(inputs);
    const items = screen.getAllByTestId('lender-check');
    const byCode = (code: string) =>
      items.find((item) => item.getAttribute('data-code') === code) as HTMLElement;
    expect(within(byCode('EQUITY_INJECTION')).getByText('Does not apply')).toBeInTheDocument();
    expect(within(byCode('DSCR_EVERY_YEAR')).getByText('Does not apply')).toBeInTheDocument();
    const loan = checks.find((check) => check.code === 'CASH_NEVER_NEGATIVE')?.fixes[0]?.amount as number;
    expect(within(byCode('CASH_NEVER_NEGATIVE')).getByTestId('lender-fix')).toHaveTextContent(
      `A loan of ${formatDollars(loan)} closes the gap.`,
    );
    expect(within(byCode('OPERATING_CASH_POSITIVE_YEAR_2')).getByTestId('lender-fix')).toHaveTextContent(
      'Find $12,600 more cash a year from operations in Year 2.',
    );
  });
});
