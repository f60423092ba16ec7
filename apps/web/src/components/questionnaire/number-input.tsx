// The one number input of the questionnaire forms (wizard, staff Edit dialog, Sample Data editor): the
// unit drawn in the box, the field's bounds, its message, and keystrokes filtered by how it is typed.
import type { KeyboardEvent, ReactNode } from 'react';
import { FieldShell } from '@/components/ui/field-shell';
import { UnitInput, type InputUnit } from '@/components/ui/unit-input';

/**
 * How a field takes keystrokes:
 * - decimal: a number input (min, max, step) that takes every key: "-5", "1e9" and "2.5" in a whole field
 *   stay as typed and the model's message says what is wrong (issue #24: refused, never rewritten).
 * - digits: whole numbers only; any other printable key is blocked (Backspace, Delete, Tab, Enter and
 *   navigation keys still work), pasted text keeps its digits.
 * - spend: text that is not a plain amount is ignored, the field keeps its previous value.
 * Ctrl/⌘/Alt shortcuts (copy, paste, select all, undo) always pass.
 */
export type NumberKind = 'decimal' | 'digits' | 'spend';

export type NumberInputProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  kind?: NumberKind;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  /** Whole numbers only: a decimal input refuses '.' and ','. */
  isWhole?: boolean;
  min?: number;
  max?: number;
  step?: number;
  unit?: InputUnit;
  disabled?: boolean;
  /** The box's width class (the wizard keeps its inputs narrow). */
  wrapperClassName?: string;
};

const PLAIN_AMOUNT = /^\d*\.?\d*$/;

/** Whether a key press is refused by the field's kind (exported for the unit tests). */
export function isBlockedKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  kind: NumberKind,
  isWhole = false,
): boolean {
  // Shortcuts (copy, paste, select all, undo) are not typing.
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (kind === 'digits') return event.key.length === 1 && !/^\d$/.test(event.key);
  if (kind === 'spend') return false;
  // A decimal field's rules are the model's messages, shown under it; a key it holds back would rewrite.
  return isWhole && event.key === ',';
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
  isWhole = false,
  min = 0,
  max,
  step = 0.01,
  unit = 'dollars',
  disabled,
  wrapperClassName,
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
          wrapperClassName={wrapperClassName}
          type={isText ? 'text' : 'number'}
          inputMode={kind === 'digits' || isWhole ? 'numeric' : 'decimal'}
          min={isText ? undefined : min}
          max={isText ? undefined : max}
          step={isText ? undefined : isWhole ? 1 : step}
          value={value}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (isBlockedKey(event, kind, isWhole)) event.preventDefault();
          }}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}
