// The growth question: a preset (10, 20, 30 or 100 percent, doubling) or a custom rate from 0 to 1000;
// "20.0" is the 20% preset, as the engine's isGrowthPreset says. The same wording on every screen.
import {
  DEFAULT_GROWTH_PERCENT,
  fieldOf,
  GROWTH_PRESETS,
  isGrowthPreset,
  MAX_GROWTH_PERCENT,
} from '@trajectory/engine';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';
import { NumberInput } from './number-input';

/** The presets as the spec words them ("10, 20, 30 or 100 (doubling) percent, or custom"). */
export const GROWTH_PRESET_LABELS: Record<(typeof GROWTH_PRESETS)[number], string> = {
  '10': '10%',
  '20': '20%',
  '30': '30%',
  '100': '100% (doubling)',
};
export const CUSTOM_GROWTH_LABEL = 'Custom';

const CUSTOM = 'custom';

export type GrowthAnswer = { annualGrowthRate: string; isCustomGrowth: boolean };

type GrowthFieldProps = GrowthAnswer & {
  /** The prefix of the controls' ids ('' in the wizard, 'edit-' in the staff dialog). */
  idPrefix: string;
  onChange: (patch: GrowthAnswer) => void;
  error?: string;
  /** A visible legend (the staff dialog numbers its questions); the wizard's step title asks it instead. */
  legend?: string;
  /** Presets side by side (the staff dialog) or one under another (the wizard). */
  isCompact?: boolean;
  disabled?: boolean;
};

/** The choice a growth answer shows: its preset, or custom. */
export function growthChoiceOf({ annualGrowthRate, isCustomGrowth }: GrowthAnswer): string {
  return isCustomGrowth || !isGrowthPreset(annualGrowthRate) ? CUSTOM : String(Number(annualGrowthRate));
}

export function GrowthField({
  annualGrowthRate,
  isCustomGrowth,
  idPrefix,
  onChange,
  error,
  legend,
  isCompact = false,
  disabled,
}: GrowthFieldProps) {
  const selected = growthChoiceOf({ annualGrowthRate, isCustomGrowth });
  const label = fieldOf('annualGrowthRate').label;

  const choose = (value: string) => {
    if (value === CUSTOM) {
      // Custom keeps the rate already there, or starts from the default.
      onChange({
        isCustomGrowth: true,
        annualGrowthRate: annualGrowthRate || String(DEFAULT_GROWTH_PERCENT),
      });
    } else onChange({ isCustomGrowth: false, annualGrowthRate: value });
  };

  return (
    <fieldset className="flex flex-col gap-3">
      {legend && (
        <legend className="mb-2 text-sm font-medium">
          {legend}
          <span className="text-negative" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
      )}
      <RadioGroup
        value={selected}
        onValueChange={choose}
        aria-label={label}
        aria-required="true"
        disabled={disabled}
        className={cn('gap-2', isCompact && 'grid-cols-2 md:grid-cols-5')}
      >
        {[...GROWTH_PRESETS, CUSTOM].map((value) => (
          <Label
            key={value}
            htmlFor={`${idPrefix}growth-${value}`}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-indigo-50"
          >
            <RadioGroupItem id={`${idPrefix}growth-${value}`} value={value} />
            {value === CUSTOM
              ? CUSTOM_GROWTH_LABEL
              : GROWTH_PRESET_LABELS[value as (typeof GROWTH_PRESETS)[number]]}
          </Label>
        ))}
      </RadioGroup>
      {selected === CUSTOM ? (
        <NumberInput
          id={`${idPrefix}annualGrowthRate`}
          label="Custom annual growth rate"
          unit="percent"
          isRequired
          min={0}
          max={MAX_GROWTH_PERCENT}
          step={0.1}
          value={annualGrowthRate}
          onChange={(rate) => onChange({ annualGrowthRate: rate, isCustomGrowth: true })}
          error={error}
          disabled={disabled}
          wrapperClassName="max-w-xs"
          hint={`Any rate from 0 to ${MAX_GROWTH_PERCENT}% a year.`}
        />
      ) : (
        <FieldError id={`${idPrefix}annualGrowthRate-error`}>{error}</FieldError>
      )}
    </fieldset>
  );
}
