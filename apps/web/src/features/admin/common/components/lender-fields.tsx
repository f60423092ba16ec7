// The optional lender answers (issue #15) of the staff forms, the Edit Questionnaire dialog and the Sample
// Data editor alike: the loans as a list, then tax, useful life, draw and opening month, then the twelve
// weights, each drawn by the one questionnaire field renderer.
import {
  CALENDAR_MONTHS,
  fieldOf,
  itemFieldOf,
  itemKeysOf,
  SEASON_WEIGHT_KEYS,
  type LenderFieldKey,
} from '@trajectory/engine';
import { answerId } from '@/components/questionnaire/ids';
import { ListField, type ItemFieldView } from '@/components/questionnaire/list-field';
import { QuestionField } from '@/components/questionnaire/question-field';
import { LENDER_FORM_KEYS, type LenderErrors, type LenderForm } from '../lib/lender-form';

type ScalarLenderKey = Exclude<LenderFieldKey, 'loans'>;

const WEIGHT_KEYS = new Set<string>(SEASON_WEIGHT_KEYS);
const OTHER_KEYS = LENDER_FORM_KEYS.filter(
  (key): key is ScalarLenderKey => key !== 'loans' && !WEIGHT_KEYS.has(key),
);

/** Staff type whole numbers as digits only (admin.md section 5). */
const LOAN_VIEW = Object.fromEntries(
  itemKeysOf('loans').map((item) => [
    item,
    { number: itemFieldOf('loans', 0, item).isWhole ? 'digits' : 'decimal' } satisfies ItemFieldView,
  ]),
);

const monthName = (value: string) => CALENDAR_MONTHS[Number(value) - 1] ?? value;

type LenderFieldsProps = {
  values: LenderForm;
  errors: LenderErrors;
  onChange: (patch: Partial<LenderForm>) => void;
  /** The prefix of the controls' ids, so a form can move focus to its first message. */
  idPrefix: string;
  disabled?: boolean;
};

export function LenderFields({ values, errors, onChange, idPrefix, disabled }: LenderFieldsProps) {
  const input = (key: ScalarLenderKey) => {
    const field = fieldOf(key);
    return (
      <QuestionField
        key={key}
        field={field}
        id={answerId(idPrefix, key)}
        value={values[key]}
        onChange={(value) => onChange({ [key]: value })}
        error={errors[key]}
        number={field.isWhole ? 'digits' : 'decimal'}
        optionLabel={monthName}
        blankChoice={field.options || field.presets ? 'Not set' : undefined}
        custom={{ label: `Another ${field.label.toLowerCase()}`, choice: 'Another rate' }}
        disabled={disabled}
      />
    );
  };
  return (
    <>
      <ListField
        listKey="loans"
        items={values.loans}
        onChange={(loans) => onChange({ loans })}
        errors={errors}
        idPrefix={idPrefix}
        view={LOAN_VIEW}
        emptyText="No loans."
        itemClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">{OTHER_KEYS.map(input)}</div>
      <p className="text-sm text-muted-foreground">
        Seasonality weights, January first: leave all twelve blank for a flat year.
      </p>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {SEASON_WEIGHT_KEYS.map(input)}
      </div>
    </>
  );
}
