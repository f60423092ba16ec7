// The review step's rows: every answer of the steps shown, formatted as the reports print it.
import {
  fieldOf,
  formatMoney,
  formatPercent,
  formatPrice,
  isListKey,
  itemFieldOf,
  itemKeysOf,
  openingMonthLabel,
  STARTUP_ITEM_KIND_LABELS,
  STREAM_KIND_LABELS,
  CALENDAR_MONTHS,
  type FieldKey,
  type ListItemAnswers,
  type QuestionnaireField,
} from '@trajectory/engine';
import type { Answers } from './answers';
import { startMonthLabel, type WizardStep } from './steps';

export const NOT_ANSWERED = 'Not answered';

export type ReviewRow = { id: string; label: string; value: string };
export type ReviewGroup = {
  step: number;
  title: string;
  rows: ReviewRow[];
  isOptional: boolean;
  /** An optional step offered though skipped: the review says so and links to it ("Add"). */
  isSkipped?: boolean;
};

/** Prices and unit costs keep their cents ("$12.50"); other amounts are whole dollars ("$15,000"). */
const CENTS_KEYS: readonly string[] = [
  'unitPrice',
  'costPerItem',
  'revenueStreams.price',
  'revenueStreams.unitCost',
];

/** How a choice of a list's item reads (a stream's or a purchase's kind). */
const KIND_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'revenueStreams.kind': STREAM_KIND_LABELS,
  'startupItems.kind': STARTUP_ITEM_KIND_LABELS,
};

function formatNumber(field: QuestionnaireField, key: string, value: number, opening: number | null): string {
  switch (field.unit) {
    case 'dollars':
      return CENTS_KEYS.includes(key) ? formatPrice(value) : formatMoney(value);
    case 'percent':
      return formatPercent(value);
    case 'years':
      return `${value} year${value === 1 ? '' : 's'}`;
    case 'days':
      return `${value} day${value === 1 ? '' : 's'}`;
    case 'months':
      // A loan's term is a number of months; the other months are counted from opening.
      return field.kind === 'month' && key !== 'loans.termMonths'
        ? openingMonthLabel(value, opening)
        : `${value} months`;
    default:
      return value.toLocaleString('en-US');
  }
}

/** One answer as the review shows it; blank reads "Not answered"; `opening` is the opening calendar month. */
export function formatAnswer(
  key: string,
  field: QuestionnaireField,
  text: string,
  opening: number | null = null,
): string {
  const trimmed = text.trim();
  if (trimmed === '') return NOT_ANSWERED;
  if (key === 'startMonth') return startMonthLabel(Number(trimmed));
  if (field.kind === 'text' || field.kind === 'choice') return KIND_LABELS[key]?.[trimmed] ?? trimmed;
  const value = Number(trimmed);
  if (key === 'firstCalendarMonth') return CALENDAR_MONTHS[value - 1] ?? trimmed;
  return Number.isFinite(value) ? formatNumber(field, key, value, opening) : trimmed;
}

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
