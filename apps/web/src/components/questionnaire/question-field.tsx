// One answer of the questionnaire drawn from its field definition (kind, bounds, unit, options, presets):
// the only field renderer of the wizard, the staff Edit dialog and the Sample Data editor.
import { useState, type ReactNode } from 'react';
import type { QuestionnaireField } from '@trajectory/engine';
import { FieldShell } from '@/components/ui/field-shell';
import { fieldClasses, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { InputUnit } from '@/components/ui/unit-input';
import { cn } from '@/lib/utils';
import { NumberInput, type NumberKind } from './number-input';

export type Choice = { value: string; label: string };

export type QuestionFieldProps = {
  /** The model's field (fieldOf, itemFieldOf) or a figure a screen keeps with the answers. */
  field: QuestionnaireField;
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The screen's wording of the question; the model's label when absent. */
  label?: string;
  /** The line under the field; the model's help when absent. */
  hint?: ReactNode;
  isRequired?: boolean;
  disabled?: boolean;
  /** Numbers: how keystrokes are taken (staff: digits for units, spend for the monthly bills). */
  number?: NumberKind;
  step?: number;
  /** A choice from a list the screen words (the start month's months); else the field's options. */
  choices?: readonly Choice[];
  /** The blank choice's label, when a blank choice is offered. */
  blankChoice?: string;
  /** How a stored option reads ('llc' → 'LLC'); the option itself when absent. */
  optionLabel?: (value: string) => string;
  /** Presets: the custom rate's label and the word for "another rate" in the list. */
  custom?: { label: string; choice: string; hint?: ReactNode };
  multiline?: boolean;
  autoComplete?: string;
  /** The box's width class (the wizard keeps its inputs narrow). */
  wrapperClassName?: string;
};

const CUSTOM = 'custom';

export const unitOf = (field: QuestionnaireField): InputUnit =>
  field.unit === 'dollars' ? 'dollars' : field.unit === 'percent' ? 'percent' : 'units';

const defaultStep = (field: QuestionnaireField) => (field.unit === 'percent' ? 0.1 : 0.01);

function Select({
  id,
  value,
  choices,
  blankChoice,
  error,
  describedBy,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  choices: readonly Choice[];
  blankChoice?: string;
  error?: string;
  describedBy?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  // A stored value outside the list stays selectable, so opening a form changes nothing.
  const isOutside = value !== '' && value !== CUSTOM && !choices.some((choice) => choice.value === value);
  return (
    <select
      id={id}
      className={cn(fieldClasses, 'h-10 py-2')}
      value={value}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      {blankChoice !== undefined && <option value="">{blankChoice}</option>}
      {isOutside && <option value={value}>{value}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** A field with presets (the income tax rate): one of them, or another rate typed in. */
function PresetField(props: QuestionFieldProps & { presets: readonly string[] }) {
  const { field, id, value, onChange, error, presets, custom } = props;
  const [isCustom, setIsCustom] = useState(() => value.trim() !== '' && !presets.includes(value.trim()));
  const unit = field.unit === 'percent' ? '%' : '';
  const customLabel = custom?.label ?? `Your ${(props.label ?? field.label).toLowerCase()}`;
  // "Another rate" with no rate typed is not an answer: said at the field, and the form holds its step.
  const missing = isCustom && value.trim() === '' ? missingCustomMessage(customLabel) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <FieldShell
        id={`${id}-choice`}
        label={props.label ?? field.label}
        isRequired={props.isRequired}
        hint={props.hint ?? field.help}
        error={isCustom ? undefined : error}
      >
        {(describedBy) => (
          <Select
            id={`${id}-choice`}
            value={isCustom ? CUSTOM : value}
            choices={[
              ...presets.map((preset) => ({ value: preset, label: `${preset}${unit}` })),
              { value: CUSTOM, label: custom?.choice ?? 'Another value' },
            ]}
            blankChoice={props.blankChoice ?? ''}
            error={isCustom ? undefined : error}
            describedBy={describedBy}
            disabled={props.disabled}
            onChange={(next) => {
              setIsCustom(next === CUSTOM);
              if (next !== CUSTOM) onChange(next);
            }}
          />
        )}
      </FieldShell>
      {isCustom && (
        <div className="contents" data-incomplete={missing}>
          <NumberInput
            id={id}
            label={customLabel}
            hint={custom?.hint}
            value={value}
            onChange={onChange}
            error={error ?? missing}
            min={field.min}
            max={field.max}
            step={props.step ?? defaultStep(field)}
            unit={unitOf(field)}
            disabled={props.disabled}
            wrapperClassName={props.wrapperClassName}
          />
        </div>
      )}
    </div>
  );
}

/** The message of a preset field set to "another" value with none typed. */
export const missingCustomMessage = (customLabel: string): string =>
  `Type ${customLabel.toLowerCase()}, or choose one from the list`;

/** The first "another value" left blank in a form (its message), which holds the form like a refused answer. */
export function incompleteCustomAnswer(form: HTMLElement): string | null {
  return form.querySelector('[data-incomplete]')?.getAttribute('data-incomplete') ?? null;
}

export function QuestionField(props: QuestionFieldProps) {
  const { field, id, value, onChange, error, isRequired, disabled } = props;
  const hint = props.hint ?? field.help;
  const label = props.label ?? field.label;
  const options =
    props.choices ??
    field.options?.map((option) => ({ value: option, label: props.optionLabel?.(option) ?? option }));

  if (options) {
    return (
      <FieldShell id={id} label={label} isRequired={isRequired} hint={hint} error={error}>
        {(describedBy) => (
          <Select
            id={id}
            value={value}
            choices={options}
            blankChoice={props.blankChoice}
            error={error}
            describedBy={describedBy}
            disabled={disabled}
            onChange={onChange}
          />
        )}
      </FieldShell>
    );
  }
  if (field.kind === 'text' || field.kind === 'choice') {
    const common = {
      id,
      value,
      disabled,
      maxLength: field.max,
      'aria-required': isRequired || undefined,
      'aria-invalid': error ? true : undefined,
    };
    return (
      <FieldShell id={id} label={label} isRequired={isRequired} hint={hint} error={error}>
        {(describedBy) =>
          props.multiline ? (
            <Textarea
              {...common}
              rows={4}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : (
            <Input
              {...common}
              autoComplete={props.autoComplete}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.value)}
            />
          )
        }
      </FieldShell>
    );
  }
  if (field.presets && field.kind !== 'growth') return <PresetField {...props} presets={field.presets} />;
  return (
    <NumberInput
      id={id}
      label={label}
      hint={hint}
      isRequired={isRequired}
      value={value}
      onChange={onChange}
      error={error}
      kind={props.number ?? 'decimal'}
      isWhole={field.isWhole}
      min={field.min}
      max={field.max}
      step={props.step ?? defaultStep(field)}
      unit={unitOf(field)}
      disabled={disabled}
      wrapperClassName={props.wrapperClassName}
    />
  );
}
