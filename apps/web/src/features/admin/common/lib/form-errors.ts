// Staff forms' field errors: the field a 4xx body names (lib/api's serverFieldError, re-exported for the staff
// forms) and the aria attributes that tie an input to its error line.
export { serverFieldError } from '@/lib/api';

/**
 * The aria attributes of a form's inputs: invalid while the field has an error, described by the error
 * line that `LabelledField` renders with the id `{prefix}-{field}-error`.
 */
export function fieldAria<K extends string>(prefix: string, errors: Partial<Record<K, unknown>>) {
  return (name: K) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${prefix}-${name}-error` : undefined,
  });
}
