// The Edit Questionnaire form: the questionnaire model's fields staff edit, their checks and the PUT body.
import {
  answerErrors,
  answerPathOfStored,
  parseAnswerPath,
  readAnswers,
  writeAnswers,
  type AnswerPath,
  type QuestionnaireAnswers,
} from '@trajectory/engine';
import type { TAdminUpdateQuestionnaireRequest } from '@trajectory/contracts/admin-requests';
import { OPTIONAL_FORM_KEYS, type OptionalFieldKey } from '@/features/admin/common/lib/lender-form';

/** The dialog's fields in the order it shows them (admin.md: questions 1–4, then 5–9). */
const QUESTION_KEYS = [
  'description',
  'offeringType',
  'unitPrice',
  'startMonth',
  'firstMonthSales',
  'annualGrowthRate',
  'costPerItem',
  'ownerSalary',
  'monthlyAdvertising',
  'monthlyRent',
  'monthlyUtilities',
  'monthlyInsurance',
  'oneTimePurchases',
  'initialCash',
] as const;

export type FormKey = (typeof QUESTION_KEYS)[number] | OptionalFieldKey;

/** The dialog's fields in the order it shows them: questions 1–4, 5–9, then the optional answers. */
export const FORM_KEYS: readonly FormKey[] = [...QUESTION_KEYS, ...OPTIONAL_FORM_KEYS];
export type QuestionnaireForm = Pick<QuestionnaireAnswers, FormKey | 'isCustomGrowth'>;
/** Messages by answer path: a field's key, or a loan's part ('loans[1].amount'). */
export type FormErrors = Partial<Record<AnswerPath, string>>;

export const MONTHLY_SPEND_FIELDS = [
  'ownerSalary',
  'monthlyAdvertising',
  'monthlyRent',
  'monthlyUtilities',
  'monthlyInsurance',
] as const satisfies readonly FormKey[];

type StoredSections = Record<string, unknown> | null | undefined;

/** The form's values from stored sections: newer field names first, then the legacy ones. */
export function formFromSections(raw: StoredSections): QuestionnaireForm {
  const answers = readAnswers(raw ?? {});
  const form = Object.fromEntries(FORM_KEYS.map((key) => [key, answers[key]])) as Pick<
    QuestionnaireAnswers,
    FormKey
  >;
  // Older answers without a start month were projected from month 0, so the select starts there.
  return { ...form, startMonth: form.startMonth || '0', isCustomGrowth: answers.isCustomGrowth };
}

/**
 * The inline messages: the model judges the dialog's fields as the server judges a questionnaire being
 * completed, so staff are asked what the visitor is asked (a description or the stored business name,
 * a price above 0, a start month, a first sale, the bounds) and nothing the visitor is never shown.
 */
export function validateForm(form: QuestionnaireForm, stored: StoredSections = {}): FormErrors {
  return answerErrors(form, FORM_KEYS, stored ?? {});
}

/**
 * The PUT body. The server replaces whole sections, so each one starts from its stored answers and
 * only the dialog's fields change; the model writes growth to both fields, percent and fraction.
 */
export function sectionsFromForm(
  form: QuestionnaireForm,
  raw: StoredSections,
): TAdminUpdateQuestionnaireRequest {
  // The model writes the contract's section shapes; the engine cannot name the contract's type.
  return writeAnswers(form, raw ?? {}) as TAdminUpdateQuestionnaireRequest;
}

/**
 * Where the server's `field` (a stored path, newer or legacy) is shown in the form, if it is one of
 * ours: a field's key, or a loan's part ('financing.loans.0.termMonths' → 'loans[0].termMonths').
 */
export function formPathForServerField(field: string | undefined): AnswerPath | null {
  const at = field ? answerPathOfStored(field) : null;
  const key = at === null ? null : parseAnswerPath(at)?.key;
  return at !== null && key != null && (FORM_KEYS as readonly string[]).includes(key) ? at : null;
}
