// A form control with its label above, an optional hint and its inline error below (the product and social account forms).
import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';

type LabelledFieldProps = {
  /** The control's id; the error's id is `${id}-error`, for the control's aria-describedby. */
  id: string;
  label: string;
  error?: string;
  /** Shown only while there is no error. */
  hint?: string;
  children: ReactNode;
};

export function LabelledField({ id, label, error, hint, children }: LabelledFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
