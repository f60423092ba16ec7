// One tab of the Sample Data editor: its fields, each drawn by the one questionnaire field renderer with
// the editor's label, help and the error naming it.
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

export function SampleDataFields({ tab, form, errors, onChange, disabled }: SampleDataFieldsProps) {
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
              hint={spec.help}
              step={spec.step}
              multiline={spec.multiline}
              optionLabel={optionLabel}
              blankChoice={spec.field.options ? 'Choose…' : undefined}
              value={textOf(form, spec.path)}
              error={errors[spec.path]}
              disabled={disabled}
              onChange={(value) => onChange(spec.path, value)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
