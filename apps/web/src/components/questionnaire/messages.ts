// The messages a questionnaire form shows, keyed by answer path: a change clears the changed answers' ones.
import type { AnswerPath } from '@trajectory/engine';

export type AnswerErrors = Partial<Record<AnswerPath, string>>;

/**
 * The messages still shown once `changed` keys are edited: the keys' own, and for a list every item's
 * (its items may have moved up one place).
 */
export function withoutMessagesOf<E extends Readonly<Record<string, string | undefined>>>(
  errors: E,
  changed: readonly string[],
): E {
  const isChanged = (path: string) => changed.some((key) => path === key || path.startsWith(`${key}[`));
  if (!Object.keys(errors).some(isChanged)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !isChanged(path))) as E;
}
