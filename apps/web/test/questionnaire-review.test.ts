// The review step's rows (issue #24): every answer formatted as the reports print it, months named from opening.
import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS } from '@/features/questionnaire/lib/answers';
import { NOT_ANSWERED, reviewGroups } from '@/features/questionnaire/lib/review';
import { questionNumber, questionTotal, reviewStepOf, wizardSteps } from '@/features/questionnaire/lib/steps';

const answers = {
  ...EMPTY_ANSWERS,
  businessName: 'Ada Bakes',
  description: 'Sourdough',
  unitPrice: '12.5',
  startMonth: '2',
  firstMonthSales: '1500',
  annualGrowthRate: '20',
  oneTimePurchases: '15000',
  initialCash: '20000',
  firstCalendarMonth: '3',
  loans: [{ amount: '40000', annualRatePct: '8', termMonths: '48', startMonth: '0' }],
};

const valueOf = (label: string) =>
  reviewGroups(wizardSteps(false), answers)
    .flatMap((group) => group.rows)
    .find((row) => row.label === label)?.value;

describe('the review of the answers', () => {
  it('formats each answer: cents for a price, whole dollars, units, percent, months from opening', () => {
    expect(valueOf('Unit price')).toBe('$12.50');
    expect(valueOf('Initial cash')).toBe('$20,000');
    expect(valueOf('First-month sales')).toBe('1,500');
    expect(valueOf('Annual growth rate')).toBe('20%');
    expect(valueOf('Start month')).toBe('2 months after opening');
    expect(valueOf('Cost per item')).toBe(NOT_ANSWERED);
    expect(valueOf('Opening month')).toBe('March');
    expect(valueOf('Loan 1 amount')).toBe('$40,000');
    expect(valueOf('Loan 1 term')).toBe('48 months');
    expect(valueOf('Loan 1 first month')).toBe('Month 1 (Mar)');
    // The optional step lists only what was answered.
    expect(valueOf('January weight')).toBeUndefined();
  });

  it('is the last step and not a question: the header still counts nine', () => {
    const steps = wizardSteps(false);
    const review = reviewStepOf(steps);
    expect(review).toBe(steps.length);
    expect(questionTotal(steps)).toBe(9);
    expect(questionNumber(steps, review)).toBe(9);
  });
});
