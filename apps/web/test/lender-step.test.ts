// The wizard's optional lender step: where it sits, how the header counts it, and "add a loan".
import { describe, expect, it } from 'vitest';
import { loanToCloseGap, normalizeQuestionnaire } from '@trajectory/engine';
import { EMPTY_ANSWERS, toSections, type Answers } from '@/features/questionnaire/lib/answers';
import { computePreview, suggestLoan } from '@/features/questionnaire/lib/preview';
import {
  nextRequiredStep,
  questionNumber,
  questionTotal,
  stepErrors,
  wizardSteps,
} from '@/features/questionnaire/lib/steps';
import { fullAnswers } from './questionnaire-helpers';

const answers: Answers = { ...EMPTY_ANSWERS, ...fullAnswers };

describe('the lender step', () => {
  it('follows question 9, optional: Next on 9 goes past it to the review and the header still counts nine', () => {
    const steps = wizardSteps(false);
    // The detail step (issue #25) follows it, optional too.
    expect(steps.map((step) => step.id).slice(8)).toEqual(['starting-cash', 'lender', 'detail', 'review']);
    expect(nextRequiredStep(steps, 9)).toBe(12);
    expect(nextRequiredStep(steps, 10)).toBe(12);
    expect(nextRequiredStep(steps, 12)).toBeNull();
    expect(questionTotal(steps)).toBe(9);
    const custom = wizardSteps(true);
    expect(nextRequiredStep(custom, 9)).toBe(12);
    expect(questionNumber(custom, 12)).toBe(10);
    expect(nextRequiredStep(custom, 12)).toBe(13);
  });

  it("judges its answers with the model's messages", () => {
    expect(stepErrors(10, answers)).toEqual({});
    const loan = { amount: '5000', annualRatePct: '', termMonths: '400', startMonth: '' };
    expect(stepErrors(10, { ...answers, loans: [loan] })).toEqual({
      'loans[0].annualRatePct': 'Loan 1 annual rate is required',
      'loans[0].termMonths': 'Loan 1 term must be a whole number of months from 1 to 360',
    });
  });

  it('"add a loan" fills the first free loan with the smallest loan that closes the gap', () => {
    const preview = computePreview(answers);
    expect(preview.kind === 'ready' && preview.fundingGap).toBeGreaterThan(0);
    const suggestion = suggestLoan(answers);
    if (suggestion.kind !== 'loan') throw new Error(JSON.stringify(suggestion));
    const normalized = normalizeQuestionnaire(toSections(answers), { completed: false });
    if (!normalized.ok) throw new Error('answers must normalise');
    const closing = loanToCloseGap(normalized.inputs);
    expect(suggestion.patch).toEqual({
      loans: [{ amount: String(closing.amount), annualRatePct: '8', termMonths: '60', startMonth: '0' }],
    });
    const withLoan = computePreview({ ...answers, ...suggestion.patch });
    expect(withLoan.kind === 'ready' && withLoan.fundingGap).toBe(0);
  });

  it('says why when no loan can close the gap', () => {
    const hopeless = { ...answers, monthlyRent: '10000000', initialCash: '0' };
    const suggestion = suggestLoan(hopeless);
    expect(suggestion.kind).toBe('none');
  });
});
