// The optional lender answers (issue #15) as the staff forms hold them: the Edit Questionnaire dialog and
// the Sample Data editor read, check and write them through the questionnaire model, here, once.
import {
  answerErrors,
  fieldKeyOfPath,
  fieldsOfStep,
  LENDER_STEP,
  readAnswers,
  writeAnswers,
  type LenderFieldKey,
} from '@trajectory/engine';

/** The lender answers in the order the model lists them (loans, tax, useful life, draw, seasons). */
export const LENDER_FORM_KEYS = fieldsOfStep(LENDER_STEP) as LenderFieldKey[];

export type LenderForm = Record<LenderFieldKey, string>;
export type LenderErrors = Partial<Record<LenderFieldKey, string>>;

export const isLenderKey = (key: string): key is LenderFieldKey =>
  (LENDER_FORM_KEYS as readonly string[]).includes(key);

/** The lender answers stored in questionnaire sections, as text ('' when unanswered). */
export function lenderFormFromSections(sections: unknown): LenderForm {
  const answers = readAnswers(sections ?? {});
  return Object.fromEntries(LENDER_FORM_KEYS.map((key) => [key, answers[key]])) as LenderForm;
}

/** Whether any lender answer is given. */
export const hasLenderAnswers = (form: Partial<LenderForm>): boolean =>
  LENDER_FORM_KEYS.some((key) => (form[key] ?? '').trim() !== '');

/** The model's messages for the lender answers, as the server gives them (bounds, a loan's parts together). */
export function lenderErrors(form: LenderForm, stored: unknown = {}): LenderErrors {
  return answerErrors(form, LENDER_FORM_KEYS, stored ?? {}) as LenderErrors;
}

/** The sections the lender answers touch, written over the stored ones (a loan left blank is dropped). */
export function lenderSections(form: LenderForm, stored: unknown = {}): Record<string, unknown> {
  return writeAnswers(form, stored ?? {});
}

/** The lender answer a stored path or a 400's `field` names ('financing.loans.0.amount'), if it is one. */
export function lenderKeyOfPath(path: string): LenderFieldKey | null {
  const key = fieldKeyOfPath(path);
  return key !== null && isLenderKey(key) ? key : null;
}
