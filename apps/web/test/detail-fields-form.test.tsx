// The one detail form (issue #25): a stream's churn only for subscriptions (cleared when it becomes units),
// at most 4 product lines, and the start-up list's asset total written to the one-time purchases answer.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DetailFields } from '@/components/questionnaire/detail-fields';
import { EMPTY_ANSWERS, type Answers } from '@/features/questionnaire/lib/answers';

let latest: Answers = EMPTY_ANSWERS;

function Harness({ start }: { start: Partial<Answers> }) {
  const [answers, setAnswers] = useState<Answers>({ ...EMPTY_ANSWERS, ...start });
  latest = answers;
  return (
    <DetailFields
      values={answers}
      errors={{}}
      onChange={(patch) => setAnswers((current) => ({ ...current, ...patch }))}
      primary={answers}
      idPrefix=""
    />
  );
}

describe('the detail form', () => {
  it('asks a churn of subscriptions only, and drops it when the line becomes sold by the unit', async () => {
    render(<Harness start={{ unitPrice: '12' }} />);
    expect(screen.getByText('$12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a product line' }));
    const line = screen.getByRole('group', { name: 'Product line 1' });
    expect(within(line).queryByLabelText('Subscribers lost each month')).toBeNull();
    await userEvent.selectOptions(within(line).getByLabelText('How it is sold'), 'subscription');
    await userEvent.type(within(line).getByLabelText('Subscribers lost each month'), '5');
    expect(latest.revenueStreams[0]?.monthlyChurnPct).toBe('5');
    await userEvent.selectOptions(within(line).getByLabelText('How it is sold'), 'units');
    expect(within(line).queryByLabelText('Subscribers lost each month')).toBeNull();
    expect(latest.revenueStreams[0]).toMatchObject({ kind: 'units', monthlyChurnPct: '' });
    for (let i = 0; i < 3; i += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Add a product line' }));
    expect(screen.queryByRole('button', { name: 'Add a product line' })).toBeNull();
  });

  it('sets the one-time purchases to the kept items and keeps the last total when the list empties', async () => {
    render(<Harness start={{ oneTimePurchases: '9000' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a purchase' }));
    const item = screen.getByRole('group', { name: 'Purchase 1' });
    await userEvent.type(within(item).getByLabelText('What it is'), 'Oven');
    await userEvent.type(within(item).getByLabelText('Cost'), '12000');
    await userEvent.selectOptions(within(item).getByLabelText('Kept or spent'), 'asset');
    expect(latest.oneTimePurchases).toBe('12000');
    expect(screen.getByTestId('startup-asset-total')).toHaveTextContent('$12,000');
    await userEvent.click(screen.getByRole('button', { name: 'Remove purchase 1' }));
    expect(latest.startupItems).toEqual([]);
    expect(latest.oneTimePurchases).toBe('12000');
    expect(screen.queryByTestId('startup-asset-total')).toBeNull();
  });
});
