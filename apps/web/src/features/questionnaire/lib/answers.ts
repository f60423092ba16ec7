// The wizard's answers as typed (strings): the questionnaire model's fields the visitor's flow holds.
import {
  EMPTY_ANSWERS as EMPTY_MODEL_ANSWERS,
  readAnswers,
  writeAnswers,
  type FieldKey,
  type QuestionnaireAnswers,
} from '@trajectory/engine';
import type { TQuestionnaireSections } from '@trajectory/contracts/questionnaires';

/** Every field but the products-or-services type, which only staff are shown. */
export type AnswerKey = Exclude<FieldKey, 'offeringType'>;

export type Answers = Pick<QuestionnaireAnswers, AnswerKey | 'isCustomGrowth'>;

function pickAnswers(all: QuestionnaireAnswers): Answers {
  const { offeringType: _staffOnly, ...answers } = all;
  return answers;
}

export const EMPTY_ANSWERS: Answers = pickAnswers(EMPTY_MODEL_ANSWERS);

/** The sections the wizard writes, through the model (growth to both fields, percent and fraction). */
export function toSections(answers: Answers): TQuestionnaireSections {
  // The model writes the contract's section shapes; the engine cannot name the contract's type.
  return writeAnswers(answers) as TQuestionnaireSections;
}

/** Answers from stored sections, newer field names first, then the legacy ones. */
export function fromSections(sections: TQuestionnaireSections): Answers {
  return pickAnswers(readAnswers(sections));
}
