// The Edit Questionnaire form: its typed values, prefill from stored sections, the checks, and the PUT body.
import { DEFAULT_GROWTH_PERCENT, growthPercentForDisplay } from '@trajectory/engine';
import type { TAdminUpdateQuestionnaireRequest } from '@trajectory/contracts/admin-requests';
import type { TQuestionnaireSections } from '@trajectory/contracts/questionnaires';

export const PRODUCT_CATEGORIES = [
  'Physical Products',
  'Technology',
  'Professional Services',
  'Services',
  'Digital Products',
] as const;

/** ARCHITECTURE.md: the same presets as the visitor wizard. */
export const GROWTH_PRESETS = ['10', '20', '30', '100'] as const;
export const MAX_GROWTH_PERCENT = 1000;
export const MAX_START_MONTH = 12;

export type QuestionnaireForm = {
  description: string;
  type: string;
  unitPrice: string;
  /** '0'..'12' months after opening; shown to staff as month 1..13. */
  startMonth: string;
  firstMonthSales: string;
  /** Percent, e.g. '20'. */
  annualGrowthRate: string;
  isCustomGrowth: boolean;
  costPerItem: string;
  ownerSalary: string;
  monthlyAdvertising: string;
  monthlyRent: string;
  monthlyUtilities: string;
  monthlyInsurance: string;
  oneTimePurchases: string;
  initialCash: string;
};

export type FormKey = keyof QuestionnaireForm;
export type FormErrors = Partial<Record<FormKey, string>>;

export const MONTHLY_SPEND_FIELDS = [
  'ownerSalary',
  'monthlyAdvertising',
  'monthlyRent',
  'monthlyUtilities',
  'monthlyInsurance',
] as const satisfies readonly FormKey[];

export const FORM_MESSAGES = {
  description: 'Please describe what the business sells.',
  type: 'Please choose the products or services type.',
  unitPrice: 'Please enter a unit price above 0.',
  startMonth: `Please choose a start month from 1 to ${MAX_START_MONTH + 1}.`,
  firstMonthSales: 'Please enter a whole number of at least 1.',
  annualGrowthRate: `Please enter a growth rate from 0 to ${MAX_GROWTH_PERCENT}.`,
  required: 'Please enter an amount of 0 or more.',
  money: 'Please enter an amount of 0 or more, or leave it blank.',
} as const;

type Stored = unknown;

function firstPresent(...values: Stored[]): string {
  const value = values.find((v) => v !== null && v !== undefined && v !== '');
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/** A typed amount as a number; blank or unreadable text is absent (null). */
export function toAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export const isGrowthPreset = (percent: string): boolean =>
  (GROWTH_PRESETS as readonly string[]).includes(String(toAmount(percent)));

/** Stored sections arrive untyped in the admin list; this narrows them for reading. */
function asSections(sections: Record<string, unknown> | null | undefined): TQuestionnaireSections {
  return (sections ?? {}) as TQuestionnaireSections;
}

/** The form's values from stored sections: newer field names first, then the legacy ones. */
export function formFromSections(raw: Record<string, unknown> | null | undefined): QuestionnaireForm {
  const s = asSections(raw);
  const firstProduct = s.productsServices?.products?.[0];
  const legacyGrowth = toAmount(firstPresent(s.revenueInfo?.growthRate));
  const growth = firstPresent(
    s.growthRate?.annualGrowthRate,
    legacyGrowth === null ? null : growthPercentForDisplay(legacyGrowth),
    DEFAULT_GROWTH_PERCENT,
  );
  return {
    description: firstPresent(s.businessInfo?.description),
    type: firstPresent(s.productsServices?.type, firstProduct?.category),
    unitPrice: firstPresent(s.productsServices?.unitPrice, firstProduct?.unitPrice),
    startMonth: firstPresent(s.revenueInfo?.startMonth, 0),
    firstMonthSales: firstPresent(s.salesVolume?.firstMonthSales, firstProduct?.unitsPerMonth),
    annualGrowthRate: growth,
    isCustomGrowth: s.growthRate?.isCustomGrowth ?? !isGrowthPreset(growth),
    costPerItem: firstPresent(s.operationalCosts?.costPerItem, s.expenseInfo?.cogs),
    ownerSalary: firstPresent(s.expenseInfo?.ownerSalary, s.expenseInfo?.monthlyOwnerSalary),
    monthlyAdvertising: firstPresent(s.expenseInfo?.monthlyAdvertising),
    monthlyRent: firstPresent(s.expenseInfo?.monthlyRent),
    monthlyUtilities: firstPresent(s.expenseInfo?.monthlyUtilities),
    monthlyInsurance: firstPresent(s.expenseInfo?.monthlyInsurance),
    oneTimePurchases: firstPresent(s.assetInfo?.oneTimePurchases, s.assetInfo?.fixedAssets),
    initialCash: firstPresent(s.equityInfo?.initialCash, s.equityInfo?.initialInvestment),
  };
}

const isAmountAtLeast0 = (text: string): boolean => {
  const amount = toAmount(text);
  return amount !== null && amount >= 0;
};

/** The inline messages; an empty object means the form may be saved (admin.md section 5, the wizard's rules). */
export function validateForm(form: QuestionnaireForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.description.trim()) errors.description = FORM_MESSAGES.description;
  if (!form.type.trim()) errors.type = FORM_MESSAGES.type;
  const price = toAmount(form.unitPrice);
  if (price === null || price <= 0) errors.unitPrice = FORM_MESSAGES.unitPrice;
  const month = toAmount(form.startMonth);
  if (month === null || !Number.isInteger(month) || month < 0 || month > MAX_START_MONTH)
    errors.startMonth = FORM_MESSAGES.startMonth;
  // An emptied first-month sales is an error, not 0 (ARCHITECTURE.md).
  if (!/^\d+$/.test(form.firstMonthSales) || Number(form.firstMonthSales) < 1)
    errors.firstMonthSales = FORM_MESSAGES.firstMonthSales;
  const growth = toAmount(form.annualGrowthRate);
  if (growth === null || growth < 0 || growth > MAX_GROWTH_PERCENT)
    errors.annualGrowthRate = FORM_MESSAGES.annualGrowthRate;
  for (const key of ['costPerItem', 'initialCash'] as const) {
    if (!isAmountAtLeast0(form[key])) errors[key] = FORM_MESSAGES.required;
  }
  for (const key of [...MONTHLY_SPEND_FIELDS, 'oneTimePurchases'] as const) {
    if (form[key].trim() !== '' && !isAmountAtLeast0(form[key])) errors[key] = FORM_MESSAGES.money;
  }
  return errors;
}

/** Percent to the stored fraction, rounded so 0.1 × 3 is not 0.30000000000000004. */
export const percentToFraction = (percent: number): number => Number((percent / 100).toFixed(6));

type Section<K extends keyof TQuestionnaireSections> = NonNullable<TQuestionnaireSections[K]>;

/**
 * The PUT body. The server replaces whole sections, so each one starts from its stored answers and
 * only the dialog's fields change; growth goes to revenue info as a fraction and, as the wizard
 * writes it, to growthRate as a percent (which the model reads first).
 */
export function sectionsFromForm(
  form: QuestionnaireForm,
  raw: Record<string, unknown> | null | undefined,
): TAdminUpdateQuestionnaireRequest {
  const s = asSections(raw);
  const growthPercent = toAmount(form.annualGrowthRate) ?? DEFAULT_GROWTH_PERCENT;
  const amount = (text: string) => toAmount(text);
  const businessInfo: Section<'businessInfo'> = { ...s.businessInfo, description: form.description.trim() };
  const productsServices: Section<'productsServices'> = {
    ...s.productsServices,
    type: form.type,
    unitPrice: amount(form.unitPrice),
  };
  return {
    businessInfo,
    productsServices,
    revenueInfo: {
      ...s.revenueInfo,
      startMonth: amount(form.startMonth),
      growthRate: percentToFraction(growthPercent),
    },
    salesVolume: { ...s.salesVolume, firstMonthSales: amount(form.firstMonthSales) },
    growthRate: { annualGrowthRate: growthPercent, isCustomGrowth: form.isCustomGrowth },
    operationalCosts: { ...s.operationalCosts, costPerItem: amount(form.costPerItem) },
    expenseInfo: {
      ...s.expenseInfo,
      ownerSalary: amount(form.ownerSalary),
      monthlyAdvertising: amount(form.monthlyAdvertising),
      monthlyRent: amount(form.monthlyRent),
      monthlyUtilities: amount(form.monthlyUtilities),
      monthlyInsurance: amount(form.monthlyInsurance),
    },
    assetInfo: { ...s.assetInfo, oneTimePurchases: amount(form.oneTimePurchases) },
    equityInfo: { ...s.equityInfo, initialCash: amount(form.initialCash) },
  };
}

/** Where the server's `field` (a dotted section path) is shown in the form, if it is one of ours. */
const SERVER_FIELDS: Record<string, FormKey> = {
  'businessInfo.description': 'description',
  'productsServices.type': 'type',
  'productsServices.unitPrice': 'unitPrice',
  'productsServices.products[0].unitPrice': 'unitPrice',
  'revenueInfo.startMonth': 'startMonth',
  'salesVolume.firstMonthSales': 'firstMonthSales',
  'productsServices.products[0].unitsPerMonth': 'firstMonthSales',
  'growthRate.annualGrowthRate': 'annualGrowthRate',
  'revenueInfo.growthRate': 'annualGrowthRate',
  'operationalCosts.costPerItem': 'costPerItem',
  'expenseInfo.cogs': 'costPerItem',
  'expenseInfo.ownerSalary': 'ownerSalary',
  'expenseInfo.monthlyOwnerSalary': 'ownerSalary',
  'expenseInfo.monthlyAdvertising': 'monthlyAdvertising',
  'expenseInfo.monthlyRent': 'monthlyRent',
  'expenseInfo.monthlyUtilities': 'monthlyUtilities',
  'expenseInfo.monthlyInsurance': 'monthlyInsurance',
  'assetInfo.oneTimePurchases': 'oneTimePurchases',
  'assetInfo.fixedAssets': 'oneTimePurchases',
  'equityInfo.initialCash': 'initialCash',
  'equityInfo.initialInvestment': 'initialCash',
};

export function formKeyForServerField(field: string | undefined): FormKey | null {
  if (!field) return null;
  return SERVER_FIELDS[field] ?? SERVER_FIELDS[field.replace(/\.(\d+)\./g, '[$1].')] ?? null;
}
