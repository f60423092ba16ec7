// A field's frame: label (with the required mark), hint and inline message, wired for screen readers.
// Used by the questionnaire wizard and the staff Edit Questionnaire dialog.
import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';

type FieldShellProps = {
  id: string;
  label: string;
  isRequired?: boolean;
  hint?: ReactNode;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

export function describedByIds(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint && `${id}-hint`, hasError && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldShell({ id, label, isRequired = false, hint, error, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {isRequired && (
          <span className="text-negative" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      {children(describedByIds(id, Boolean(hint), Boolean(error)))}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
