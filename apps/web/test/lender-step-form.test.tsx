// The lender step's form: add and remove loans, the tax presets and a custom rate, the seasonality presets.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SEASONALITY_PRESETS } from '@trajectory/engine';
import { LenderStep } from '@/features/questionnaire/components/lender-step';
import { EMPTY_ANSWERS, type Answers } from '@/features/questionnaire/lib/answers';

let latest: Answers = EMPTY_ANSWERS;

function Harness({ start }: { start: Partial<Answers> }) {
  const [answers, setAnswers] = useState<Answers>({ ...EMPTY_ANSWERS, ...start });
  latest = answers;
  return (
    <LenderStep answers={answers} errors={{}} onChange={(patch) => setAnswers({ ...answers, ...patch })} />
  );
}

describe('the lender step form', () => {
  it('adds loans up to three and removing one moves the later ones up', async () => {
    const first = { amount: '1000', annualRatePct: '5', termMonths: '12', startMonth: '' };
    render(<Harness start={{ loans: [first] }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a loan' }));
    await userEvent.type(screen.getByLabelText('Amount borrowed', { selector: '#loans-1-amount' }), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Add a loan' }));
    expect(screen.queryByRole('button', { name: 'Add a loan' })).toBeNull();
    expect(screen.getAllByRole('group', { name: /^Loan \d$/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove loan 1' }));
    expect(latest.loans.map((loan) => [loan.amount, loan.annualRatePct])).toEqual([
      ['2000', ''],
      ['', ''],
    ]);
    expect(screen.getByRole('button', { name: 'Add a loan' })).toBeInTheDocument();
  });

  it('picks a tax preset or a custom rate, and a seasonality preset as its twelve weights', async () => {
    render(<Harness start={{}} />);
    await userEvent.selectOptions(screen.getByLabelText('Income tax rate on profit'), '21');
    expect(latest.incomeTaxRatePct).toBe('21');
    await userEvent.selectOptions(screen.getByLabelText('Income tax rate on profit'), 'custom');
    await userEvent.clear(screen.getByLabelText('Your income tax rate'));
    await userEvent.type(screen.getByLabelText('Your income tax rate'), '12.5');
    expect(latest.incomeTaxRatePct).toBe('12.5');
    await userEvent.selectOptions(screen.getByLabelText('Sales through the year'), 'summerPeak');
    expect(latest.seasonWeight7).toBe(String(SEASONALITY_PRESETS.summerPeak[6]));
    await userEvent.selectOptions(screen.getByLabelText('Sales through the year'), 'flat');
    expect(latest.seasonWeight7).toBe('');
  });
});
