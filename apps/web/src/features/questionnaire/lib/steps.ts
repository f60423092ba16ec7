// The wizard's steps: their count by plan, and the rule that gates Next (the questionnaire model's).
import { answerErrors, fieldsOfStep } from '@trajectory/engine';
import type { AnswerKey, Answers } from './answers';

export const QUESTION_COUNT = 9;
export const BOOKING_STEP = 10;

export type FieldErrors = Partial<Record<AnswerKey, string>>;

/**
 * The inline messages of one step: its fields judged by the model as the server judges a questionnaire
 * being completed, so the messages are the server's. A step without messages may move on.
 */
export function stepErrors(step: number, answers: Answers): FieldErrors {
  return answerErrors(answers, fieldsOfStep(step)) as FieldErrors;
}

export const isStepValid = (step: number, answers: Answers): boolean =>
  Object.keys(stepErrors(step, answers)).length === 0;

/** The first of the nine questions that still blocks generation, or null. */
export function firstInvalidStep(answers: Answers): number | null {
  for (let step = 1; step <= QUESTION_COUNT; step += 1) if (!isStepValid(step, answers)) return step;
  return null;
}

export const stepCount = (isCustomPlan: boolean): number => (isCustomPlan ? BOOKING_STEP : QUESTION_COUNT);

export function startMonthLabel(month: number): string {
  if (month === 0) return 'The same month you open';
  return month === 1 ? '1 month after opening' : `${month} months after opening`;
}
