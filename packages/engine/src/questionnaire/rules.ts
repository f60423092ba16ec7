// The questionnaire's rules, read from the field model: each field's bounds and what completing needs.
import {
  parseStoredNumber,
  readStored,
  writeAnswers,
  type Parsed,
  type QuestionnaireAnswers,
} from './answers';
import { FIELD_KEYS, fieldMessages, fieldOf, pathName, type FieldKey, type StoredPath } from './fields';
import { growthPercentForDisplay } from '../growth';

/** A rule broken: the stored field it names (newer or legacy path) and the sentence to show. */
export type FieldError = { field: string; message: string };

/** A rule broken by one field of the model; `path` is `field` as segments (for a zod issue). */
export type KeyedFieldError = FieldError & { key: FieldKey; path: StoredPath };

/** The fields the projection reads, amounts first, then the start month, then growth (the error order). */
export const INPUT_KEYS: readonly FieldKey[] = (['amount', 'month', 'growth'] as const).flatMap((kind) =>
  FIELD_KEYS.filter((key) => fieldOf(key).kind === kind && fieldOf(key).input !== undefined),
);

/** The stored value of a numeric field; a legacy growth is turned into the percent it stands for. */
export function readParsed(
  sections: unknown,
  key: FieldKey,
): { field: string; parsed: Parsed; isLegacy: boolean } {
  const { field, raw, isLegacy } = readStored(sections, key);
  const parsed = parseStoredNumber(raw);
  if (fieldOf(key).kind === 'growth' && isLegacy && parsed.kind === 'number') {
    return { field, isLegacy, parsed: { kind: 'number', value: growthPercentForDisplay(parsed.value) } };
  }
  return { field, parsed, isLegacy };
}

/** Where a field's value was read (the newer path when none is stored), as a name and as segments. */
function located(sections: unknown, key: FieldKey): { field: string; path: StoredPath } {
  const { path } = readStored(sections, key);
  return { field: pathName(path), path };
}

function newest(key: FieldKey): { field: string; path: StoredPath } {
  const path = fieldOf(key).paths[0] ?? [];
  return { field: pathName(path), path };
}

function boundsMessage(key: FieldKey, sections: unknown): string | null {
  const field = fieldOf(key);
  const messages = fieldMessages(key);
  if (field.kind === 'text' || field.kind === 'choice') {
    const { raw } = readStored(sections, key);
    return typeof raw === 'string' && field.max !== undefined && raw.length > field.max
      ? messages.tooLong
      : null;
  }
  const { parsed } = readParsed(sections, key);
  if (parsed.kind === 'absent') {
    const isNeeded = (field.requiredWith ?? []).some(
      (other) => readParsed(sections, other as FieldKey).parsed.kind !== 'absent',
    );
    return isNeeded ? messages.required : null;
  }
  if (field.kind === 'month') {
    const isValid =
      parsed.kind === 'number' &&
      Number.isInteger(parsed.value) &&
      parsed.value >= (field.min ?? 0) &&
      parsed.value <= (field.max ?? Number.POSITIVE_INFINITY);
    return isValid ? null : messages.monthRange;
  }
  if (parsed.kind === 'invalid') return messages.notNumber;
  // Infinity lands on the upper bound.
  const min = field.min ?? 0;
  if (parsed.value < min || (field.isAboveMin && parsed.value === min)) return messages.belowMin;
  if (field.max !== undefined && parsed.value > field.max) return messages.tooLarge;
  if (field.isWhole && !Number.isInteger(parsed.value)) return messages.notWhole;
  return sumMessage(key, sections);
}

/** A group's sum rule (the seasonality weights cannot all be 0), judged once every member is a number. */
function sumMessage(key: FieldKey, sections: unknown): string | null {
  const rule = fieldOf(key).sumAbove;
  if (!rule) return null;
  let sum = 0;
  for (const member of rule.keys) {
    const { parsed } = readParsed(sections, member as FieldKey);
    if (parsed.kind !== 'number') return null;
    sum += parsed.value;
  }
  return sum > rule.value ? null : rule.message;
}

/** The bounds of each field: a number where one is expected, not negative, not above its maximum, whole. */
export function boundsErrors(sections: unknown, keys: readonly FieldKey[] = INPUT_KEYS): KeyedFieldError[] {
  const errors: KeyedFieldError[] = [];
  for (const key of keys) {
    const message = boundsMessage(key, sections);
    if (message !== null) errors.push({ key, ...located(sections, key), message });
  }
  return errors;
}

export type CompletionScope =
  /** What the projection itself needs of a finished questionnaire: a price above 0 and a first sale. */
  | 'projection'
  /** Everything the wizard asks before it completes one (spec/projections.md): also step 1 and step 3. */
  | 'wizard';

/**
 * What a questionnaire becoming completed needs, for the fields given; a field already failing its
 * bounds gets one message, not two.
 */
export function completionErrors(
  sections: unknown,
  {
    scope,
    keys = FIELD_KEYS,
    skip = new Set<FieldKey>(),
  }: {
    scope: CompletionScope;
    keys?: readonly FieldKey[];
    skip?: ReadonlySet<FieldKey>;
  },
): KeyedFieldError[] {
  const errors: KeyedFieldError[] = [];
  for (const key of keys) {
    const rule = fieldOf(key).onceCompleted;
    if (!rule || skip.has(key)) continue;
    const messages = fieldMessages(key);
    if (rule.rule === 'present') {
      if (scope !== 'wizard') continue;
      const isAnswered = [key, ...(rule.alternative ? [rule.alternative as FieldKey] : [])].some(
        (candidate) => readStored(sections, candidate).raw !== undefined,
      );
      if (!isAnswered) errors.push({ key, ...newest(key), message: messages.required });
      continue;
    }
    const { parsed } = readParsed(sections, key);
    const where = located(sections, key);
    if (parsed.kind === 'absent') errors.push({ key, ...where, message: messages.required });
    else if (parsed.kind === 'number') {
      const isMet = rule.rule === 'above' ? parsed.value > rule.value : parsed.value >= rule.value;
      if (!isMet)
        errors.push({
          key,
          ...where,
          message: rule.rule === 'above' ? messages.above(rule.value) : messages.atLeast(rule.value),
        });
    }
  }
  return errors;
}

/**
 * Where a questionnaire stands when it is saved: a `draft` stays a draft; a `completed` one is being
 * edited; a `completing` one becomes completed with this save (POST or PUT with isCompleted true).
 */
export type QuestionnaireStage = 'draft' | 'completed' | 'completing';

/**
 * Every rule of the model for stored sections, the server's check: the bounds of every field always;
 * when a questionnaire becomes completed, also everything the wizard needs before it completes one.
 * Editing one already completed checks only the bounds (issue #13), so older answers without a start
 * month, a description or a price stay editable; the projection reads what is missing as 0.
 */
export function questionnaireErrors(
  sections: unknown,
  { stage }: { stage: QuestionnaireStage },
): KeyedFieldError[] {
  const bounds = boundsErrors(sections, [
    ...INPUT_KEYS,
    ...FIELD_KEYS.filter((key) => !INPUT_KEYS.includes(key)),
  ]);
  if (stage !== 'completing') return bounds;
  const skip = new Set(bounds.map((error) => error.key));
  return [...bounds, ...completionErrors(sections, { scope: 'wizard', skip })];
}

/**
 * A form's messages for the fields it shows, judged as the server judges a questionnaire being
 * completed, plus a blank growth (forms always hold one). Keyed by field, one message each. `stored`
 * is what the form writes over (the staff editor keeps the stored business name, which it does not show).
 */
export function answerErrors(
  answers: Partial<QuestionnaireAnswers>,
  keys: readonly FieldKey[],
  stored: unknown = {},
): Partial<Record<FieldKey, string>> {
  const sections = writeAnswers(answers, stored);
  const errors: Partial<Record<FieldKey, string>> = {};
  const bounds = boundsErrors(sections, keys);
  for (const error of bounds) errors[error.key] ??= error.message;
  const skip = new Set(bounds.map((error) => error.key));
  for (const error of completionErrors(sections, { scope: 'wizard', keys, skip }))
    errors[error.key] ??= error.message;
  for (const key of keys) {
    if (fieldOf(key).isAlwaysAnswered && (answers[key] ?? '').trim() === '')
      errors[key] ??= fieldMessages(key).required;
  }
  return errors;
}
