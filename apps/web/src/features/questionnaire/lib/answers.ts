// The wizard's answers as typed (strings), and their conversion to and from the stored sections.
import { DEFAULT_GROWTH_PERCENT, growthPercentForDisplay } from '@trajectory/engine';
import type { TQuestionnaireSections } from '@trajectory/contracts/questionnaires';

export type Answers = {
  name: string;
  description: string;
  type: string;
  unitPrice: string;
  /** '0'..'12', months after opening; '' until chosen. */
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

export type AnswerKey = keyof Answers;

export const GROWTH_PRESETS = ['10', '20', '30', '100'] as const;

export const EMPTY_ANSWERS: Answers = {
  name: '',
  description: '',
  type: '',
  unitPrice: '',
  startMonth: '',
  firstMonthSales: '',
  annualGrowthRate: String(DEFAULT_GROWTH_PERCENT),
  isCustomGrowth: false,
  costPerItem: '',
  ownerSalary: '',
  monthlyAdvertising: '',
  monthlyRent: '',
  monthlyUtilities: '',
  monthlyInsurance: '',
  oneTimePurchases: '',
  initialCash: '',
};

/** A typed amount as a number; blank or unreadable text is absent (null). */
export function toAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The sections the wizard writes; growth goes to both fields (percent and fraction). */
export function toSections(answers: Answers): TQuestionnaireSections {
  const growthPercent = toAmount(answers.annualGrowthRate);
  return {
    businessInfo: {
      name: text(answers.name),
      description: text(answers.description),
      type: text(answers.type),
    },
    productsServices: { unitPrice: toAmount(answers.unitPrice) },
    revenueInfo: {
      startMonth: text(answers.startMonth),
      growthRate: growthPercent === null ? null : Number((growthPercent / 100).toFixed(6)),
    },
    salesVolume: { firstMonthSales: toAmount(answers.firstMonthSales) },
    growthRate: { annualGrowthRate: growthPercent, isCustomGrowth: answers.isCustomGrowth },
    operationalCosts: { costPerItem: toAmount(answers.costPerItem) },
    expenseInfo: {
      ownerSalary: toAmount(answers.ownerSalary),
      monthlyAdvertising: toAmount(answers.monthlyAdvertising),
      monthlyRent: toAmount(answers.monthlyRent),
      monthlyUtilities: toAmount(answers.monthlyUtilities),
      monthlyInsurance: toAmount(answers.monthlyInsurance),
    },
    assetInfo: { oneTimePurchases: toAmount(answers.oneTimePurchases) },
    equityInfo: { initialCash: toAmount(answers.initialCash) },
  };
}

type Stored = string | number | null | undefined;

function firstPresent(...values: Stored[]): string {
  const value = values.find((candidate) => candidate !== null && candidate !== undefined && candidate !== '');
  return value === undefined ? '' : String(value);
}

/** Answers from stored sections, newer field names first, then the legacy ones. */
export function fromSections(sections: TQuestionnaireSections): Answers {
  const { businessInfo, productsServices, revenueInfo, salesVolume, growthRate } = sections;
  const { operationalCosts, expenseInfo, assetInfo, equityInfo } = sections;
  const firstProduct = productsServices?.products?.[0];
  const legacyGrowth = toAmount(firstPresent(revenueInfo?.growthRate));
  const growth = firstPresent(
    growthRate?.annualGrowthRate,
    legacyGrowth === null ? null : growthPercentForDisplay(legacyGrowth),
    DEFAULT_GROWTH_PERCENT,
  );
  const isPreset = (GROWTH_PRESETS as readonly string[]).includes(String(toAmount(growth)));
  return {
    name: firstPresent(businessInfo?.name),
    description: firstPresent(businessInfo?.description),
    type: firstPresent(businessInfo?.type),
    unitPrice: firstPresent(productsServices?.unitPrice, firstProduct?.unitPrice),
    startMonth: firstPresent(revenueInfo?.startMonth),
    firstMonthSales: firstPresent(salesVolume?.firstMonthSales, firstProduct?.unitsPerMonth),
    annualGrowthRate: growth,
    isCustomGrowth: growthRate?.isCustomGrowth ?? !isPreset,
    costPerItem: firstPresent(operationalCosts?.costPerItem, expenseInfo?.cogs),
    ownerSalary: firstPresent(expenseInfo?.ownerSalary, expenseInfo?.monthlyOwnerSalary),
    monthlyAdvertising: firstPresent(expenseInfo?.monthlyAdvertising),
    monthlyRent: firstPresent(expenseInfo?.monthlyRent),
    monthlyUtilities: firstPresent(expenseInfo?.monthlyUtilities),
    monthlyInsurance: firstPresent(expenseInfo?.monthlyInsurance),
    oneTimePurchases: firstPresent(assetInfo?.oneTimePurchases, assetInfo?.fixedAssets),
    initialCash: firstPresent(equityInfo?.initialCash, equityInfo?.initialInvestment),
  };
}
