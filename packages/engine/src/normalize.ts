// Turns stored questionnaire sections (newer or legacy field names) into validated model inputs.

import { DEFAULT_GROWTH_PERCENT, growthPercentForDisplay, legacyGrowthToFraction } from './growth';
import type { ProjectionInputs } from './types';

export type FieldError = { field: string; message: string };

export type NormalizeResult = { ok: true; inputs: ProjectionInputs } | { ok: false; errors: FieldError[] };

export type NormalizeOptions = {
  /** A completed questionnaire also needs a price above 0 and at least one first-month sale. */
  completed: boolean;
};

type PathSegment = string | number;

/** Where a value is stored, with its name as error messages give it ('productsServices.products[0].unitPrice'). */
type FieldPath = { segments: readonly PathSegment[]; name: string };

function fieldPath(...segments: PathSegment[]): FieldPath {
  const name = segments
    .map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`))
    .join('');
  return { segments, name };
}

type NumericField = {
  key: Exclude<keyof ProjectionInputs, 'startMonth' | 'growthRate'>;
  label: string;
  /** Newer path first; the legacy path is read only when the newer value is absent. */
  paths: readonly FieldPath[];
  max: number;
  isWhole?: boolean;
};

const MONEY_FIELDS: readonly NumericField[] = [
  {
    key: 'unitPrice',
    label: 'Unit price',
    paths: [
      fieldPath('productsServices', 'unitPrice'),
      fieldPath('productsServices', 'products', 0, 'unitPrice'),
    ],
    max: 100_000,
  },
  {
    key: 'firstMonthSales',
    label: 'First-month sales',
    paths: [
      fieldPath('salesVolume', 'firstMonthSales'),
      fieldPath('productsServices', 'products', 0, 'unitsPerMonth'),
    ],
    max: 1_000_000,
    isWhole: true,
  },
  {
    key: 'costPerItem',
    label: 'Cost per item',
    paths: [fieldPath('operationalCosts', 'costPerItem'), fieldPath('expenseInfo', 'cogs')],
    max: 100_000,
  },
  {
    key: 'salaries',
    label: 'Monthly salaries',
    paths: [fieldPath('expenseInfo', 'ownerSalary'), fieldPath('expenseInfo', 'monthlyOwnerSalary')],
    max: 10_000_000,
  },
  {
    key: 'advertising',
    label: 'Monthly advertising',
    paths: [fieldPath('expenseInfo', 'monthlyAdvertising')],
    max: 10_000_000,
  },
  { key: 'rent', label: 'Monthly rent', paths: [fieldPath('expenseInfo', 'monthlyRent')], max: 10_000_000 },
  {
    key: 'utilities',
    label: 'Monthly utilities',
    paths: [fieldPath('expenseInfo', 'monthlyUtilities')],
    max: 10_000_000,
  },
  {
    key: 'otherExpenses',
    label: 'Monthly other expenses',
    paths: [fieldPath('expenseInfo', 'monthlyInsurance')],
    max: 10_000_000,
  },
  {
    key: 'startupCost',
    label: 'Startup cost',
    paths: [fieldPath('assetInfo', 'oneTimePurchases'), fieldPath('assetInfo', 'fixedAssets')],
    max: 1_000_000_000,
  },
  {
    key: 'initialCash',
    label: 'Initial cash',
    paths: [fieldPath('equityInfo', 'initialCash'), fieldPath('equityInfo', 'initialInvestment')],
    max: 1_000_000_000,
  },
];

const START_MONTH_PATH = fieldPath('revenueInfo', 'startMonth');
const GROWTH_PATH = fieldPath('growthRate', 'annualGrowthRate');
const LEGACY_GROWTH_PATH = fieldPath('revenueInfo', 'growthRate');
const MAX_GROWTH_PERCENT = 1000;

/** A stored value after parsing: absent, a number, or something that is not a number at all. */
type Parsed = { kind: 'absent' } | { kind: 'number'; value: number } | { kind: 'invalid' };

/** A plain decimal, optionally signed or with an exponent; rejects "0x10", "1,000", "Infinity" and "12abc". */
const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function parseStoredNumber(raw: unknown): Parsed {
  if (raw === undefined || raw === null) return { kind: 'absent' };
  if (typeof raw === 'number')
    return Number.isNaN(raw) ? { kind: 'invalid' } : { kind: 'number', value: raw };
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return { kind: 'absent' };
    return NUMERIC_TEXT.test(text) ? { kind: 'number', value: Number(text) } : { kind: 'invalid' };
  }
  return { kind: 'invalid' };
}

function readPath(sections: unknown, path: FieldPath): unknown {
  let node = sections;
  for (const segment of path.segments) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PathSegment, unknown>)[segment];
  }
  return node;
}

/** The first path holding a value (valid or not) wins; with none, the newer path is the one to name. */
function readFirstPresent(sections: unknown, paths: readonly FieldPath[]): { field: string; parsed: Parsed } {
  for (const path of paths) {
    const parsed = parseStoredNumber(readPath(sections, path));
    if (parsed.kind !== 'absent') return { field: path.name, parsed };
  }
  return { field: paths[0]?.name ?? '', parsed: { kind: 'absent' } };
}

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Checks shared by every amount: a number, not negative, not above the bound (Infinity lands there). */
function checkAmount(label: string, parsed: Parsed, max: number, unit = ''): string | null {
  if (parsed.kind === 'invalid') return `${label} must be a number`;
  if (parsed.kind === 'absent') return null;
  if (parsed.value < 0) return `${label} cannot be negative`;
  if (parsed.value > max) return `${label} must be at most ${groupThousands(max)}${unit}`;
  return null;
}

/**
 * Reads the questionnaire's sections as stored (numbers or numeric strings, '' meaning absent, newer
 * field names winning over legacy ones) and returns the model's inputs, or every field that is wrong.
 * `sections` is untrusted JSON, so its shape is checked here rather than assumed by the type.
 */
export function normalizeQuestionnaire(sections: unknown, options: NormalizeOptions): NormalizeResult {
  const errors: FieldError[] = [];
  const values: Partial<Record<keyof ProjectionInputs, number>> = {};

  for (const spec of MONEY_FIELDS) {
    const { field, parsed } = readFirstPresent(sections, spec.paths);
    let message = checkAmount(spec.label, parsed, spec.max);
    if (message === null && spec.isWhole && parsed.kind === 'number' && !Number.isInteger(parsed.value)) {
      message = `${spec.label} must be a whole number`;
    }
    if (message !== null) errors.push({ field, message });
    values[spec.key] = parsed.kind === 'number' ? parsed.value : 0;
  }

  const startMonth = parseStoredNumber(readPath(sections, START_MONTH_PATH));
  const startMonthIsValid =
    startMonth.kind === 'absent' ||
    (startMonth.kind === 'number' &&
      Number.isInteger(startMonth.value) &&
      startMonth.value >= 0 &&
      startMonth.value <= 12);
  if (!startMonthIsValid) {
    errors.push({
      field: START_MONTH_PATH.name,
      message: 'Start month must be a whole number of months from 0 to 12',
    });
  }
  values.startMonth = startMonth.kind === 'number' ? startMonth.value : 0;

  const growth = readGrowth(sections);
  if (growth.error) errors.push(growth.error);
  values.growthRate = growth.fraction;

  if (options.completed)
    errors.push(...checkCompletedRules(sections, new Set(errors.map((error) => error.field))));

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, inputs: values as ProjectionInputs };
}

/**
 * Growth in percent from growthRate.annualGrowthRate when present, else the legacy revenueInfo.growthRate
 * read by the display rule (so what is computed is what is shown), else the 10% default.
 */
function readGrowth(sections: unknown): { fraction: number; error?: FieldError } {
  const newer = parseStoredNumber(readPath(sections, GROWTH_PATH));
  const isLegacy = newer.kind === 'absent';
  const parsed = isLegacy ? parseStoredNumber(readPath(sections, LEGACY_GROWTH_PATH)) : newer;
  if (parsed.kind === 'absent') return { fraction: DEFAULT_GROWTH_PERCENT / 100 };
  const field = (isLegacy ? LEGACY_GROWTH_PATH : GROWTH_PATH).name;
  // Bounds are checked on the percent the founder sees, whichever field it came from.
  const percent =
    parsed.kind === 'number'
      ? { kind: 'number' as const, value: isLegacy ? growthPercentForDisplay(parsed.value) : parsed.value }
      : parsed;
  const message = checkAmount('Annual growth rate', percent, MAX_GROWTH_PERCENT, '%');
  if (message !== null || parsed.kind !== 'number') {
    return { fraction: 0, error: { field, message: message ?? 'Annual growth rate must be a number' } };
  }
  return { fraction: isLegacy ? legacyGrowthToFraction(parsed.value) : parsed.value / 100 };
}

/** The wizard's rules for a finished questionnaire; a draft may leave price and sales blank. */
function checkCompletedRules(sections: unknown, alreadyWrong: ReadonlySet<string>): FieldError[] {
  const rules = [
    { key: 'unitPrice', requirement: 'must be more than 0', isMet: (value: number) => value > 0 },
    { key: 'firstMonthSales', requirement: 'must be at least 1', isMet: (value: number) => value >= 1 },
  ] as const;
  const errors: FieldError[] = [];
  for (const rule of rules) {
    const spec = MONEY_FIELDS.find((candidate) => candidate.key === rule.key);
    if (!spec) continue;
    const { field, parsed } = readFirstPresent(sections, spec.paths);
    // A field that already failed (not a number, negative, too large) gets one message, not two.
    if (alreadyWrong.has(field)) continue;
    if (parsed.kind === 'absent') errors.push({ field, message: `${spec.label} is required` });
    else if (parsed.kind === 'number' && !rule.isMet(parsed.value)) {
      errors.push({ field, message: `${spec.label} ${rule.requirement}` });
    }
  }
  return errors;
}
