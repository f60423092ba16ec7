// The Edit Questionnaire dialog's optional lender answers (issue #15): every field the model's lender step has.
import { fieldOf, loanKey, MAX_LOANS, SEASON_WEIGHT_KEYS, type LenderFieldKey } from '@trajectory/engine';
import type { InputUnit } from '@/components/ui/unit-input';
import { LENDER_FORM_KEYS } from '../lib/questionnaire-form';
import { NumberInput } from './edit-questionnaire-field';
import { fieldId, type PartProps } from './edit-questionnaire-parts';

const LOAN_KEYS = new Set<LenderFieldKey>(
  Array.from({ length: MAX_LOANS }, (_, i) =>
    (['amount', 'annualRatePct', 'termMonths', 'startMonth'] as const).map((part) => loanKey(i + 1, part)),
  ).flat(),
);
const WEIGHT_KEYS = new Set<LenderFieldKey>(SEASON_WEIGHT_KEYS);

const unitOf = (key: LenderFieldKey): InputUnit => {
  const { unit } = fieldOf(key);
  return unit === 'dollars' ? 'dollars' : unit === 'percent' ? 'percent' : 'units';
};

export function LenderAnswers({ form, errors, onChange }: PartProps) {
  const input = (key: LenderFieldKey) => {
    const field = fieldOf(key);
    return (
      <NumberInput
        key={key}
        id={fieldId(key)}
        label={field.label}
        kind={field.isWhole ? 'digits' : 'decimal'}
        unit={unitOf(key)}
        min={field.min}
        max={field.max}
        value={form[key]}
        onChange={(value) => onChange({ [key]: value })}
        error={errors[key]}
      />
    );
  };
  const group = (keys: LenderFieldKey[], className: string) => (
    <div key={keys[0]} className={className}>
      {keys.map(input)}
    </div>
  );
  return (
    <section
      aria-labelledby="edit-lender"
      className="flex flex-col gap-5 rounded-lg border border-border p-4 md:p-5"
    >
      <h3 id="edit-lender" className="flex flex-col gap-0.5">
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Optional</span>
        <span className="text-base font-semibold">What a lender will ask</span>
      </h3>
      {Array.from({ length: MAX_LOANS }, (_, i) =>
        group(
          LENDER_FORM_KEYS.filter((key) => LOAN_KEYS.has(key) && key.startsWith(`loan${i + 1}`)),
          'grid gap-4 sm:grid-cols-2 lg:grid-cols-4',
        ),
      )}
      {group(
        LENDER_FORM_KEYS.filter((key) => !LOAN_KEYS.has(key) && !WEIGHT_KEYS.has(key)),
        'grid gap-4 sm:grid-cols-2',
      )}
      <p className="text-sm text-muted-foreground">
        Seasonality weights, January first: leave all twelve blank for a flat year.
      </p>
      {group(
        LENDER_FORM_KEYS.filter((key) => WEIGHT_KEYS.has(key)),
        'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4',
      )}
    </section>
  );
}
