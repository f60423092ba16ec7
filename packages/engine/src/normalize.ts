// Turns stored questionnaire sections (newer or legacy field names) into validated model inputs.

import { DEFAULT_GROWTH_PERCENT, legacyGrowthToFraction } from './growth';
import { parseStoredNumber, readStored, readStoredField } from './questionnaire/answers';
import { DETAIL_STEP } from './questionnaire/detail-fields';
import {
  FIELD_KEYS,
  fieldOf,
  fieldsOfStep,
  isListKey,
  itemFieldOf,
  itemKeysOf,
  type ListFieldKey,
} from './questionnaire/fields';
import { LENDER_STEP } from './questionnaire/lender-fields';
import { boundsErrors, completionErrors, INPUT_KEYS, type FieldError } from './questionnaire/rules';
import type {
  BaseProjectionInputs,
  DetailedProjectionInputs,
  ExtendedProjectionInputs,
  LoanInput,
  ProjectionInputs,
  RevenueStreamInput,
  StaffRoleInput,
  StartupItemInput,
} from './types';

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
  // The detail step's answers are judged too: a wrong one is refused, never read as 0 (spec).
  const bounds = boundsErrors(sections, [...INPUT_KEYS, ...fieldsOfStep(DETAIL_STEP)]);
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
  return { ok: true, inputs: { ...inputs, ...extendedInputs(sections), ...detailedInputs(sections) } };
}

/**
 * The lender step's answers as extended inputs, each only when answered (absent: the engine's default,
 * so a questionnaire without them projects exactly as before). A loan counts when its amount is given
 * (its rate and term are then required by the model; its first month defaults to 0); the weights count
 * when all twelve are given. Called on sections that passed the model's bounds.
 */
export function extendedInputs(sections: unknown): ExtendedProjectionInputs {
  const extended = scalarInputs(sections, LENDER_STEP);
  const loans = listInputs(sections, 'loans') as Partial<LoanInput>[];
  const weights: number[] = [];
  for (const key of FIELD_KEYS) {
    const { weightIndex } = fieldOf(key);
    if (weightIndex === undefined) continue;
    const parsed = parseStoredNumber(readStored(sections, key).raw);
    if (parsed.kind === 'number') weights[weightIndex] = parsed.value;
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

/** The scalar inputs a step's fields feed (`extendedInput`), each only when answered with a number. */
function scalarInputs(sections: unknown, step: number): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const key of FIELD_KEYS) {
    const field = fieldOf(key);
    if (isListKey(key) || field.step !== step || field.extendedInput === undefined) continue;
    const parsed = parseStoredNumber(readStored(sections, key).raw);
    if (parsed.kind === 'number') inputs[field.extendedInput] = parsed.value;
  }
  return inputs;
}

/**
 * The detail step's answers as detailed inputs, each only when answered (none answered: no key at all,
 * so the projection is the extended model's). A list's item counts when its first part (the name or
 * title) is given; the model then requires its other required parts. Called on sections that passed
 * the model's bounds.
 */
export function detailedInputs(sections: unknown): DetailedProjectionInputs {
  const detailed: DetailedProjectionInputs = scalarInputs(sections, DETAIL_STEP);
  const name = readStored(sections, 'primaryStreamName').raw;
  if (typeof name === 'string' && name.trim() !== '') detailed.primaryStreamName = name.trim();
  const streams = namedItems(sections, 'revenueStreams', 'name').map((item): RevenueStreamInput => ({
    name: String(item.name),
    kind: item.kind === 'subscription' ? 'subscription' : 'units',
    price: Number(item.price ?? 0),
    firstMonthVolume: Number(item.firstMonthVolume ?? 0),
    ...optionalNumbers(item, ['unitCost', 'startMonth', 'annualGrowthPct']),
    ...(item.kind === 'subscription' ? optionalNumbers(item, ['monthlyChurnPct']) : {}),
  }));
  if (streams.length > 0) detailed.revenueStreams = streams;
  const roles = namedItems(sections, 'staffRoles', 'title').map((item): StaffRoleInput => ({
    title: String(item.title),
    headcount: Number(item.headcount ?? 0),
    monthlySalary: Number(item.monthlySalary ?? 0),
    ...optionalNumbers(item, ['startMonth', 'annualRaisePct']),
  }));
  if (roles.length > 0) detailed.staffRoles = roles;
  const items = namedItems(sections, 'startupItems', 'name').map((item): StartupItemInput => ({
    name: String(item.name),
    amount: Number(item.amount ?? 0),
    kind: item.kind === 'expense' ? 'expense' : 'asset',
  }));
  if (items.length > 0) detailed.startupItems = items;
  return detailed;
}

function optionalNumbers(item: Record<string, string | number>, keys: readonly string[]) {
  const out: Record<string, number> = {};
  for (const key of keys) if (typeof item[key] === 'number') out[key] = item[key];
  return out;
}

/**
 * A stored list's items, each its item fields by item key: numbers for the numeric parts, trimmed text
 * for text and choices (the parts not answered left out).
 */
function listInputs(sections: unknown, key: ListFieldKey): Record<string, string | number>[] {
  const stored = readStored(sections, key).raw;
  if (!Array.isArray(stored)) return [];
  return stored.map((_, index) => {
    const item: Record<string, string | number> = {};
    for (const part of itemKeysOf(key)) {
      const field = itemFieldOf(key, index, part);
      const { raw } = readStoredField(sections, field);
      if (field.kind === 'text' || field.kind === 'choice') {
        // A name sent as a number (the contract takes both) is still its name.
        const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
        if (text !== '') item[part] = text;
        continue;
      }
      const parsed = parseStoredNumber(raw);
      if (parsed.kind === 'number') item[part] = parsed.value;
    }
    return item;
  });
}

/** A list's items that carry their name (the others are empty places a form left). */
const namedItems = (sections: unknown, key: ListFieldKey, nameKey: string) =>
  listInputs(sections, key).filter((item) => typeof item[nameKey] === 'string');
