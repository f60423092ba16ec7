// The review step's rows: every answer of the steps shown, formatted as the reports print it.
import {
  fieldOf,
  isListKey,
  itemFieldOf,
  itemKeysOf,
  type FieldKey,
  type ListItemAnswers,
} from '@trajectory/engine';
import { formatAnswer } from '@/components/questionnaire/answer-text';
import type { Answers } from './answers';
import type { WizardStep } from './steps';

// One answer is written the same on the review and on a plan's versions (issue #26 item 3).
export { NOT_ANSWERED } from '@/components/questionnaire/answer-text';

export type ReviewRow = { id: string; label: string; value: string };
export type ReviewGroup = {
  step: number;
  title: string;
  rows: ReviewRow[];
  isOptional: boolean;
  /** An optional step offered though skipped: the review says so and links to it ("Add"). */
  isSkipped?: boolean;
};

function rowsOf(key: FieldKey, answers: Answers, isOptional: boolean): ReviewRow[] {
  const opening = Number(answers.firstCalendarMonth) || null;
  if (key === 'businessType' || key === 'offeringType') return [];
  if (isListKey(key)) {
    const items = answers[key] as ListItemAnswers[];
    return items.flatMap((item, index) =>
      itemKeysOf(key).flatMap((part) => {
        const field = itemFieldOf(key, index, part);
        const text = (item as Record<string, string>)[part] ?? '';
        // A list's optional parts are listed when answered (a loan's parts always were).
        if (key !== 'loans' && text.trim() === '') return [];
        return [
          {
            id: `${key}-${index}-${part}`,
            label: field.label,
            value: formatAnswer(`${key}.${part}`, field, text, opening),
          },
        ];
      }),
    );
  }
  const text: unknown = answers[key];
  if (typeof text !== 'string') return [];
  // The optional step lists only what was answered, so twelve blank weights do not crowd the review.
  if (isOptional && text.trim() === '') return [];
  const field = fieldOf(key);
  return [{ id: key, label: field.label, value: formatAnswer(key, field, text, opening) }];
}

/** The review's groups: each question step (numbered from 1) with its answers, in the wizard's order. */
export function reviewGroups(steps: readonly WizardStep[], answers: Answers): ReviewGroup[] {
  return steps.flatMap((step, index) => {
    if (step.isReview || step.fields.length === 0) return [];
    const isOptional = Boolean(step.isOptional);
    const rows = step.fields.flatMap((key) => rowsOf(key, answers, isOptional));
    if (isOptional && rows.length === 0)
      return step.isOfferedInReview
        ? [{ step: index + 1, title: step.title, rows, isOptional, isSkipped: true }]
        : [];
    return [{ step: index + 1, title: step.title, rows, isOptional }];
  });
}
