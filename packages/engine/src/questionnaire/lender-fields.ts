// The optional answers of "What a lender will ask" (issue #15): loans, tax, useful life, owner's draw, seasons.
import { MAX_LOAN_AMOUNT } from '../loan-to-close-gap';
import type { LoanInput } from '../types';
import { listField, type QuestionnaireField } from './list-field';

/** The wizard's optional step after question 9 that asks these fields. */
export const LENDER_STEP = 10;

export const MAX_LOANS = 3;

/** The income tax presets of the wizard and the staff editor, in percent (spec: 0 / 15 / 21 / 25 %). */
export const TAX_RATE_PRESETS = ['0', '15', '21', '25'] as const;

/** The help of a month counted from opening (0 is the opening month, shown as Month 1). */
const OPENING_MONTH_HELP = '0 is the month you open.';

export const CALENDAR_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The parts of one loan, in the order a form shows them. */
export const LOAN_PARTS = [
  'amount',
  'annualRatePct',
  'termMonths',
  'startMonth',
] as const satisfies readonly (keyof LoanInput)[];
export type LoanPart = (typeof LOAN_PARTS)[number];

/** The twelve seasonality weights' stored path: calendar order, January first. */
export const WEIGHTS_PATH = ['seasonality', 'monthlyWeights'] as const;
export const LOANS_PATH = ['financing', 'loans'] as const;

/** One loan's parts: each a field whose paths are inside the item, `{n}` in its label the loan's number. */
const LOAN_ITEMS = {
  amount: {
    paths: [['amount']],
    label: 'Loan {n} amount',
    kind: 'amount',
    unit: 'dollars',
    min: 0,
    isAboveMin: true,
    max: MAX_LOAN_AMOUNT,
    requiredWith: ['annualRatePct', 'termMonths', 'startMonth'],
    step: LENDER_STEP,
  },
  annualRatePct: {
    paths: [['annualRatePct']],
    label: 'Loan {n} annual rate',
    kind: 'amount',
    unit: 'percent',
    min: 0,
    max: 100,
    requiredWith: ['amount', 'termMonths', 'startMonth'],
    step: LENDER_STEP,
  },
  termMonths: {
    paths: [['termMonths']],
    label: 'Loan {n} term',
    kind: 'month',
    unit: 'months',
    min: 1,
    max: 360,
    isWhole: true,
    requiredWith: ['amount', 'annualRatePct', 'startMonth'],
    step: LENDER_STEP,
  },
  startMonth: {
    paths: [['startMonth']],
    label: 'Loan {n} first month',
    help: OPENING_MONTH_HELP,
    kind: 'month',
    unit: 'months',
    min: 0,
    max: 59,
    isWhole: true,
    step: LENDER_STEP,
  },
} as const satisfies Record<keyof LoanInput, QuestionnaireField>;

const WEIGHT_KEYS = CALENDAR_MONTHS.map((_, i) => `seasonWeight${i + 1}`);

function weightField(month: number): QuestionnaireField {
  return {
    paths: [[...WEIGHTS_PATH, month - 1]],
    label: `${CALENDAR_MONTHS[month - 1]} weight`,
    kind: 'amount',
    min: 0,
    max: 1000,
    step: LENDER_STEP,
    weightIndex: month - 1,
    requiredWith: WEIGHT_KEYS.filter((key) => key !== `seasonWeight${month}`),
    ...(month === 1
      ? { sumAbove: { keys: WEIGHT_KEYS, value: 0, message: 'Seasonality weights cannot all be 0' } }
      : {}),
  };
}

/** The lender step's fields, each one entry of the questionnaire model (spreads into QUESTIONNAIRE_FIELDS). */
export const LENDER_FIELDS = {
  /** The loans, a list (the projection's `loans`): each item one loan's parts, at most MAX_LOANS. */
  loans: listField({
    paths: [LOANS_PATH],
    label: 'Loans',
    itemLabel: 'Loan',
    maxCount: MAX_LOANS,
    step: LENDER_STEP,
    extendedInput: 'loans',
    items: LOAN_ITEMS,
  }),
  incomeTaxRatePct: {
    paths: [['taxInfo', 'incomeTaxRatePct']],
    label: 'Income tax rate',
    kind: 'amount',
    unit: 'percent',
    min: 0,
    max: 60,
    step: LENDER_STEP,
    extendedInput: 'incomeTaxRatePct',
    presets: TAX_RATE_PRESETS,
  },
  usefulLifeYears: {
    paths: [['assetInfo', 'usefulLifeYears']],
    label: 'Useful life of the startup purchases',
    kind: 'amount',
    unit: 'years',
    min: 1,
    max: 40,
    isWhole: true,
    step: LENDER_STEP,
    extendedInput: 'usefulLifeYears',
  },
  ownerDrawMonthly: {
    paths: [['equityInfo', 'ownerDrawMonthly']],
    label: "Monthly owner's draw",
    kind: 'amount',
    unit: 'dollars',
    min: 0,
    max: 10_000_000,
    step: LENDER_STEP,
    extendedInput: 'ownerDrawMonthly',
  },
  ownerDrawStartMonth: {
    paths: [['equityInfo', 'ownerDrawStartMonth']],
    label: "Owner's draw first month",
    help: OPENING_MONTH_HELP,
    kind: 'month',
    unit: 'months',
    min: 0,
    max: 59,
    isWhole: true,
    step: LENDER_STEP,
    extendedInput: 'ownerDrawStartMonth',
  },
  firstCalendarMonth: {
    paths: [['seasonality', 'firstCalendarMonth']],
    label: 'Opening month',
    kind: 'amount',
    min: 1,
    max: 12,
    isWhole: true,
    step: LENDER_STEP,
    extendedInput: 'firstCalendarMonth',
    options: CALENDAR_MONTHS.map((_, i) => String(i + 1)),
  },
  seasonWeight1: weightField(1),
  seasonWeight2: weightField(2),
  seasonWeight3: weightField(3),
  seasonWeight4: weightField(4),
  seasonWeight5: weightField(5),
  seasonWeight6: weightField(6),
  seasonWeight7: weightField(7),
  seasonWeight8: weightField(8),
  seasonWeight9: weightField(9),
  seasonWeight10: weightField(10),
  seasonWeight11: weightField(11),
  seasonWeight12: weightField(12),
} as const satisfies Record<string, QuestionnaireField>;

export type LenderFieldKey = keyof typeof LENDER_FIELDS;

export type SeasonWeightKey = Extract<LenderFieldKey, `seasonWeight${string}`>;

/** The twelve weight keys, January first. */
export const SEASON_WEIGHT_KEYS = WEIGHT_KEYS as SeasonWeightKey[];
