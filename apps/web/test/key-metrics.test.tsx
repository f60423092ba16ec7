// The key numbers: the funding gap as a figure in the card, the low balance in words in its sentence.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyMetrics } from '@/components/statements/key-metrics';

const metrics = {
  grossMarginPct: { year1: 70.9, year2: 70.9, year3: 70.9 },
  netMarginPct: { year1: -56, year2: -39, year3: -24.3 },
  revenueGrowthPct: { year2: 20, year3: 20 },
  breakEvenMonth: null,
  lowestCash: -44549,
  lowestCashMonth: 35,
  firstNegativeCashMonth: 2,
  fundingGap: 44549,
  openingCash: 5000,
  equityInjectionPct: null,
  year1Revenue: 35925,
  year2Revenue: 43111,
  year3Revenue: 51733,
  year1NetProfit: -20126,
  year2NetProfit: -16830,
  year3NetProfit: -12593,
  debtServiceCoverage: { year1: null, year2: null, year3: null },
};

describe('KeyMetrics', () => {
  it('writes the low balance in words, never "($44,549)" inside a sentence', () => {
    render(<KeyMetrics metrics={metrics} />);
    expect(screen.getByText('$44,549')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your bank balance would dip to $44,549 below zero in Month 36. Plan for about this much more cash.',
      ),
    ).toBeInTheDocument();
  });
});

describe('KeyMetrics, issue #24', () => {
  it('reads a seasonal break-even in the engine’s words, with the losses expected after it', () => {
    render(
      <KeyMetrics
        metrics={{
          ...metrics,
          breakEvenMonth: 0,
          seasonalLossMonths: [1, 2],
          fundingGap: 0,
          lowestCash: 500,
        }}
      />,
    );
    const card = screen.getAllByTestId('metric')[0]!;
    expect(card).toHaveTextContent('Month 1');
    expect(card).toHaveTextContent('Break-even in Month 1; expect losses in January and February');
    expect(card).not.toHaveTextContent(/late|Not within/);
  });

  it('says coverage below zero in words, after tax and draws', () => {
    render(
      <KeyMetrics metrics={{ ...metrics, debtServiceCoverage: { year1: -0.4, year2: 1.6, year3: null } }} />,
    );
    const card = screen
      .getAllByTestId('metric')
      .find((c) => c.textContent?.includes('Debt service coverage'))!;
    expect(card).toHaveTextContent('Below zero');
    expect(card).toHaveTextContent('After income tax and your draws');
    expect(card).not.toHaveTextContent('−0.40');
  });
});

describe('KeyMetrics read by someone the plan was shared with (issue #26)', () => {
  it('speaks of the business, not to "you", with the same figures', () => {
    const { container } = render(
      <KeyMetrics
        metrics={{ ...metrics, debtServiceCoverage: { year1: 0.8, year2: 1.6, year3: null } }}
        voice="reader"
      />,
    );
    expect(
      screen.getByText(
        'The bank balance would dip to $44,549 below zero in Month 36. The plan needs about this much more cash.',
      ),
    ).toBeInTheDocument();
    expect(container).toHaveTextContent("The business's monthly sales do not yet cover its monthly costs");
    expect(container).toHaveTextContent("after income tax and the owner's draws");
    expect(container.textContent).not.toMatch(/\byour?\b/i);
  });
});
