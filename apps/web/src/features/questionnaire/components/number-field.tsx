// A numeric answer: dollars or units or percent, with the spec's min/step and no signs or exponents typed.
import type { KeyboardEvent, ReactNode } from 'react';
import { FieldShell } from '@/components/ui/field-shell';
import { UnitInput, type InputUnit } from '@/components/ui/unit-input';

type NumberFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  /** Whole numbers only (units sold). */
  isWhole?: boolean;
  min?: number;
  max?: number;
  step?: number;
  unit?: InputUnit;
};

const BLOCKED_KEYS = new Set(['e', 'E', '+', '-']);

export function NumberField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  isRequired = false,
  isWhole = false,
  min = 0,
  max,
  step = 0.01,
  unit = 'dollars',
}: NumberFieldProps) {
  const blockKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (BLOCKED_KEYS.has(event.key) || (isWhole && (event.key === '.' || event.key === ','))) {
      event.preventDefault();
    }
  };
  return (
    <FieldShell id={id} label={label} isRequired={isRequired} hint={hint} error={error}>
      {(describedBy) => (
        <UnitInput
          id={id}
          unit={unit}
          wrapperClassName="max-w-xs"
          type="number"
          inputMode={isWhole ? 'numeric' : 'decimal'}
          min={min}
          max={max}
          step={isWhole ? 1 : step}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={blockKeys}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}
