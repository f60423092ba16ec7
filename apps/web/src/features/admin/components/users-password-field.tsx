// One labelled password input with its inline error, shared by the user and password forms.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type UsersPasswordFieldProps = {
  id: string;
  label: string;
  error: string | undefined;
  autoComplete: 'new-password' | 'current-password';
  registration: UseFormRegisterReturn;
};

export function UsersPasswordField({
  id,
  label,
  error,
  autoComplete,
  registration,
}: UsersPasswordFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
