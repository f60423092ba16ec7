// The wizard's steps as data, in order: each one's question, the model's fields it asks, and who sees it.
import {
  answerErrors,
  DETAIL_STEP,
  fieldsOfStep,
  LENDER_STEP,
  type AnswerPath,
  type FieldKey,
} from '@trajectory/engine';
import type { Answers } from './answers';

export type WizardStep = {
  /** Names the step: question-fields.tsx renders its fields by this id. */
  id: string;
  title: string;
  help: string;
  /** The questionnaire model's fields it asks: its Next rule, and where a server refusal of one is shown. */
  fields: readonly FieldKey[];
  /** Only the Custom plan's wizard has it; such steps come last. */
  isCustomOnly?: boolean;
  /** The submit button's label when it is the last step (else 'Generate Reports'). */
  finishLabel?: string;
  /** What the step says instead when the deployment has no scheduling page (SCHEDULING_URL unset). */
  withoutScheduling?: { title: string; help: string; finishLabel: string };

  /** May be skipped with one click, which leaves its answers blank. */
  isOptional?: boolean;
  /** Optional, and offered on the review even when skipped (an "Add" link), as the detail step is. */
  isOfferedInReview?: boolean;
  /** The review of every answer before anything is generated or saved: not a question (not counted). */
  isReview?: boolean;
};

/** A question of the model: its fields are the ones fields.ts gives that question number. */
const question = (modelStep: number, id: string, title: string, help: string): WizardStep => ({
  id,
  title,
  help,
  fields: fieldsOfStep(modelStep),
});

/** Every step of the wizard; adding a step is one entry here plus its fields in question-fields.tsx. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  question(1, 'describe', 'What do you sell?', 'Describe your product or service in a sentence or two.'),
  question(
    2,
    'price',
    'What is the average price of one sale?',
    'The price a customer pays for one item or one service.',
  ),
  question(3, 'start-month', 'When do you expect your first sale?', 'Counted in months after you open.'),
  question(
    4,
    'first-sales',
    'How many units will you sell in your first month of sales?',
    'A whole number; be realistic rather than hopeful.',
  ),
  question(
    5,
    'growth',
    'How fast will your sales grow each year?',
    'Applied to your monthly sales volume, compounding.',
  ),
  question(
    6,
    'unit-cost',
    'What does each item cost you?',
    'Materials, packaging or the direct cost of delivering one sale.',
  ),
  question(
    7,
    'monthly-bills',
    'What are your monthly fixed bills?',
    'Leave blank anything you do not pay. Salaries rise 3% a year, the rest 5%.',
  ),
  question(
    8,
    'startup-purchases',
    'What will you buy once to get started?',
    'Equipment, fit-out, first stock and other one-time startup purchases.',
  ),
  question(
    9,
    'starting-cash',
    'How much cash will you start with?',
    'Savings, loans or investment available on opening day.',
  ),
  {
    ...question(
      LENDER_STEP,
      'lender',
      'What a lender will ask',
      'Optional: loans, income tax, depreciation, your draw and the seasons. Skip it if none apply.',
    ),
    isOptional: true,
  },
  {
    ...question(
      DETAIL_STEP,
      'detail',
      'Your business in more detail',
      'Optional: more things you sell, your team, your opening shopping list and when money comes and goes. Skip any part that does not apply.',
    ),
    isOptional: true,
    isOfferedInReview: true,
  },
  {
    id: 'booking',
    title: 'Book your consultation',
    help: 'Choose a time for your Custom Financial Proforma consultation.',
    fields: [],
    isCustomOnly: true,
    finishLabel: 'Complete Consultation Booking',
    withoutScheduling: {
      title: 'Your consultation',
      help: 'Online booking is not available, so we will e-mail you to arrange your Custom Financial Proforma consultation.',
      finishLabel: 'Generate Reports',
    },
  },
  {
    id: 'review',
    title: 'Review your answers',
    help: 'Check every answer before we build your reports. Nothing is generated until you confirm here.',
    fields: [],
    isReview: true,
  },
];

export const BOOKING_STEP_ID = 'booking';
export const REVIEW_STEP_ID = 'review';
export const LENDER_STEP_ID = 'lender';
export const DETAIL_STEP_ID = 'detail';

/** The steps a prospect's wizard shows, numbered from 1 by position. */
export const wizardSteps = (isCustomPlan: boolean): readonly WizardStep[] =>
  WIZARD_STEPS.filter((step) => isCustomPlan || !step.isCustomOnly);

/**
 * An optional step is entered on purpose (its button on the step before, or the preview's "add a loan"):
 * Next and Generate on the step before go past it, so leaving it out takes no click, and the header
 * counts the questions without it ('Question 9 of 9').
 */
export function nextRequiredStep(steps: readonly WizardStep[], step: number): number | null {
  const index = steps.findIndex((candidate, i) => i >= step && !candidate.isOptional);
  return index === -1 ? null : index + 1;
}

/** A step the header counts as a question: neither optional nor the review. */
const isQuestion = (candidate: WizardStep): boolean => !candidate.isOptional && !candidate.isReview;

/** The header's question number of a step: the required steps up to it. */
export const questionNumber = (steps: readonly WizardStep[], step: number): number =>
  steps.slice(0, step).filter(isQuestion).length;

export const questionTotal = (steps: readonly WizardStep[]): number => steps.filter(isQuestion).length;

/** The review step's place (numbered from 1) among the steps shown. */
export const reviewStepOf = (steps: readonly WizardStep[]): number =>
  steps.findIndex((candidate) => candidate.isReview) + 1;

/** Messages by answer path: a field's key, or an item's field of a list ('loans[1].amount'). */
export type FieldErrors = Partial<Record<AnswerPath, string>>;

/**
 * The inline messages of one step (numbered from 1): its fields judged by the model as the server judges
 * a questionnaire being completed, so the messages are the server's. A step without messages may move on.
 */
export function stepErrors(step: number, answers: Answers): FieldErrors {
  // The Custom plan's booking step comes after every question, so step n is WIZARD_STEPS[n - 1] whenever it has fields.
  const fields = WIZARD_STEPS[step - 1]?.fields ?? [];
  return fields.length === 0 ? {} : answerErrors(answers, fields);
}

export const isStepValid = (step: number, answers: Answers): boolean =>
  Object.keys(stepErrors(step, answers)).length === 0;

/** The first step before `before` (all steps when absent) that still has a message, or null. */
export function firstInvalidStep(answers: Answers, before = WIZARD_STEPS.length + 1): number | null {
  for (let step = 1; step < before && step <= WIZARD_STEPS.length; step += 1)
    if (!isStepValid(step, answers)) return step;
  return null;
}

/** The step (numbered from 1) that asks a field, or null when the visitor is never shown it. */
export function stepOfField(key: FieldKey): number | null {
  const index = WIZARD_STEPS.findIndex((step) => step.fields.includes(key));
  return index === -1 ? null : index + 1;
}

export { startMonthLabel } from '@/components/questionnaire/answer-text';
