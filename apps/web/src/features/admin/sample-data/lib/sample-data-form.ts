// The Sample Data editor's eight tabs and its optional lender answers: which fields each holds, and
// the form ⇄ sample data conversion.
import {
  fieldName,
  fieldOf,
  GROWTH_PRESETS,
  isGrowthPreset,
  normalizeQuestionnaire,
  project,
  questionnaireErrors,
  type FieldKey,
  type ListFieldKey,
  type Projection,
  type QuestionnaireField,
} from '@trajectory/engine';
import type { TSampleData } from '@trajectory/contracts/admin-sample-data';
import {
  lenderErrors,
  lenderFormFromSections,
  lenderFormOf,
  lenderPathOfStored,
  lenderSections,
  type LenderErrors,
  type LenderForm,
} from '@/features/admin/common/lib/lender-form';

export type SampleTab =
  'business' | 'products' | 'revenue' | 'operations' | 'expenses' | 'assets' | 'liabilities' | 'equity';

export type SampleField = {
  /** The dotted path in the sample data, also the field name the server's errors use. */
  path: string;
  /** What the field renderer draws: the model's field, or a figure kept with the sample. */
  field: QuestionnaireField;
  label: string;
  help?: string;
  /** Numbers: the step of the arrow keys. */
  step?: number;
  multiline?: boolean;
};

export type SampleTabSpec = { value: SampleTab; label: string; note?: string; fields: SampleField[] };

/** How the editor shows a stored choice (the legal forms); product categories read as stored. */
export const OPTION_LABELS: Readonly<Record<string, string>> = {
  llc: 'LLC',
  corporation: 'Corporation',
  partnership: 'Partnership',
  'sole-proprietorship': 'Sole proprietorship',
};

/**
 * A field of the questionnaire model: its stored path, label, bound and choices come from the model;
 * `label` overrides the model's only where the editor words the question its own way.
 */
function modelField(
  key: FieldKey,
  extra: Partial<Pick<SampleField, 'label' | 'multiline' | 'help' | 'step'>> = {},
): SampleField {
  const field = fieldOf(key);
  return { path: fieldName(key), field, label: field.label, ...extra };
}

/** A figure kept with the sample that the model does not read, drawn as a field of its own. */
function keptField(
  path: string,
  label: string,
  shape: Partial<QuestionnaireField>,
  step?: number,
): SampleField {
  const field: QuestionnaireField = { paths: [path.split('.')], label, kind: 'text', step: null, ...shape };
  return { path, field, label, ...(step === undefined ? {} : { step }) };
}

const money = (key: FieldKey, step: number, help?: string): SampleField => modelField(key, { step, help });

const keptMoney = (path: string, label: string, step: number): SampleField =>
  keptField(path, label, { kind: 'amount', unit: 'dollars', min: 0 }, step);

const presetList = `${GROWTH_PRESETS.slice(0, -1).join(', ')} and ${GROWTH_PRESETS.at(-1)}`;

/** Only fields the engine reads, so every figure staff change moves the statements (decisions.md). */
export const SAMPLE_TABS: SampleTabSpec[] = [
  {
    value: 'business',
    label: 'Business',
    fields: [
      modelField('businessName'),
      modelField('description', { multiline: true }),
      keptField('businessInfo.industry', 'Industry', { max: 200 }),
      modelField('businessType'),
      keptField('businessInfo.yearsInBusiness', 'Years in business', { kind: 'amount', min: 0 }, 1),
    ],
  },
  {
    value: 'products',
    label: 'Products',
    fields: [
      modelField('offeringType', { label: 'Product category' }),
      money('unitPrice', 0.01, 'What a customer pays for one item.'),
    ],
  },
  {
    value: 'revenue',
    label: 'Revenue',
    fields: [
      modelField('firstMonthSales', { label: 'Units sold in the first selling month', step: 10 }),
      modelField('startMonth', {
        label: 'Months before the first sale',
        step: 1,
        help: `0 means selling from the first month; at most ${fieldOf('startMonth').max}.`,
      }),
      modelField('annualGrowthRate', {
        step: 1,
        help: `The wizard offers ${presetList}%; any other value counts as custom growth.`,
      }),
    ],
  },
  {
    value: 'operations',
    label: 'Operations',
    fields: [money('costPerItem', 0.01, 'What one item costs to make or buy.')],
  },
  {
    value: 'expenses',
    label: 'Expenses',
    note: 'Monthly amounts in year 1; expenses grow 5% a year and salaries 3%.',
    fields: [
      money('ownerSalary', 50),
      money('monthlyAdvertising', 50),
      money('monthlyRent', 50),
      money('monthlyUtilities', 10),
      modelField('monthlyInsurance', { label: 'All other monthly expenses', step: 50 }),
    ],
  },
  {
    value: 'assets',
    label: 'Assets',
    fields: [
      money(
        'oneTimePurchases',
        100,
        'One-time purchases before opening; shown as fixed assets on the balance sheet.',
      ),
    ],
  },
  {
    value: 'liabilities',
    label: 'Liabilities',
    note: 'Kept with the sample for reference; these do not change the statements. Loans the business borrows are entered under “What a lender will ask”; a cash shortfall shows as an overdraft.',
    fields: [
      keptMoney('liabilityInfo.currentLiabilities', 'Current liabilities', 100),
      keptMoney('liabilityInfo.longTermDebt', 'Long-term debt', 100),
    ],
  },
  {
    value: 'equity',
    label: 'Equity',
    fields: [money('initialCash', 100, 'The owner’s money in the bank at opening.')],
  },
];

/** The tab fields by their dotted path, and the optional answers by their model key (lists as items). */
export type SampleForm = LenderForm & {
  [path: string]: string | LenderForm[Extract<keyof LenderForm, ListFieldKey>];
};

/** A tab field's text. */
export const textOf = (form: SampleForm, path: string): string => {
  const value = form[path];
  return typeof value === 'string' ? value : '';
};

const ALL_FIELDS = SAMPLE_TABS.flatMap((tab) => tab.fields);

function readPath(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );
}

export function toSampleForm(data: TSampleData): SampleForm {
  return {
    ...Object.fromEntries(
      ALL_FIELDS.map((f) => {
        const value = readPath(data, f.path);
        return [f.path, value === null || value === undefined ? '' : String(value)];
      }),
    ),
    ...lenderFormFromSections(data),
  };
}

/** The model's messages for the lender answers, as the Edit Questionnaire dialog and the server give them. */
export const sampleLenderErrors = (form: SampleForm, base: TSampleData): LenderErrors =>
  lenderErrors(lenderFormOf(form), base);

/**
 * The sample data to send: the loaded data with the form's fields written over it (so sections the editor
 * does not show are kept). Numbers go as numbers; anything else as typed, for the engine to name.
 */
export function fromSampleForm(form: SampleForm, base: TSampleData): TSampleData {
  const out = structuredClone(base) as Record<string, Record<string, unknown>>;
  for (const field of ALL_FIELDS) {
    const [section, key] = field.path.split('.') as [string, string];
    const raw = textOf(form, field.path).trim();
    let value: unknown = raw === '' ? null : raw;
    const isNumber = field.field.kind !== 'text' && field.field.kind !== 'choice';
    if (isNumber && raw !== '' && Number.isFinite(Number(raw))) value = Number(raw);
    out[section] = { ...(out[section] ?? {}), [key]: value };
  }
  const growth = out.growthRate?.annualGrowthRate;
  out.growthRate = {
    ...out.growthRate,
    isCustomGrowth: typeof growth === 'number' && !isGrowthPreset(growth),
  };
  // The lender answers at the model's paths (a blank loan is dropped, twelve blank weights are no seasons).
  Object.assign(out, lenderSections(lenderFormOf(form), out));
  return out as TSampleData;
}

export type SamplePreview =
  { ok: true; projection: Projection } | { ok: false; field: string; message: string };

/**
 * The engine's projection, judged as the server will judge it: the bounds of every field (the lender
 * answers too), then what a finished questionnaire's projection needs.
 */
export function previewSample(data: TSampleData): SamplePreview {
  const bounds = questionnaireErrors(data, { stage: 'completed' });
  const result =
    bounds.length > 0
      ? { ok: false as const, errors: bounds }
      : normalizeQuestionnaire(data, { completed: true });
  if (!result.ok) {
    const first = result.errors[0];
    return { ok: false, field: first?.field ?? '', message: first?.message ?? 'Check the sample data.' };
  }
  return { ok: true, projection: project(result.inputs) };
}

/**
 * Where the editor shows a field: the form key of a path or a 400's `field` (a lender answer by its
 * answer path: 'incomeTaxRatePct', 'loans[0].termMonths').
 */
export function formFieldOf(path: string): string {
  const clean = path.replace(/^sampleData\./, '');
  return lenderPathOfStored(clean) ?? clean;
}

/** The tab holding a field, so an error can be shown where it is; legacy paths map to their tab. */
export function tabOfField(path: string): SampleTab | undefined {
  const clean = path.replace(/^sampleData\./, '');
  if (lenderPathOfStored(clean)) return undefined;
  const exact = SAMPLE_TABS.find((tab) => tab.fields.some((f) => f.path === clean));
  if (exact) return exact.value;
  const section = clean.split(/[.[]/)[0];
  return SAMPLE_TABS.find((tab) => tab.fields.some((f) => f.path.startsWith(`${section}.`)))?.value;
}
