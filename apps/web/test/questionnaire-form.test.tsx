// The one questionnaire form (components/questionnaire): a list answer added and removed up to its
// maximum, its messages at their item paths, the growth preset rule, and the number input's keystrokes.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  answerErrors,
  EMPTY_ANSWERS,
  fieldOf,
  maxCountOf,
  type AnswerPath,
  type ListItemAnswers,
} from '@trajectory/engine';
import { GrowthField, type GrowthAnswer } from '@/components/questionnaire/growth-field';
import { answerId } from '@/components/questionnaire/ids';
import { ListField } from '@/components/questionnaire/list-field';
import { withoutMessagesOf } from '@/components/questionnaire/messages';
import { isBlockedKey, NumberInput, type NumberKind } from '@/components/questionnaire/number-input';
import { incompleteCustomAnswer, QuestionField } from '@/components/questionnaire/question-field';
import { formFromSections } from '@/features/admin/requests/lib/questionnaire-form';
import { fromSections } from '@/features/questionnaire/lib/answers';

type Loan = ListItemAnswers<'loans'>;
const loan = (amount: string): Loan => ({ amount, annualRatePct: '8', termMonths: '60', startMonth: '0' });

let latest: Loan[] = [];

function Loans({ start, errors = {} }: { start: Loan[]; errors?: Partial<Record<AnswerPath, string>> }) {
  const [items, setItems] = useState<Loan[]>(start);
  latest = items;
  return <ListField listKey="loans" items={items} onChange={setItems} errors={errors} idPrefix="t-" />;
}

describe('a list answer', () => {
  it('adds items up to its maximum, each numbered, and removing one moves the later ones up', async () => {
    render(<Loans start={[]} />);
    expect(maxCountOf('loans')).toBe(3);
    for (let n = 1; n <= 3; n += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Add a loan' }));
      expect(screen.getByRole('group', { name: `Loan ${n}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Add a loan' })).toBeNull();
    // The model's item fields, numbered by place: 'Loan 2 amount' in the group 'Loan 2'.
    const second = screen.getByRole('group', { name: 'Loan 2' });
    await userEvent.type(within(second).getByLabelText('Loan 2 amount'), '2000');
    await userEvent.type(screen.getByLabelText('Loan 3 amount'), '3000');
    // The model's help is drawn under its field on every screen.
    expect(screen.getByLabelText('Loan 3 first month')).toHaveAccessibleDescription(
      '0 is the month you open.',
    );
    expect(screen.getByLabelText('Loan 2 amount')).toHaveAttribute('id', 't-loans-1-amount');
    await userEvent.click(screen.getByRole('button', { name: 'Remove loan 1' }));
    expect(latest.map((item) => item.amount)).toEqual(['2000', '3000']);
    expect(screen.getByLabelText('Loan 1 amount')).toHaveValue(2000);
    expect(screen.getByRole('button', { name: 'Add a loan' })).toBeInTheDocument();
  });

  it("shows the model's messages at their item paths", () => {
    const answers = { ...EMPTY_ANSWERS, loans: [loan('5000'), { ...loan('1'), termMonths: '400' }] };
    const errors = answerErrors(answers, ['loans']);
    expect(errors).toEqual({
      'loans[1].termMonths': 'Loan 2 term must be a whole number of months from 1 to 360',
    });
    render(<Loans start={answers.loans} errors={errors} />);
    const term = screen.getByLabelText('Loan 2 term');
    expect(term).toHaveAttribute('aria-invalid', 'true');
    expect(term).toHaveAccessibleDescription(expect.stringContaining('Loan 2 term must be a whole number'));
    expect(screen.getByLabelText('Loan 1 term')).not.toHaveAttribute('aria-invalid');
  });

  it("clears a list's messages when the list changes, and only a changed field's otherwise", () => {
    const errors = { 'loans[1].amount': 'a', 'loans[0].termMonths': 'b', unitPrice: 'c', loansExtra: 'd' };
    expect(withoutMessagesOf(errors, ['loans'])).toEqual({ unitPrice: 'c', loansExtra: 'd' });
    expect(withoutMessagesOf(errors, ['unitPrice'])).toEqual({
      'loans[1].amount': 'a',
      'loans[0].termMonths': 'b',
      loansExtra: 'd',
    });
    expect(answerId('edit-', 'loans[2].startMonth')).toBe('edit-loans-2-startMonth');
    expect(answerId('sample-', 'productsServices.unitPrice')).toBe('sample-productsServices-unitPrice');
  });
});

function Growth({ start }: { start: GrowthAnswer }) {
  const [answer, setAnswer] = useState(start);
  return <GrowthField idPrefix="g-" {...answer} onChange={setAnswer} />;
}

describe('the growth presets', () => {
  it('reads "20.0" as the 20% preset, as isGrowthPreset says, on every screen', () => {
    render(<Growth start={{ annualGrowthRate: '20.0', isCustomGrowth: false }} />);
    expect(screen.getByRole('radio', { name: '20%' })).toBeChecked();
    expect(screen.queryByLabelText(/Custom annual growth rate/)).toBeNull();
    const stored = { growthRate: { annualGrowthRate: '20.0' } };
    expect(fromSections(stored).isCustomGrowth).toBe(false);
    expect(formFromSections(stored).isCustomGrowth).toBe(false);
  });

  it('words the presets as the spec does, and custom keeps the rate', async () => {
    render(<Growth start={{ annualGrowthRate: '12.5', isCustomGrowth: true }} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '10%',
      '20%',
      '30%',
      '100% (doubling)',
      'Custom',
    ]);
    expect(screen.getByLabelText(/Custom annual growth rate/)).toHaveValue(12.5);
    await userEvent.click(screen.getByRole('radio', { name: '100% (doubling)' }));
    expect(screen.queryByLabelText(/Custom annual growth rate/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.getByLabelText(/Custom annual growth rate/)).toHaveValue(100);
  });
});

function Field({ kind }: { kind: NumberKind }) {
  const [value, setValue] = useState('');
  return <NumberInput id="n" label="Amount" kind={kind} value={value} onChange={setValue} />;
}

describe('the one number input', () => {
  it.each<[NumberKind, string]>([
    ['digits', 'x'],
    ['digits', '-'],
  ])('passes Ctrl/⌘ shortcuts in a %s field and refuses %s', (kind, refused) => {
    render(<Field kind={kind} />);
    const input = screen.getByLabelText('Amount');
    // fireEvent returns false when the handler prevented the key.
    expect(fireEvent.keyDown(input, { key: refused })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'a', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'v', metaKey: true })).toBe(true);
    expect(fireEvent.keyDown(input, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'Backspace' })).toBe(true);
  });

  it('leaves "-5", "1e9" and "2.5" as typed in a decimal field (the model refuses them) and keeps a plain amount in a spend field', async () => {
    const keys = { ctrlKey: false, metaKey: false, altKey: false };
    for (const key of ['-', 'e', '+', '.'])
      expect(isBlockedKey({ key, ...keys }, 'decimal', true), key).toBe(false);
    expect(isBlockedKey({ key: '-', ...keys, metaKey: true }, 'decimal')).toBe(false);
    render(<Field kind="spend" />);
    await userEvent.type(screen.getByLabelText('Amount'), '12a.5');
    expect(screen.getByLabelText('Amount')).toHaveValue('12.5');
  });

  it('draws a field from its definition: bounds, unit, presets', async () => {
    render(
      <QuestionField
        field={fieldOf('incomeTaxRatePct')}
        id="tax"
        value=""
        onChange={() => undefined}
        blankChoice="Not set"
        custom={{ label: 'Your rate', choice: 'Another rate' }}
      />,
    );
    const choice = screen.getByLabelText('Income tax rate');
    expect([...(choice as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Not set',
      '0%',
      '15%',
      '21%',
      '25%',
      'Another rate',
    ]);
    await userEvent.selectOptions(choice, 'custom');
    const rate = screen.getByLabelText('Your rate');
    expect(rate).toHaveAttribute('max', '60');
    expect(rate).toHaveAttribute('step', '0.1');
  });

  it('calls "Another rate" with no rate typed an error, which holds the form (issue #24)', async () => {
    function Tax() {
      const [value, setValue] = useState('');
      return (
        <QuestionField
          field={fieldOf('incomeTaxRatePct')}
          id="tax"
          value={value}
          onChange={setValue}
          blankChoice="Not set"
          custom={{ label: 'Your rate', choice: 'Another rate' }}
        />
      );
    }
    const { container } = render(<Tax />);
    expect(incompleteCustomAnswer(container)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Income tax rate'), 'custom');
    const message = 'Type your rate, or choose one from the list';
    expect(screen.getByLabelText('Your rate')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(incompleteCustomAnswer(container)).toBe(message);
    await userEvent.type(screen.getByLabelText('Your rate'), '12');
    expect(incompleteCustomAnswer(container)).toBeNull();
  });
});
