// The optional lender answers' inputs (issue #15): every field of the model's lender step, for the staff
// Edit Questionnaire dialog and the Sample Data editor alike.
import { fieldOf, loanKey, MAX_LOANS, SEASON_WEIGHT_KEYS, type LenderFieldKey } from '@trajectory/engine';
import type { InputUnit } from '@/components/ui/unit-input';
import { LENDER_FORM_KEYS, type LenderErrors } from '../lib/lender-form';
import { NumberInput } from './number-input';

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

type LenderFieldsProps = {
  values: Readonly<Partial<Record<LenderFieldKey, string>>>;
  errors: LenderErrors;
  onChange: (patch: Partial<Record<LenderFieldKey, string>>) => void;
  /** The id of a field's control, so a form can move focus to its first message. */
  idOf: (key: LenderFieldKey) => string;
  disabled?: boolean;
};

export function LenderFields({ values, errors, onChange, idOf, disabled }: LenderFieldsProps) {
  const input = (key: LenderFieldKey) => {
    const field = fieldOf(key);
    return (
      <NumberInput
        key={key}
        id={idOf(key)}
        label={field.label}
        kind={field.isWhole ? 'digits' : 'decimal'}
        unit={unitOf(key)}
        min={field.min}
        max={field.max}
        value={values[key] ?? ''}
        onChange={(value) => onChange({ [key]: value })}
        error={errors[key]}
        disabled={disabled}
      />
    );
  };
  const group = (keys: LenderFieldKey[], className: string) => (
    <div key={keys[0]} className={className}>
      {keys.map(input)}
    </div>
  );
  return (
    <>
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
    </>
  );
}
