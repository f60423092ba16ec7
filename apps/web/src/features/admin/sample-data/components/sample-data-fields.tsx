// One tab of the Sample Data editor: its inputs, each with its label, help and the error naming it.
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from '@/components/ui/field-error';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { SampleField, SampleForm, SampleTabSpec } from '../lib/sample-data-form';

type SampleDataFieldsProps = {
  tab: SampleTabSpec;
  form: SampleForm;
  errors: Readonly<Record<string, string>>;
  onChange: (path: string, value: string) => void;
  disabled?: boolean;
};

const inputId = (path: string) => `sample-${path.replaceAll('.', '-')}`;

function FieldControl({
  field,
  value,
  error,
  onChange,
  disabled,
}: {
  field: SampleField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = inputId(field.path);
  const describedBy = [field.help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  const common = {
    id,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  if (field.kind === 'select') {
    return (
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger {...common}>
          <SelectValue placeholder="Choose…" />
        </SelectTrigger>
        <SelectContent>
          {field.options?.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }
  if (field.kind === 'textarea') {
    return <Textarea {...common} value={value} maxLength={5000} onChange={(e) => onChange(e.target.value)} />;
  }
  if (field.kind === 'text') {
    return <Input {...common} value={value} maxLength={200} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className="relative flex items-center">
      {field.prefix && (
        <span className="pointer-events-none absolute left-3 text-sm text-muted-foreground">
          {field.prefix}
        </span>
      )}
      <Input
        {...common}
        type="number"
        inputMode="decimal"
        min={0}
        max={field.max}
        step={field.step}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`tabular-nums ${field.prefix ? 'pl-7' : ''} ${field.suffix ? 'pr-8' : ''}`}
      />
      {field.suffix && (
        <span className="pointer-events-none absolute right-3 text-sm text-muted-foreground">
          {field.suffix}
        </span>
      )}
    </div>
  );
}

export function SampleDataFields({ tab, form, errors, onChange, disabled }: SampleDataFieldsProps) {
  return (
    <div className="flex flex-col gap-4">
      {tab.note && <p className="text-sm text-muted-foreground">{tab.note}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {tab.fields.map((field) => {
          const id = inputId(field.path);
          const error = errors[field.path];
          return (
            <div
              key={field.path}
              className={`flex flex-col gap-2 ${field.kind === 'textarea' ? 'md:col-span-2' : ''}`}
            >
              <Label htmlFor={id}>{field.label}</Label>
              <FieldControl
                field={field}
                value={form[field.path] ?? ''}
                error={error}
                disabled={disabled}
                onChange={(value) => onChange(field.path, value)}
              />
              {field.help && (
                <p id={`${id}-help`} className="text-xs text-muted-foreground">
                  {field.help}
                </p>
              )}
              <FieldError id={`${id}-error`}>{error}</FieldError>
            </div>
          );
        })}
      </div>
    </div>
  );
}
