// The questionnaire's rules, read from the field model: each field's bounds and what completing needs.
import {
  parseStoredNumber,
  readStored,
  readStoredField,
  startupAssetTotal,
  writeAnswers,
  type Parsed,
  type QuestionnaireAnswers,
} from './answers';
import {
  FIELD_KEYS,
  fieldMessages,
  fieldOf,
  isListKey,
  itemFieldOf,
  itemKeysOf,
  itemPath,
  messagesOf,
  pathName,
  type AnswerPath,
  type FieldKey,
  type ListFieldKey,
  type ListItemPath,
  type QuestionnaireField,
  type StoredPath,
} from './fields';
import { growthPercentForDisplay } from '../growth';

/** A rule broken: the stored field it names (newer or legacy path) and the sentence to show. */
export type FieldError = { field: string; message: string };

/**
 * A rule broken by one field of the model; `path` is `field` as segments (for a zod issue). For an
 * item's field of a list, `at` is where a form holds it ('loans[1].amount'; `key` is the list's).
 */
export type KeyedFieldError = FieldError & { key: FieldKey; path: StoredPath; at?: ListItemPath };

/** Where a form shows the message of an error: the item's place in a list, else the field's key. */
export const answerPathOfError = (error: KeyedFieldError): AnswerPath => error.at ?? error.key;

/** The fields the projection reads, amounts first, then the start month, then growth (the error order). */
export const INPUT_KEYS: readonly FieldKey[] = (['amount', 'month', 'growth'] as const).flatMap((kind) =>
  FIELD_KEYS.filter((key) => fieldOf(key).kind === kind && fieldOf(key).input !== undefined),
);

/** The stored value of a numeric field; a legacy growth is turned into the percent it stands for. */
export function readParsed(
  sections: unknown,
  key: FieldKey,
): { field: string; parsed: Parsed; isLegacy: boolean } {
  return readParsedField(sections, fieldOf(key));
}

function readParsedField(
  sections: unknown,
  model: QuestionnaireField,
): { field: string; parsed: Parsed; isLegacy: boolean } {
  const { field, raw, isLegacy } = readStoredField(sections, model);
  const parsed = parseStoredNumber(raw);
  if (model.kind === 'growth' && isLegacy && parsed.kind === 'number') {
    return { field, isLegacy, parsed: { kind: 'number', value: growthPercentForDisplay(parsed.value) } };
  }
  return { field, parsed, isLegacy };
}

/** Where a field's value was read (the newer path when none is stored), as a name and as segments. */
function located(sections: unknown, field: QuestionnaireField): { field: string; path: StoredPath } {
  const { path } = readStoredField(sections, field);
  return { field: pathName(path), path };
}

function newest(key: FieldKey): { field: string; path: StoredPath } {
  const path = fieldOf(key).paths[0] ?? [];
  return { field: pathName(path), path };
}

/** The fields a field's `requiredWith` and `sumAbove` name: top-level keys, or an item's siblings. */
type Resolve = (key: string) => QuestionnaireField;
const topLevel: Resolve = (key) => fieldOf(key as FieldKey);

function boundsMessage(field: QuestionnaireField, sections: unknown, resolve: Resolve): string | null {
  const messages = messagesOf(field);
  const isNeeded = () =>
    (field.requiredWith ?? []).some(
      (other) => readParsedField(sections, resolve(other)).parsed.kind !== 'absent',
    );
  if (field.kind === 'text' || field.kind === 'choice') {
    const { raw } = readStoredField(sections, field);
    if (raw === undefined) return isNeeded() ? messages.required : null;
    if (typeof raw === 'string' && field.max !== undefined && raw.length > field.max) return messages.tooLong;
    const isOption = typeof raw === 'string' && (field.options ?? []).includes(raw.trim());
    return field.isOptionOnly && !isOption ? messages.notOption : null;
  }
  const { parsed } = readParsedField(sections, field);
  if (parsed.kind === 'absent') return isNeeded() ? messages.required : null;
  if (field.onlyWhen) {
    const sibling = readStoredField(sections, resolve(field.onlyWhen.item)).raw;
    // Judged once the sibling is one of its options (a wrong kind has its own message).
    const other = typeof sibling === 'string' ? sibling.trim() : '';
    const isOption = (resolve(field.onlyWhen.item).options ?? []).includes(other);
    if (isOption && other !== field.onlyWhen.value) return messages.notApplicable;
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
  return sumMessage(field, sections, resolve);
}

/** A group's sum rule (the seasonality weights cannot all be 0), judged once every member is a number. */
function sumMessage(field: QuestionnaireField, sections: unknown, resolve: Resolve): string | null {
  const rule = field.sumAbove;
  if (!rule) return null;
  let sum = 0;
  for (const member of rule.keys) {
    const { parsed } = readParsedField(sections, resolve(member));
    if (parsed.kind !== 'number') return null;
    sum += parsed.value;
  }
  return sum > rule.value ? null : rule.message;
}

/** A list's rules: at most its count of items, then each item's fields judged as fields of their own. */
function listErrors(sections: unknown, key: ListFieldKey): KeyedFieldError[] {
  const list = fieldOf(key);
  const stored = readStored(sections, key);
  if (!Array.isArray(stored.raw)) return [];
  const max = list.maxCount ?? Number.POSITIVE_INFINITY;
  if (stored.raw.length > max)
    return [{ key, field: stored.field, path: stored.path, message: messagesOf(list).tooMany }];
  const errors: KeyedFieldError[] = [];
  stored.raw.forEach((_, index) => {
    const resolve: Resolve = (item) => itemFieldOf(key, index, item);
    for (const item of itemKeysOf(key)) {
      const field = resolve(item);
      const message = boundsMessage(field, sections, resolve);
      if (message !== null)
        errors.push({ key, at: itemPath(key, index, item), ...located(sections, field), message });
    }
  });
  return errors;
}

/**
 * While start-up items exist, the one-time purchases answer is their asset total (spec: "set by the
 * start-up list"); a stored answer that differs is refused, naming it.
 */
export function startupCostError(sections: unknown): KeyedFieldError | null {
  const total = startupAssetTotal(sections);
  if (total === null) return null;
  const { parsed } = readParsed(sections, 'oneTimePurchases');
  if (parsed.kind === 'absent' || (parsed.kind === 'number' && parsed.value === total)) return null;
  return {
    key: 'oneTimePurchases',
    ...located(sections, fieldOf('oneTimePurchases')),
    message: `${fieldOf('oneTimePurchases').label} is set by the start-up list ($${total.toLocaleString('en-US')} of items kept)`,
  };
}

/** The bounds of each field: a number where one is expected, not negative, not above its maximum, whole. */
export function boundsErrors(sections: unknown, keys: readonly FieldKey[] = INPUT_KEYS): KeyedFieldError[] {
  const errors: KeyedFieldError[] = [];
  for (const key of keys) {
    if (isListKey(key)) {
      errors.push(...listErrors(sections, key));
      continue;
    }
    const field = fieldOf(key);
    const message = boundsMessage(field, sections, topLevel);
    if (message !== null) errors.push({ key, ...located(sections, field), message });
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
    const where = located(sections, fieldOf(key));
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
 * Editing one already completed checks the bounds and, given the answers `before` the edit, that no
 * required answer is blanked (nor a met rule broken: a price set to 0); a rule the stored answers
 * already failed stays unchecked (issue #13), so older answers without a start month, a description or
 * a cost stay editable and the projection reads what is missing as 0 (spec/projections.md, Inputs).
 */
export function questionnaireErrors(
  sections: unknown,
  { stage, before }: { stage: QuestionnaireStage; before?: unknown },
): KeyedFieldError[] {
  const bounds = boundsErrors(sections, [
    ...INPUT_KEYS,
    ...FIELD_KEYS.filter((key) => !INPUT_KEYS.includes(key)),
  ]);
  // Judged once the items and the answer pass their own bounds.
  const isJudged = !bounds.some((error) => error.key === 'oneTimePurchases' || error.key === 'startupItems');
  const startupCost = isJudged ? startupCostError(sections) : null;
  if (startupCost) bounds.push(startupCost);
  if (stage === 'draft' || (stage === 'completed' && before === undefined)) return bounds;
  const skip = new Set(bounds.map((error) => error.key));
  if (stage === 'completed') {
    for (const error of completionErrors(before, { scope: 'wizard' })) skip.add(error.key);
  }
  return [...bounds, ...completionErrors(sections, { scope: 'wizard', skip })];
}

/**
 * A form's messages for the fields it shows, judged as the server judges a questionnaire being
 * completed, plus a blank growth (forms always hold one). Keyed by where the form holds the answer
 * (the key; for an item of a list 'loans[1].amount'), one message each. `stored` is what the form
 * writes over (the staff editor keeps the stored business name, which it does not show).
 */
export function answerErrors(
  answers: Partial<QuestionnaireAnswers>,
  keys: readonly FieldKey[],
  stored: unknown = {},
): Partial<Record<AnswerPath, string>> {
  const sections = writeAnswers(answers, stored);
  const errors: Partial<Record<AnswerPath, string>> = {};
  const bounds = boundsErrors(sections, keys);
  for (const error of bounds) errors[answerPathOfError(error)] ??= error.message;
  const skip = new Set(bounds.map((error) => error.key));
  for (const error of completionErrors(sections, { scope: 'wizard', keys, skip }))
    errors[answerPathOfError(error)] ??= error.message;
  for (const key of keys) {
    const answer = answers[key];
    if (fieldOf(key).isAlwaysAnswered && (typeof answer === 'string' ? answer : '').trim() === '')
      errors[key] ??= fieldMessages(key).required;
  }
  return errors;
}
