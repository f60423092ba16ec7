// One question of the wizard with the wizard's wording, drawn by the one questionnaire field renderer; its
// id is the field's key. Shared by the question steps and the lender step.
import { fieldOf, type ListFieldKey } from '@trajectory/engine';
import { QuestionField, type QuestionFieldProps } from '@/components/questionnaire/question-field';
import type { AnswerKey, Answers } from '../lib/answers';
import type { FieldErrors } from '../lib/steps';

export type ScalarAnswerKey = Exclude<AnswerKey, ListFieldKey>;

type AskerProps = {
  answers: Answers;
  errors: FieldErrors;
  onChange: (patch: Partial<Answers>) => void;
};

/** `ask(key, label, extra)`: the field of the model at `key`, with this step's answers and errors. */
export function askerOf({ answers, errors, onChange }: AskerProps) {
  return function ask(key: ScalarAnswerKey, label: string, extra: Partial<QuestionFieldProps> = {}) {
    return (
      <QuestionField
        key={key}
        field={fieldOf(key)}
        id={key}
        label={label}
        value={answers[key]}
        onChange={(value) => onChange({ [key]: value })}
        error={errors[key]}
        wrapperClassName="max-w-xs"
        {...extra}
      />
    );
  };
}
