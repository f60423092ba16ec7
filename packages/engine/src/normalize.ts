// Turns stored questionnaire sections (newer or legacy field names) into validated model inputs.

import { DEFAULT_GROWTH_PERCENT, legacyGrowthToFraction } from './growth';
import { parseStoredNumber, readStored, readStoredField } from './questionnaire/answers';
import { FIELD_KEYS, fieldOf, isListKey, itemFieldOf, itemKeysOf } from './questionnaire/fields';
import { boundsErrors, completionErrors, INPUT_KEYS, type FieldError } from './questionnaire/rules';
import type { BaseProjectionInputs, ExtendedProjectionInputs, LoanInput, ProjectionInputs } from './types';

export type { FieldError } from './questionnaire/rules';

export type NormalizeResult = { ok: true; inputs: ProjectionInputs } | { ok: false; errors: FieldError[] };

export type NormalizeOptions = {
  /** A completed questionnaire also needs a price above 0 and at least one first-month sale. */
  completed: boolean;
};

/** The model's value of a field that passed its bounds: its number, else the default. */
function inputValue(sections: unknown, key: (typeof INPUT_KEYS)[number]): number {
  const { raw, isLegacy } = readStored(sections, key);
  const parsed = parseStoredNumber(raw);
  if (fieldOf(key).kind === 'growth') {
    if (parsed.kind !== 'number') return DEFAULT_GROWTH_PERCENT / 100;
    return isLegacy ? legacyGrowthToFraction(parsed.value) : parsed.value / 100;
  }
  return parsed.kind === 'number' ? parsed.value : 0;
}

/**
 * Reads the questionnaire's sections as stored (numbers or numeric strings, '' meaning absent, newer
 * field names winning over legacy ones) and returns the model's inputs, or every field that is wrong.
 * `sections` is untrusted JSON, so its shape is checked here rather than assumed by the type. The
 * fields, their paths, bounds and messages are the questionnaire model's (questionnaire/fields.ts).
 */
export function normalizeQuestionnaire(sections: unknown, options: NormalizeOptions): NormalizeResult {
  const bounds = boundsErrors(sections, INPUT_KEYS);
  const errors = bounds.map(({ field, message }) => ({ field, message }));
  if (options.completed) {
    const skip = new Set(bounds.map((error) => error.key));
    for (const { field, message } of completionErrors(sections, { scope: 'projection', skip }))
      errors.push({ field, message });
  }
  if (errors.length > 0) return { ok: false, errors };
  const inputs = {} as BaseProjectionInputs;
  for (const key of INPUT_KEYS) {
    const input = fieldOf(key).input;
    if (input) inputs[input] = inputValue(sections, key);
  }
  return { ok: true, inputs: { ...inputs, ...extendedInputs(sections) } };
}

/**
 * The lender step's answers as extended inputs, each only when answered (absent: the engine's default,
 * so a questionnaire without them projects exactly as before). A loan counts when its amount is given
 * (its rate and term are then required by the model; its first month defaults to 0); the weights count
 * when all twelve are given. Called on sections that passed the model's bounds.
 */
export function extendedInputs(sections: unknown): ExtendedProjectionInputs {
  const extended: Record<string, unknown> = {};
  const loans = listInputs(sections, 'loans') as Partial<LoanInput>[];
  const weights: number[] = [];
  for (const key of FIELD_KEYS) {
    const field = fieldOf(key);
    if (isListKey(key) || (field.extendedInput === undefined && field.weightIndex === undefined)) continue;
    const parsed = parseStoredNumber(readStored(sections, key).raw);
    if (parsed.kind !== 'number') continue;
    if (field.extendedInput) extended[field.extendedInput] = parsed.value;
    if (field.weightIndex !== undefined) weights[field.weightIndex] = parsed.value;
  }
  const given = loans.filter((loan): loan is Partial<LoanInput> => loan?.amount !== undefined);
  if (given.length > 0)
    extended.loans = given.map((loan) => ({
      amount: loan.amount ?? 0,
      annualRatePct: loan.annualRatePct ?? 0,
      termMonths: loan.termMonths ?? 1,
      startMonth: loan.startMonth ?? 0,
    }));
  const weightCount = weights.filter((w) => w !== undefined).length;
  if (weightCount === 12) extended.seasonalityWeights = weights;
  return extended as ExtendedProjectionInputs;
}

/** A stored list's items, each its item fields' numbers by item key (the parts not answered left out). */
function listInputs(sections: unknown, key: 'loans'): Record<string, number>[] {
  const stored = readStored(sections, key).raw;
  if (!Array.isArray(stored)) return [];
  return stored.map((_, index) => {
    const item: Record<string, number> = {};
    for (const part of itemKeysOf(key)) {
      const parsed = parseStoredNumber(readStoredField(sections, itemFieldOf(key, index, part)).raw);
      if (parsed.kind === 'number') item[part] = parsed.value;
    }
    return item;
  });
}
