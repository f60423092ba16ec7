// A number input of the staff forms (admin.md section 5), in the shared field frame: the Edit
// Questionnaire dialog and the Sample Data editor.
import type { KeyboardEvent, ReactNode } from 'react';
import { FieldShell } from '@/components/ui/field-shell';
import { UnitInput, type InputUnit } from '@/components/ui/unit-input';

/**
 * How a field takes keystrokes:
 * - decimal: a number input (min, step); signs and exponents are not typed.
 * - digits: whole numbers only; any other printable key is blocked (Backspace, Delete, Tab, Enter and
 *   navigation keys still work), pasted text keeps its digits.
 * - spend: text that is not a plain amount is ignored, the field keeps its previous value.
 */
export type NumberKind = 'decimal' | 'digits' | 'spend';

type NumberInputProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  kind?: NumberKind;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  min?: number;
  max?: number;
  step?: number;
  unit?: InputUnit;
  disabled?: boolean;
};

const SIGN_KEYS = new Set(['e', 'E', '+', '-']);
const PLAIN_AMOUNT = /^\d*\.?\d*$/;

function blockKeys(kind: NumberKind) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    // Shortcuts (copy, paste, select all) are not typing.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const isPrintable = event.key.length === 1;
    const isBlocked =
      kind === 'digits'
        ? isPrintable && !/^\d$/.test(event.key)
        : kind === 'decimal' && SIGN_KEYS.has(event.key);
    if (isBlocked) event.preventDefault();
  };
}

export function NumberInput({
  id,
  label,
  value,
  onChange,
  kind = 'decimal',
  error,
  hint,
  isRequired,
  min = 0,
  max,
  step = 0.01,
  unit = 'dollars',
  disabled,
}: NumberInputProps) {
  const change = (text: string) => {
    if (kind === 'digits') onChange(text.replace(/\D/g, ''));
    else if (kind === 'spend') {
      if (PLAIN_AMOUNT.test(text)) onChange(text);
    } else onChange(text);
  };
  const isText = kind !== 'decimal';
  return (
    <FieldShell id={id} label={label} isRequired={isRequired} hint={hint} error={error}>
      {(describedBy) => (
        <UnitInput
          id={id}
          unit={unit}
          type={isText ? 'text' : 'number'}
          inputMode={kind === 'digits' ? 'numeric' : 'decimal'}
          min={isText ? undefined : min}
          max={isText ? undefined : max}
          step={isText ? undefined : step}
          value={value}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          onKeyDown={blockKeys(kind)}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}
