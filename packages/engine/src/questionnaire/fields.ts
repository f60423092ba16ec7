// The questionnaire's fields, once: where each is stored, its label, unit, bounds, rules, messages and step.
// The extended inputs (loans, tax, seasonality…) are the lender step's fields, in lender-fields.ts.
import type { BaseProjectionInputs, DetailedProjectionInputs, ExtendedProjectionInputs } from '../types';
import { DETAIL_FIELDS } from './detail-fields';
import { LENDER_FIELDS, LENDER_STEP } from './lender-fields';

/** Where a value is stored in the questionnaire's sections: ['productsServices', 'products', 0, 'unitPrice']. */
export type StoredPath = readonly (string | number)[];

export type FieldKind =
  /** Free text; `max` is its length. */
  | 'text'
  /** One of `options` (or a stored value outside them, kept as it is). */
  | 'choice'
  /** A number of dollars or units: absent, or from `min` to `max`. */
  | 'amount'
  /** A whole number of months from `min` to `max`. */
  | 'month'
  /** A percent; the legacy path holds the fraction/percent figure read by the display rule. */
  | 'growth'
  /** A list of items (the loans): `items` are the fields of one item, at most `maxCount` of them. */
  | 'list';

export type FieldUnit = 'dollars' | 'units' | 'percent' | 'months' | 'years' | 'days';

/** What a questionnaire *becoming* completed needs of the field (the wizard's rule for its step). */
export type CompletionRule =
  /** `alternative`: another field whose answer also satisfies the rule (a field key). */
  | { rule: 'present'; alternative?: string }
  | { rule: 'above'; value: number }
  | { rule: 'atLeast'; value: number };

export type QuestionnaireField = {
  /** Stored paths, newest first; a later (legacy) path is read only when the ones before it are absent. */
  paths: readonly StoredPath[];
  label: string;
  /** A line a form shows under the field on every screen (a screen may word its own). */
  help?: string;
  kind: FieldKind;
  unit?: FieldUnit;
  min?: number;
  /** Numbers: the largest value allowed; text: the longest text. */
  max?: number;
  isWhole?: boolean;
  /** The wizard question (1–9) that asks it, or null when the visitor is never shown it. */
  step: number | null;
  /** The projection input it feeds, for the fields the engine reads. */
  input?: keyof BaseProjectionInputs;
  onceCompleted?: CompletionRule;
  /** The message of the completion rule when the generic "{label} is required" would mislead. */
  requiredMessage?: string;
  /** Forms always hold an answer for it (the growth presets), so a blank one is refused there. */
  isAlwaysAnswered?: boolean;
  options?: readonly string[];
  /** The values a form offers as one-click choices (the rest is "custom"), as typed. */
  presets?: readonly string[];
  /** The value must be above `min` rather than at least `min` (a loan's amount). */
  isAboveMin?: boolean;
  /** Required as soon as any of these fields (keys) holds an answer: a loan's parts, the twelve weights. */
  requiredWith?: readonly string[];
  /** The sum of these fields (keys), when all are answered, must be above `value`. */
  sumAbove?: { keys: readonly string[]; value: number; message: string };
  /** A scalar extended or detailed input it feeds (absent answer: the engine's default). */
  extendedInput?: keyof ExtendedProjectionInputs | keyof DetailedProjectionInputs;
  /** A choice whose answer must be one of `options` (an item's kind), not any stored text. */
  isOptionOnly?: boolean;
  /**
   * An item's field that applies only while a sibling (item key) holds `value` (a stream's churn, for
   * subscriptions); answered otherwise, it is refused with "{label} {message}".
   */
  onlyWhen?: { item: string; value: string; message: string };
  /** A list: the fields of one item, their paths inside the item (see list-field.ts). */
  items?: Readonly<Record<string, QuestionnaireField>>;
  /** A list: the most items it holds. */
  maxCount?: number;
  /** A list: what one item is called ('Loan'). */
  itemLabel?: string;
  /** The seasonality weight (0 = January) the field feeds. */
  weightIndex?: number;
  /** Stored as the text typed rather than a number (the start month, spec/projections.md). */
  isStoredAsText?: boolean;
};

export const MAX_GROWTH_PERCENT = 1000;

/** The growth presets of the wizard and the staff editor (ARCHITECTURE.md), in percent. */
export const GROWTH_PRESETS = ['10', '20', '30', '100'] as const;

export const PRODUCT_CATEGORIES = [
  'Physical Products',
  'Technology',
  'Professional Services',
  'Services',
  'Digital Products',
] as const;

export const BUSINESS_TYPES = ['llc', 'corporation', 'partnership', 'sole-proprietorship'] as const;

const MAX_PRICE = 100_000;
const MAX_MONTHLY_EXPENSE = 10_000_000;
const MAX_CAPITAL = 1_000_000_000;

const monthlyExpense = (
  path: StoredPath[],
  label: string,
  input: keyof BaseProjectionInputs,
): QuestionnaireField => ({
  paths: path,
  label,
  kind: 'amount',
  unit: 'dollars',
  min: 0,
  max: MAX_MONTHLY_EXPENSE,
  step: 7,
  input,
});

/**
 * Every answer the questionnaire holds, in the wizard's order. Change a bound, label or rule here and
 * the normaliser, the wizard, the staff editor, the contracts and the server's 400 all follow.
 */
export const QUESTIONNAIRE_FIELDS = {
  businessName: {
    paths: [['businessInfo', 'name']],
    label: 'Business name',
    kind: 'text',
    max: 200,
    step: 1,
  },
  description: {
    paths: [['businessInfo', 'description']],
    label: 'Description',
    kind: 'text',
    max: 5000,
    step: 1,
    onceCompleted: { rule: 'present', alternative: 'businessName' },
    requiredMessage: 'Description or business name is required',
  },
  /** The business's legal form (llc, corporation…); the wizard stores 'both' here when a description is typed. */
  businessType: {
    paths: [['businessInfo', 'type']],
    label: 'Business type',
    kind: 'choice',
    max: 100,
    step: null,
    options: BUSINESS_TYPES,
  },
  /** What is sold (a product category); only staff see it, so no rule requires it. */
  offeringType: {
    paths: [
      ['productsServices', 'type'],
      ['productsServices', 'products', 0, 'category'],
    ],
    label: 'Products or services type',
    kind: 'choice',
    max: 200,
    step: null,
    options: PRODUCT_CATEGORIES,
  },
  unitPrice: {
    paths: [
      ['productsServices', 'unitPrice'],
      ['productsServices', 'products', 0, 'unitPrice'],
    ],
    label: 'Unit price',
    kind: 'amount',
    unit: 'dollars',
    min: 0,
    max: MAX_PRICE,
    step: 2,
    input: 'unitPrice',
    onceCompleted: { rule: 'above', value: 0 },
  },
  startMonth: {
    paths: [['revenueInfo', 'startMonth']],
    label: 'Start month',
    kind: 'month',
    unit: 'months',
    min: 0,
    max: 12,
    isWhole: true,
    step: 3,
    input: 'startMonth',
    isStoredAsText: true,
    onceCompleted: { rule: 'present' },
  },
  firstMonthSales: {
    paths: [
      ['salesVolume', 'firstMonthSales'],
      ['productsServices', 'products', 0, 'unitsPerMonth'],
    ],
    label: 'First-month sales',
    kind: 'amount',
    unit: 'units',
    min: 0,
    max: 1_000_000,
    isWhole: true,
    step: 4,
    input: 'firstMonthSales',
    onceCompleted: { rule: 'atLeast', value: 1 },
  },
  annualGrowthRate: {
    paths: [
      ['growthRate', 'annualGrowthRate'],
      ['revenueInfo', 'growthRate'],
    ],
    label: 'Annual growth rate',
    kind: 'growth',
    unit: 'percent',
    min: 0,
    max: MAX_GROWTH_PERCENT,
    step: 5,
    input: 'growthRate',
    presets: GROWTH_PRESETS,
    isAlwaysAnswered: true,
  },
  costPerItem: {
    paths: [
      ['operationalCosts', 'costPerItem'],
      ['expenseInfo', 'cogs'],
    ],
    label: 'Cost per item',
    kind: 'amount',
    unit: 'dollars',
    min: 0,
    max: MAX_PRICE,
    step: 6,
    input: 'costPerItem',
    // 0 is an answer (a service with no direct cost); blank is not (spec/projections.md).
    onceCompleted: { rule: 'present' },
  },
  ownerSalary: monthlyExpense(
    [
      ['expenseInfo', 'ownerSalary'],
      ['expenseInfo', 'monthlyOwnerSalary'],
    ],
    'Monthly salaries',
    'salaries',
  ),
  monthlyAdvertising: monthlyExpense(
    [['expenseInfo', 'monthlyAdvertising']],
    'Monthly advertising',
    'advertising',
  ),
  monthlyRent: monthlyExpense([['expenseInfo', 'monthlyRent']], 'Monthly rent', 'rent'),
  monthlyUtilities: monthlyExpense([['expenseInfo', 'monthlyUtilities']], 'Monthly utilities', 'utilities'),
  monthlyInsurance: monthlyExpense(
    [['expenseInfo', 'monthlyInsurance']],
    'Monthly other expenses',
    'otherExpenses',
  ),
  oneTimePurchases: {
    paths: [
      ['assetInfo', 'oneTimePurchases'],
      ['assetInfo', 'fixedAssets'],
    ],
    label: 'Startup cost',
    kind: 'amount',
    unit: 'dollars',
    min: 0,
    max: MAX_CAPITAL,
    step: 8,
    input: 'startupCost',
  },
  initialCash: {
    paths: [
      ['equityInfo', 'initialCash'],
      ['equityInfo', 'initialInvestment'],
    ],
    label: 'Initial cash',
    kind: 'amount',
    unit: 'dollars',
    min: 0,
    max: MAX_CAPITAL,
    step: 9,
    input: 'initialCash',
    onceCompleted: { rule: 'present' },
  },
  ...LENDER_FIELDS,
  ...DETAIL_FIELDS,
} as const satisfies Record<string, QuestionnaireField>;

export type FieldKey = keyof typeof QUESTIONNAIRE_FIELDS;

type Fields = typeof QUESTIONNAIRE_FIELDS;

/** The list fields (the loans): their answer is a list of items rather than one text. */
export type ListFieldKey = { [K in FieldKey]: Fields[K] extends { kind: 'list' } ? K : never }[FieldKey];
/** The fields answered with one text. */
export type ScalarFieldKey = Exclude<FieldKey, ListFieldKey>;
/** The fields of one item of a list ('amount', 'annualRatePct'…). */
export type ListItemKey<K extends ListFieldKey = ListFieldKey> = Extract<keyof Fields[K]['items'], string>;
/** Where a form holds one item's field: 'loans[1].amount'. */
export type ListItemPath = `${ListFieldKey}[${number}].${string}`;
/** Where a form holds an answer and shows its message: a field's key, or an item's field in a list. */
export type AnswerPath = FieldKey | ListItemPath;

export const FIELD_KEYS = Object.keys(QUESTIONNAIRE_FIELDS) as FieldKey[];

/** The field's entry, typed as the general shape so optional properties can be read. */
export function fieldOf(key: FieldKey): QuestionnaireField {
  return QUESTIONNAIRE_FIELDS[key];
}

export const isListKey = (key: FieldKey): key is ListFieldKey => fieldOf(key).kind === 'list';

/** The list fields, in the model's order. */
export const LIST_KEYS = FIELD_KEYS.filter(isListKey);

/** A list's item fields, in the order a form shows them. */
export function itemKeysOf<K extends ListFieldKey>(key: K): ListItemKey<K>[] {
  return Object.keys(fieldOf(key).items ?? {}) as ListItemKey<K>[];
}

/** The most items a list holds. */
export const maxCountOf = (key: ListFieldKey): number => fieldOf(key).maxCount ?? 0;

/** Where a form holds item `index` (0-based)'s field of a list: 'loans[1].amount'. */
export const itemPath = (key: ListFieldKey, index: number, item: string): ListItemPath =>
  `${key}[${index}].${item}`;

/**
 * One item's field as a field of its own: its paths under the list's stored path, its label numbered
 * ('Loan 2 amount'), its `requiredWith` and `sumAbove` still naming its siblings by item key.
 */
export function itemFieldOf(key: ListFieldKey, index: number, item: string): QuestionnaireField {
  const list = fieldOf(key);
  const field = list.items?.[item];
  if (!field) throw new Error(`${key} has no item field ${item}`);
  const base = list.paths[0] ?? [];
  return {
    ...field,
    paths: field.paths.map((path) => [...base, index, ...path]),
    label: field.label.replace('{n}', String(index + 1)),
    step: list.step,
  };
}

/** An answer path split: the field, and for a list's item its index and item key. */
export function parseAnswerPath(path: string): { key: FieldKey; index?: number; item?: string } | null {
  const match = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(path);
  if (match) {
    const [, key, index, item] = match as unknown as [string, string, string, string];
    if (!(FIELD_KEYS as string[]).includes(key) || !isListKey(key as FieldKey)) return null;
    if (!(item in (fieldOf(key as FieldKey).items ?? {}))) return null;
    return { key: key as FieldKey, index: Number(index), item };
  }
  return (FIELD_KEYS as string[]).includes(path) ? { key: path as FieldKey } : null;
}

/** The field an answer path names (an item's field numbered), or null. */
export function fieldOfAnswerPath(path: string): QuestionnaireField | null {
  const parsed = parseAnswerPath(path);
  if (!parsed) return null;
  return parsed.item === undefined
    ? fieldOf(parsed.key)
    : itemFieldOf(parsed.key as ListFieldKey, parsed.index ?? 0, parsed.item);
}

/** The fields a wizard question asks, in order. */
export function fieldsOfStep(step: number): FieldKey[] {
  return FIELD_KEYS.filter((key) => fieldOf(key).step === step);
}

/** A stored path as messages and 400s name it: 'productsServices.products[0].unitPrice'. */
export function pathName(path: StoredPath): string {
  return path
    .map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`))
    .join('');
}

/** The newest stored path's name, which a form's error and a 400 about an absent answer name. */
export const fieldName = (key: FieldKey): string => pathName(fieldOf(key).paths[0] ?? []);

export const isGrowthPreset = (percent: string | number): boolean => {
  const text = String(percent).trim();
  return text !== '' && (GROWTH_PRESETS as readonly string[]).includes(String(Number(text)));
};

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const orList = (options: readonly string[]): string =>
  options.length <= 1
    ? (options[0] ?? '')
    : `${options.slice(0, -1).join(', ')} or ${options[options.length - 1]}`;

/** One message per rule of a field (an item's field numbered), the same in every form and in the 400. */
export const messagesOf = (field: QuestionnaireField) => {
  const { label } = field;
  const max = field.max ?? Number.POSITIVE_INFINITY;
  const unit = field.unit === 'percent' ? '%' : field.unit === 'years' ? ' years' : '';
  return {
    notNumber: `${label} must be a number`,
    negative: `${label} cannot be negative`,
    /** Below a minimum other than 0 (or at it, for isAboveMin). */
    belowMin: field.isAboveMin
      ? `${label} must be more than ${field.min ?? 0}`
      : (field.min ?? 0) === 0
        ? `${label} cannot be negative`
        : `${label} must be at least ${field.min}`,
    tooLarge: `${label} must be at most ${groupThousands(max)}${unit}`,
    tooLong: `${label} must be at most ${max} characters`,
    notWhole: `${label} must be a whole number`,
    /** A month has one message for every way it can be wrong. */
    monthRange: `${label} must be a whole number of months from ${field.min ?? 0} to ${max}`,
    required: field.requiredMessage ?? `${label} is required`,
    above: (value: number) => `${label} must be more than ${value}`,
    atLeast: (value: number) => `${label} must be at least ${value}`,
    /** A list holding more items than it may. */
    tooMany: `A plan holds at most ${field.maxCount ?? 0} ${label.toLowerCase()}`,
    /** A choice that must be one of its options. */
    notOption: `${label} must be ${orList(field.options ?? [])}`,
    /** An item's field answered where it does not apply (churn of a units stream). */
    notApplicable: `${label} ${field.onlyWhen?.message ?? 'does not apply'}`,
  };
};

/** One message per rule, the same in every form and in the server's 400. */
export const fieldMessages = (key: FieldKey) => messagesOf(fieldOf(key));

/** The messages of an answer path's field ('loans[0].termMonths': 'Loan 1 term is required'…). */
export function answerMessages(path: AnswerPath) {
  const field = fieldOfAnswerPath(path);
  if (!field) throw new Error(`No questionnaire answer at ${path}`);
  return messagesOf(field);
}

const asModelName = (name: string): string => name.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/**
 * The field stored at a path, named as the model names it ('productsServices.products[0].unitPrice')
 * or as a 400 built from a zod issue does ('productsServices.products.0.unitPrice'); an item of a list
 * ('financing.loans[1].amount') gives its list ('loans'); null for others.
 */
export function fieldKeyOfPath(name: string): FieldKey | null {
  const path = answerPathOfStored(name);
  return path === null ? null : (parseAnswerPath(path)?.key ?? null);
}

/**
 * Where a form holds the answer stored at a path (newer or legacy; dotted or bracketed indexes):
 * 'productsServices.unitPrice' → 'unitPrice', 'financing.loans.1.amount' → 'loans[1].amount'; a list's
 * own path gives the list. Null for paths of no field.
 */
export function answerPathOfStored(name: string): AnswerPath | null {
  const normalised = asModelName(name);
  for (const key of FIELD_KEYS) {
    const field = fieldOf(key);
    for (const path of field.paths) {
      const base = pathName(path);
      if (normalised === base) return key;
      if (field.kind !== 'list' || !normalised.startsWith(`${base}[`)) continue;
      const match = /^\[(\d+)\]\.(.+)$/.exec(normalised.slice(base.length));
      const item = Object.entries(field.items ?? {}).find(([, itemField]) =>
        itemField.paths.some((itemPathOf) => pathName(itemPathOf) === match?.[2]),
      );
      if (match && item) return itemPath(key as ListFieldKey, Number(match[1]), item[0]);
    }
  }
  return null;
}

/**
 * A field's label as staff see it beside its answer: numbered with the wizard question that asks it
 * ("2. Unit price"), plain for the fields no numbered question asks (the lender step, the business type).
 */
export function questionLabel(key: FieldKey): string {
  const { step, label } = fieldOf(key);
  return step !== null && step < LENDER_STEP ? `${step}. ${label}` : label;
}

/** Whether a form marks the field required (*): completing needs it, or forms always hold it. */
export const isRequiredField = (key: FieldKey): boolean =>
  fieldOf(key).onceCompleted !== undefined || fieldOf(key).isAlwaysAnswered === true;

/** The field feeding a projection input, for readers keyed by input (the Excel workbook's cells). */
export function fieldOfInput(input: keyof BaseProjectionInputs): QuestionnaireField {
  const key = FIELD_KEYS.find((candidate) => fieldOf(candidate).input === input);
  if (!key) throw new Error(`No questionnaire field feeds ${input}`);
  return fieldOf(key);
}
