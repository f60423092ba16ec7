// The optional answers as the staff forms hold them: the lender's (issue #15) and the business in more
// detail (issue #25). The Edit Questionnaire dialog and the Sample Data editor read, check and write them
// through the questionnaire model, here, once.
import {
  answerErrors,
  answerPathOfStored,
  DETAIL_STEP,
  EMPTY_ANSWERS,
  fieldsOfStep,
  LENDER_STEP,
  parseAnswerPath,
  readAnswers,
  writeAnswers,
  type AnswerPath,
  type DetailFieldKey,
  type LenderFieldKey,
  type QuestionnaireAnswers,
} from '@trajectory/engine';

/** An optional answer: the lender step's or the detail step's. */
export type OptionalFieldKey = LenderFieldKey | DetailFieldKey;

/** The lender answers in the order the model lists them (the loans, tax, useful life, draw, seasons). */
export const LENDER_FORM_KEYS = fieldsOfStep(LENDER_STEP) as LenderFieldKey[];

/** The detail step's answers in the model's order (product lines, roles, payroll, start-up items, days). */
export const DETAIL_FORM_KEYS = fieldsOfStep(DETAIL_STEP) as DetailFieldKey[];

/** Every optional answer a staff form holds: the lender's, then the detail step's. */
export const OPTIONAL_FORM_KEYS: readonly OptionalFieldKey[] = [...LENDER_FORM_KEYS, ...DETAIL_FORM_KEYS];

export type LenderForm = Pick<QuestionnaireAnswers, OptionalFieldKey>;
/** Messages by answer path: a field's key, or a loan's part ('loans[1].amount'). */
export type LenderErrors = Partial<Record<AnswerPath, string>>;

export const isLenderKey = (key: string): key is OptionalFieldKey =>
  (OPTIONAL_FORM_KEYS as readonly string[]).includes(key);

/** Whether an answer path is a lender answer's (a key, or an item of the loans). */
export const isLenderPath = (path: string): boolean => {
  const parsed = parseAnswerPath(path);
  return parsed !== null && isLenderKey(parsed.key);
};

/** The lender answers of a form holding more (the Edit dialog's, the Sample editor's). */
export const lenderFormOf = (form: Partial<LenderForm>): LenderForm =>
  Object.fromEntries(OPTIONAL_FORM_KEYS.map((key) => [key, form[key] ?? EMPTY_ANSWERS[key]])) as LenderForm;

/** The lender answers stored in questionnaire sections, as text ('' when unanswered; the loans as items). */
export function lenderFormFromSections(sections: unknown): LenderForm {
  const answers = readAnswers(sections ?? {});
  return Object.fromEntries(OPTIONAL_FORM_KEYS.map((key) => [key, answers[key]])) as LenderForm;
}

/** Whether any of `keys` (the lender answers when not given) holds an answer. */
export const hasLenderAnswers = (
  form: Partial<LenderForm>,
  keys: readonly OptionalFieldKey[] = LENDER_FORM_KEYS,
): boolean =>
  keys.some((key) => {
    const answer = form[key];
    return Array.isArray(answer)
      ? answer.some((item) => Object.values(item).some((text) => text.trim() !== ''))
      : (answer ?? '').trim() !== '';
  });

/** The model's messages for the lender answers, as the server gives them (bounds, a loan's parts together). */
export function lenderErrors(form: LenderForm, stored: unknown = {}): LenderErrors {
  return answerErrors(form, OPTIONAL_FORM_KEYS, stored ?? {});
}

/** The sections the lender answers touch, written over the stored ones (a loan left blank is dropped). */
export function lenderSections(form: LenderForm, stored: unknown = {}): Record<string, unknown> {
  return writeAnswers(form, stored ?? {});
}

/** The lender answer a stored path or a 400's `field` names ('financing.loans.0.amount'), if it is one. */
export function lenderPathOfStored(path: string): AnswerPath | null {
  const at = answerPathOfStored(path);
  return at !== null && isLenderPath(at) ? at : null;
}
