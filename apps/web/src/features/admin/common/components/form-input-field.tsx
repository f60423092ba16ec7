// One labelled input registered with react-hook-form, with its inline error: the sign-in, user and password forms.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type FormInputFieldProps = {
  id: string;
  label: string;
  error: string | undefined;
  /** "password" hides the characters; left out for a plain text input. */
  type?: 'password';
  autoComplete: 'username' | 'off' | 'new-password' | 'current-password';
  autoFocus?: boolean;
  registration: UseFormRegisterReturn;
};

export function FormInputField({
  id,
  label,
  error,
  type,
  autoComplete,
  autoFocus,
  registration,
}: FormInputFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
