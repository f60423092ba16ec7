// Question 5: a growth preset (10, 20, 30 or 100 percent) or a custom rate from 0 to 1000.
import { DEFAULT_GROWTH_PERCENT, GROWTH_PRESETS, MAX_GROWTH_PERCENT } from '@trajectory/engine';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { Answers } from '../lib/answers';
import { NumberField } from './number-field';

const PRESET_LABELS: Record<(typeof GROWTH_PRESETS)[number], string> = {
  '10': '10% a year',
  '20': '20% a year',
  '30': '30% a year',
  '100': '100% a year (doubling)',
};

const CUSTOM = 'custom';

type GrowthChoiceProps = {
  answers: Answers;
  onChange: (patch: Partial<Answers>) => void;
  error?: string;
};

export function GrowthChoice({ answers, onChange, error }: GrowthChoiceProps) {
  const isPreset = (GROWTH_PRESETS as readonly string[]).includes(answers.annualGrowthRate);
  const selected = answers.isCustomGrowth || !isPreset ? CUSTOM : answers.annualGrowthRate;

  const choose = (value: string) => {
    if (value === CUSTOM) {
      // Custom keeps the rate already there, or starts from the default.
      onChange({
        isCustomGrowth: true,
        annualGrowthRate: answers.annualGrowthRate || String(DEFAULT_GROWTH_PERCENT),
      });
    } else {
      onChange({ isCustomGrowth: false, annualGrowthRate: value });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        value={selected}
        onValueChange={choose}
        aria-label="Annual growth"
        aria-required="true"
        className="gap-2"
      >
        {[...GROWTH_PRESETS, CUSTOM].map((value) => (
          <Label
            key={value}
            htmlFor={`growth-${value}`}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-indigo-50"
          >
            <RadioGroupItem id={`growth-${value}`} value={value} />
            {value === CUSTOM ? 'Custom rate' : PRESET_LABELS[value as (typeof GROWTH_PRESETS)[number]]}
          </Label>
        ))}
      </RadioGroup>
      {selected === CUSTOM ? (
        <NumberField
          id="annualGrowthRate"
          label="Custom annual growth rate"
          unit="percent"
          isRequired
          min={0}
          max={MAX_GROWTH_PERCENT}
          step={0.1}
          value={answers.annualGrowthRate}
          onChange={(annualGrowthRate) => onChange({ annualGrowthRate, isCustomGrowth: true })}
          error={error}
          hint={`Any rate from 0 to ${MAX_GROWTH_PERCENT}% a year.`}
        />
      ) : (
        <FieldError>{error}</FieldError>
      )}
    </div>
  );
}
