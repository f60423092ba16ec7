// The Sample Data editor's eight tabs: which fields each holds, and the form ⇄ sample data conversion.
import { normalizeQuestionnaire, project, type Projection } from '@trajectory/engine';
import type { TSampleData } from '@trajectory/contracts/admin-sample-data';

export type SampleTab =
  'business' | 'products' | 'revenue' | 'operations' | 'expenses' | 'assets' | 'liabilities' | 'equity';

export type SampleField = {
  /** The dotted path in the sample data, also the field name the server's errors use. */
  path: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'select';
  help?: string;
  /** Numbers: the unit shown before the input, the step of the arrow keys, the bounds. */
  prefix?: '$';
  suffix?: '%';
  step?: number;
  max?: number;
  options?: ReadonlyArray<{ value: string; label: string }>;
};

export type SampleTabSpec = { value: SampleTab; label: string; note?: string; fields: SampleField[] };

const money = (path: string, label: string, step: number, help?: string): SampleField => ({
  path,
  label,
  kind: 'number',
  prefix: '$',
  step,
  help,
});

export const BUSINESS_TYPES = [
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'sole-proprietorship', label: 'Sole proprietorship' },
] as const;

export const PRODUCT_CATEGORIES = [
  'Physical Products',
  'Technology',
  'Professional Services',
  'Services',
  'Digital Products',
].map((c) => ({ value: c, label: c }));

export const GROWTH_PRESETS = [10, 20, 30, 100] as const;

/** Only fields the engine reads, so every figure staff change moves the statements (decisions.md). */
export const SAMPLE_TABS: SampleTabSpec[] = [
  {
    value: 'business',
    label: 'Business',
    fields: [
      { path: 'businessInfo.name', label: 'Business name', kind: 'text' },
      { path: 'businessInfo.description', label: 'Description', kind: 'textarea' },
      { path: 'businessInfo.industry', label: 'Industry', kind: 'text' },
      { path: 'businessInfo.type', label: 'Business type', kind: 'select', options: BUSINESS_TYPES },
      { path: 'businessInfo.yearsInBusiness', label: 'Years in business', kind: 'number', step: 1 },
    ],
  },
  {
    value: 'products',
    label: 'Products',
    fields: [
      {
        path: 'productsServices.type',
        label: 'Product category',
        kind: 'select',
        options: PRODUCT_CATEGORIES,
      },
      money('productsServices.unitPrice', 'Unit price', 0.01, 'What a customer pays for one item.'),
    ],
  },
  {
    value: 'revenue',
    label: 'Revenue',
    fields: [
      {
        path: 'salesVolume.firstMonthSales',
        label: 'Units sold in the first selling month',
        kind: 'number',
        step: 10,
      },
      {
        path: 'revenueInfo.startMonth',
        label: 'Months before the first sale',
        kind: 'number',
        step: 1,
        max: 12,
        help: '0 means selling from the first month; at most 12.',
      },
      {
        path: 'growthRate.annualGrowthRate',
        label: 'Annual growth rate',
        kind: 'number',
        suffix: '%',
        step: 1,
        max: 1000,
        help: 'The wizard offers 10, 20, 30 and 100%; any other value counts as custom growth.',
      },
    ],
  },
  {
    value: 'operations',
    label: 'Operations',
    fields: [
      money('operationalCosts.costPerItem', 'Cost per item', 0.01, 'What one item costs to make or buy.'),
    ],
  },
  {
    value: 'expenses',
    label: 'Expenses',
    note: 'Monthly amounts in year 1; expenses grow 5% a year and salaries 3%.',
    fields: [
      money('expenseInfo.ownerSalary', 'Monthly salaries', 50),
      money('expenseInfo.monthlyAdvertising', 'Monthly advertising', 50),
      money('expenseInfo.monthlyRent', 'Monthly rent', 50),
      money('expenseInfo.monthlyUtilities', 'Monthly utilities', 10),
      money('expenseInfo.monthlyInsurance', 'All other monthly expenses', 50),
    ],
  },
  {
    value: 'assets',
    label: 'Assets',
    fields: [
      money(
        'assetInfo.oneTimePurchases',
        'Startup cost',
        100,
        'One-time purchases before opening; shown as fixed assets on the balance sheet.',
      ),
    ],
  },
  {
    value: 'liabilities',
    label: 'Liabilities',
    note: 'Kept with the sample for reference. The projection assumes no borrowing, so these do not change the statements; a cash shortfall shows as an overdraft.',
    fields: [
      money('liabilityInfo.currentLiabilities', 'Current liabilities', 100),
      money('liabilityInfo.longTermDebt', 'Long-term debt', 100),
    ],
  },
  {
    value: 'equity',
    label: 'Equity',
    fields: [
      money('equityInfo.initialCash', 'Initial cash', 100, 'The owner’s money in the bank at opening.'),
    ],
  },
];

export type SampleForm = Record<string, string>;

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
  return Object.fromEntries(
    ALL_FIELDS.map((f) => {
      const value = readPath(data, f.path);
      return [f.path, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/**
 * The sample data to send: the loaded data with the form's fields written over it (so sections the editor
 * does not show are kept). Numbers go as numbers; anything else as typed, for the engine to name.
 */
export function fromSampleForm(form: SampleForm, base: TSampleData): TSampleData {
  const out = structuredClone(base) as Record<string, Record<string, unknown>>;
  for (const field of ALL_FIELDS) {
    const [section, key] = field.path.split('.') as [string, string];
    const raw = (form[field.path] ?? '').trim();
    let value: unknown = raw === '' ? null : raw;
    if (field.kind === 'number' && raw !== '' && Number.isFinite(Number(raw))) value = Number(raw);
    out[section] = { ...(out[section] ?? {}), [key]: value };
  }
  const growth = out.growthRate?.annualGrowthRate;
  out.growthRate = {
    ...out.growthRate,
    isCustomGrowth: typeof growth === 'number' && !(GROWTH_PRESETS as readonly number[]).includes(growth),
  };
  return out as TSampleData;
}

export type SamplePreview =
  { ok: true; projection: Projection } | { ok: false; field: string; message: string };

/** The engine's projection, judged as a finished questionnaire, exactly as the server will judge it. */
export function previewSample(data: TSampleData): SamplePreview {
  const result = normalizeQuestionnaire(data, { completed: true });
  if (!result.ok) {
    const first = result.errors[0];
    return { ok: false, field: first?.field ?? '', message: first?.message ?? 'Check the sample data.' };
  }
  return { ok: true, projection: project(result.inputs) };
}

/** The tab holding a field, so an error can be shown where it is; legacy paths map to their tab. */
export function tabOfField(path: string): SampleTab | undefined {
  const clean = path.replace(/^sampleData\./, '');
  const exact = SAMPLE_TABS.find((tab) => tab.fields.some((f) => f.path === clean));
  if (exact) return exact.value;
  const section = clean.split(/[.[]/)[0];
  return SAMPLE_TABS.find((tab) => tab.fields.some((f) => f.path.startsWith(`${section}.`)))?.value;
}
