// One tab of the Sample Data editor: its fields, each drawn by the one questionnaire field renderer with
// the editor's label, help and the error naming it.
import { fieldName, formatMoney, startupAssetTotalOfAnswers } from '@trajectory/engine';
import { answerId } from '@/components/questionnaire/ids';
import { QuestionField } from '@/components/questionnaire/question-field';
import { cn } from '@/lib/utils';
import { OPTION_LABELS, textOf, type SampleForm, type SampleTabSpec } from '../lib/sample-data-form';

type SampleDataFieldsProps = {
  tab: SampleTabSpec;
  form: SampleForm;
  errors: Readonly<Partial<Record<string, string>>>;
  onChange: (path: string, value: string) => void;
  disabled?: boolean;
};

const optionLabel = (value: string) => OPTION_LABELS[value] ?? value;

/** The one-time purchases field, which shows the opening shopping list's asset total while it has items. */
const ONE_TIME_PURCHASES = fieldName('oneTimePurchases');

export function SampleDataFields({ tab, form, errors, onChange, disabled }: SampleDataFieldsProps) {
  const startupTotal = startupAssetTotalOfAnswers(form.startupItems);
  const setByList = (path: string) => path === ONE_TIME_PURCHASES && startupTotal !== null;
  return (
    <div className="flex flex-col gap-4">
      {tab.note && <p className="text-sm text-muted-foreground">{tab.note}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {tab.fields.map((spec) => (
          <div key={spec.path} className={cn(spec.multiline && 'md:col-span-2')}>
            <QuestionField
              field={spec.field}
              id={answerId('sample-', spec.path)}
              label={spec.label}
              hint={
                setByList(spec.path)
                  ? `Set by the opening shopping list: the items kept add up to ${formatMoney(startupTotal ?? 0)}.`
                  : spec.help
              }
              step={spec.step}
              multiline={spec.multiline}
              optionLabel={optionLabel}
              blankChoice={spec.field.options ? 'Choose…' : undefined}
              value={setByList(spec.path) ? String(startupTotal) : textOf(form, spec.path)}
              error={errors[spec.path]}
              disabled={disabled || setByList(spec.path)}
              onChange={(value) => onChange(spec.path, value)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
