// The optional lender answers (issue #15) as the staff forms hold them: the Edit Questionnaire dialog and
// the Sample Data editor read, check and write them through the questionnaire model, here, once.
import {
  answerErrors,
  answerPathOfStored,
  EMPTY_ANSWERS,
  fieldsOfStep,
  LENDER_STEP,
  parseAnswerPath,
  readAnswers,
  writeAnswers,
  type AnswerPath,
  type LenderFieldKey,
  type QuestionnaireAnswers,
} from '@trajectory/engine';

/** The lender answers in the order the model lists them (the loans, tax, useful life, draw, seasons). */
export const LENDER_FORM_KEYS = fieldsOfStep(LENDER_STEP) as LenderFieldKey[];

export type LenderForm = Pick<QuestionnaireAnswers, LenderFieldKey>;
/** Messages by answer path: a field's key, or a loan's part ('loans[1].amount'). */
export type LenderErrors = Partial<Record<AnswerPath, string>>;

export const isLenderKey = (key: string): key is LenderFieldKey =>
  (LENDER_FORM_KEYS as readonly string[]).includes(key);

/** Whether an answer path is a lender answer's (a key, or an item of the loans). */
export const isLenderPath = (path: string): boolean => {
  const parsed = parseAnswerPath(path);
  return parsed !== null && isLenderKey(parsed.key);
};

/** The lender answers of a form holding more (the Edit dialog's, the Sample editor's). */
export const lenderFormOf = (form: Partial<LenderForm>): LenderForm =>
  Object.fromEntries(LENDER_FORM_KEYS.map((key) => [key, form[key] ?? EMPTY_ANSWERS[key]])) as LenderForm;

/** The lender answers stored in questionnaire sections, as text ('' when unanswered; the loans as items). */
export function lenderFormFromSections(sections: unknown): LenderForm {
  const answers = readAnswers(sections ?? {});
  return Object.fromEntries(LENDER_FORM_KEYS.map((key) => [key, answers[key]])) as LenderForm;
}

/** Whether any lender answer is given. */
export const hasLenderAnswers = (form: Partial<LenderForm>): boolean =>
  LENDER_FORM_KEYS.some((key) => {
    const answer = form[key];
    return Array.isArray(answer)
      ? answer.some((item) => Object.values(item).some((text) => text.trim() !== ''))
      : (answer ?? '').trim() !== '';
  });

/** The model's messages for the lender answers, as the server gives them (bounds, a loan's parts together). */
export function lenderErrors(form: LenderForm, stored: unknown = {}): LenderErrors {
  return answerErrors(form, LENDER_FORM_KEYS, stored ?? {});
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
