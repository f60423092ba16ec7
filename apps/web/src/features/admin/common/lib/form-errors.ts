// The field a staff route's 4xx body names, so a form can show the server's message at that field.
// The server's field message is read once, in lib/server-field-error.ts.
export { serverFieldError } from '@/lib/server-field-error';

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
