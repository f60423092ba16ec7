// The optional answers of "What a lender will ask" (issue #15): loans, tax, useful life, owner's draw, seasons.
import { MAX_LOAN_AMOUNT } from '../loan-to-close-gap';
import type { LoanInput } from '../types';
import type { QuestionnaireField } from './fields';

/** The wizard's optional step after question 9 that asks these fields. */
export const LENDER_STEP = 10;

export const MAX_LOANS = 3;

/** The income tax presets of the wizard and the staff editor, in percent (spec: 0 / 15 / 21 / 25 %). */
export const TAX_RATE_PRESETS = ['0', '15', '21', '25'] as const;

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

const loanKeyOf = (n: number, part: LoanPart) =>
  `loan${n}${{ amount: 'Amount', annualRatePct: 'Rate', termMonths: 'Term', startMonth: 'StartMonth' }[part]}`;

function loanField(n: 1 | 2 | 3, part: LoanPart): QuestionnaireField {
  const others = LOAN_PARTS.filter((p) => p !== part && p !== 'startMonth').map((p) => loanKeyOf(n, p));
  const path = [...LOANS_PATH, n - 1, part];
  const shared = { paths: [path], step: LENDER_STEP, loan: { index: n - 1, part } } as const;
  switch (part) {
    case 'amount':
      return {
        ...shared,
        label: `Loan ${n} amount`,
        kind: 'amount',
        unit: 'dollars',
        min: 0,
        isAboveMin: true,
        max: MAX_LOAN_AMOUNT,
        requiredWith: [...others, loanKeyOf(n, 'startMonth')],
      };
    case 'annualRatePct':
      return {
        ...shared,
        label: `Loan ${n} annual rate`,
        kind: 'amount',
        unit: 'percent',
        min: 0,
        max: 100,
        requiredWith: [...others, loanKeyOf(n, 'startMonth')],
      };
    case 'termMonths':
      return {
        ...shared,
        label: `Loan ${n} term`,
        kind: 'month',
        unit: 'months',
        min: 1,
        max: 360,
        isWhole: true,
        requiredWith: [...others, loanKeyOf(n, 'startMonth')],
      };
    case 'startMonth':
      return {
        ...shared,
        label: `Loan ${n} first month`,
        kind: 'month',
        unit: 'months',
        min: 0,
        max: 59,
        isWhole: true,
      };
  }
}

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
  loan1Amount: loanField(1, 'amount'),
  loan1Rate: loanField(1, 'annualRatePct'),
  loan1Term: loanField(1, 'termMonths'),
  loan1StartMonth: loanField(1, 'startMonth'),
  loan2Amount: loanField(2, 'amount'),
  loan2Rate: loanField(2, 'annualRatePct'),
  loan2Term: loanField(2, 'termMonths'),
  loan2StartMonth: loanField(2, 'startMonth'),
  loan3Amount: loanField(3, 'amount'),
  loan3Rate: loanField(3, 'annualRatePct'),
  loan3Term: loanField(3, 'termMonths'),
  loan3StartMonth: loanField(3, 'startMonth'),
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

/** The key of loan n's part (n from 1), e.g. loan2Rate. */
export const loanKey = (n: number, part: LoanPart) => loanKeyOf(n, part) as LenderFieldKey;

/** The twelve weight keys, January first. */
export const SEASON_WEIGHT_KEYS = WEIGHT_KEYS as LenderFieldKey[];
