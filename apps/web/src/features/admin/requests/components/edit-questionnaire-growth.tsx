// Question 5 of the edit dialog: a growth preset (10, 20, 30, 100 = doubling) or a custom rate from 0 to 1000.
import {
  DEFAULT_GROWTH_PERCENT,
  GROWTH_PRESETS,
  isGrowthPreset,
  MAX_GROWTH_PERCENT,
} from '@trajectory/engine';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { QuestionnaireForm } from '../lib/questionnaire-form';
import { NumberInput } from '@/features/admin/common/components/number-input';

const PRESET_LABELS: Record<(typeof GROWTH_PRESETS)[number], string> = {
  '10': '10%',
  '20': '20%',
  '30': '30%',
  '100': '100% (doubling)',
};

const CUSTOM = 'custom';

type GrowthFieldProps = {
  form: QuestionnaireForm;
  onChange: (patch: Partial<QuestionnaireForm>) => void;
  error?: string;
};

export function GrowthField({ form, onChange, error }: GrowthFieldProps) {
  const selected =
    form.isCustomGrowth || !isGrowthPreset(form.annualGrowthRate)
      ? CUSTOM
      : String(Number(form.annualGrowthRate));

  const choose = (value: string) => {
    if (value === CUSTOM) {
      // Custom keeps the rate already there, or starts from the default (admin.md section 4).
      onChange({
        isCustomGrowth: true,
        annualGrowthRate: form.annualGrowthRate || String(DEFAULT_GROWTH_PERCENT),
      });
    } else {
      onChange({ isCustomGrowth: false, annualGrowthRate: value });
    }
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">
        5. Annual growth rate
        <span className="text-negative" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <RadioGroup
        value={selected}
        onValueChange={choose}
        aria-label="Annual growth rate"
        aria-required="true"
        className="grid-cols-2 gap-2 md:grid-cols-5"
      >
        {[...GROWTH_PRESETS, CUSTOM].map((value) => (
          <Label
            key={value}
            htmlFor={`edit-growth-${value}`}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-indigo-50"
          >
            <RadioGroupItem id={`edit-growth-${value}`} value={value} />
            {value === CUSTOM ? 'Custom' : PRESET_LABELS[value as (typeof GROWTH_PRESETS)[number]]}
          </Label>
        ))}
      </RadioGroup>
      {selected === CUSTOM ? (
        <NumberInput
          id="edit-annualGrowthRate"
          label="Custom annual growth rate"
          unit="percent"
          isRequired
          min={0}
          max={MAX_GROWTH_PERCENT}
          step={0.1}
          value={form.annualGrowthRate}
          onChange={(annualGrowthRate) => onChange({ annualGrowthRate, isCustomGrowth: true })}
          error={error}
          hint={`Any rate from 0 to ${MAX_GROWTH_PERCENT}% a year.`}
        />
      ) : (
        <FieldError id="edit-annualGrowthRate-error">{error}</FieldError>
      )}
    </fieldset>
  );
}
