// The optional answers of "Your business in more detail" (issue #25): more things to sell, the team,
// the opening shopping list and the days money takes to come and go (spec/projections.md, "Detailed model").
import type {
  RevenueStreamInput,
  RevenueStreamKind,
  StaffRoleInput,
  StartupItemInput,
  StartupItemKind,
} from '../types';
import { LENDER_STEP } from './lender-fields';
import { listField, type QuestionnaireField } from './list-field';

/** The wizard's optional step after the lender step that asks these fields (not counted as a question). */
export const DETAIL_STEP = LENDER_STEP + 1;

export const MAX_EXTRA_STREAMS = 4;
export const MAX_STAFF_ROLES = 20;
export const MAX_STARTUP_ITEMS = 30;

export const STREAM_KINDS = ['units', 'subscription'] as const satisfies readonly RevenueStreamKind[];
export const STARTUP_ITEM_KINDS = ['asset', 'expense'] as const satisfies readonly StartupItemKind[];

/** How a form names each kind. */
export const STREAM_KIND_LABELS: Record<RevenueStreamKind, string> = {
  units: 'Sold by the unit',
  subscription: 'Subscription (paid monthly)',
};
export const STARTUP_ITEM_KIND_LABELS: Record<StartupItemKind, string> = {
  asset: 'Kept (equipment, fit-out)',
  expense: 'Spent (fees, training, launch)',
};

/**
 * The payroll taxes and benefits presets, in percent of wages. 0: no employees on payroll (contractors
 * only); 10: a US employer's own payroll taxes (7.65% Social Security and Medicare, plus federal and
 * state unemployment insurance); 20: those taxes plus modest benefits (workers' compensation, some paid
 * leave); 30: taxes plus health insurance and paid leave, as larger employers pay (docs/decisions.md).
 */
export const PAYROLL_BURDEN_PRESETS = ['0', '10', '20', '30'] as const;

/** The raise a role gets on each anniversary of its start when none is given (spec: absent = 3). */
export const DEFAULT_RAISE_PCT = 3;

export const STREAMS_PATH = ['revenueStreams', 'streams'] as const;
export const ROLES_PATH = ['staff', 'roles'] as const;
export const STARTUP_ITEMS_PATH = ['startupItems', 'items'] as const;

const TEXT_MAX = 80;
const MAX_PRICE = 100_000;
const OPENING_MONTH_HELP = '0 is the month you open.';

/** Every other item key of a list: a required part is required as soon as any of them is answered. */
const others = <K extends string>(keys: readonly K[], key: K): K[] => keys.filter((other) => other !== key);

const STREAM_KEYS = [
  'name',
  'kind',
  'price',
  'unitCost',
  'firstMonthVolume',
  'startMonth',
  'annualGrowthPct',
  'monthlyChurnPct',
] as const satisfies readonly (keyof RevenueStreamInput)[];

/** One more thing to sell: each part a field whose paths are inside the item. */
const STREAM_ITEMS = {
  name: {
    paths: [['name']],
    label: 'Product line {n} name',
    kind: 'text',
    max: TEXT_MAX,
    requiredWith: others(STREAM_KEYS, 'name'),
    step: DETAIL_STEP,
  },
  kind: {
    paths: [['kind']],
    label: 'Product line {n} kind',
    kind: 'choice',
    max: TEXT_MAX,
    options: STREAM_KINDS,
    isOptionOnly: true,
    requiredWith: others(STREAM_KEYS, 'kind'),
    step: DETAIL_STEP,
  },
  price: {
    paths: [['price']],
    label: 'Product line {n} price',
    help: 'Per unit, or per subscriber each month.',
    kind: 'amount',
    unit: 'dollars',
    min: 0,
    max: MAX_PRICE,
    requiredWith: others(STREAM_KEYS, 'price'),
    step: DETAIL_STEP,
  },
  unitCost: {
    paths: [['unitCost']],
    label: 'Product line {n} cost',
    help: 'What one unit, or one subscriber for a month, costs you.',
    kind: 'amount',
    unit: 'dollars',
    min: 0,
    max: MAX_PRICE,
    step: DETAIL_STEP,
  },
  firstMonthVolume: {
    paths: [['firstMonthVolume']],
    label: 'Product line {n} first-month sales',
    help: 'Units sold, or new subscribers, in its first selling month.',
    kind: 'amount',
    unit: 'units',
    min: 0,
    max: 1_000_000,
    isWhole: true,
    requiredWith: others(STREAM_KEYS, 'firstMonthVolume'),
    step: DETAIL_STEP,
  },
  startMonth: {
    paths: [['startMonth']],
    label: 'Product line {n} first month',
    help: OPENING_MONTH_HELP,
    kind: 'month',
    unit: 'months',
    min: 0,
    max: 59,
    isWhole: true,
    step: DETAIL_STEP,
  },
  annualGrowthPct: {
    paths: [['annualGrowthPct']],
    label: 'Product line {n} annual growth',
    kind: 'amount',
    unit: 'percent',
    min: 0,
    max: 1000,
    step: DETAIL_STEP,
  },
  monthlyChurnPct: {
    paths: [['monthlyChurnPct']],
    label: 'Product line {n} monthly churn',
    help: 'Of every 100 subscribers, how many leave each month.',
    kind: 'amount',
    unit: 'percent',
    min: 0,
    max: 100,
    onlyWhen: { item: 'kind', value: 'subscription', message: 'applies to subscriptions only' },
    step: DETAIL_STEP,
  },
} as const satisfies Record<keyof RevenueStreamInput, QuestionnaireField>;

const ROLE_KEYS = [
  'title',
  'headcount',
  'monthlySalary',
  'startMonth',
  'annualRaisePct',
] as const satisfies readonly (keyof StaffRoleInput)[];

/** One role of the team besides the owner. */
const ROLE_ITEMS = {
  title: {
    paths: [['title']],
    label: 'Role {n} title',
    kind: 'text',
    max: TEXT_MAX,
    requiredWith: others(ROLE_KEYS, 'title'),
    step: DETAIL_STEP,
  },
  headcount: {
    paths: [['headcount']],
    label: 'Role {n} headcount',
    kind: 'amount',
    unit: 'units',
    min: 0,
    max: 1000,
    isWhole: true,
    requiredWith: others(ROLE_KEYS, 'headcount'),
    step: DETAIL_STEP,
  },
  monthlySalary: {
    paths: [['monthlySalary']],
    label: 'Role {n} monthly salary',
    help: 'Per person, at hire.',
    kind: 'amount',
    unit: 'dollars',
    min: 0,
    max: 1_000_000,
    requiredWith: others(ROLE_KEYS, 'monthlySalary'),
    step: DETAIL_STEP,
  },
  startMonth: {
    paths: [['startMonth']],
    label: 'Role {n} first month',
    help: OPENING_MONTH_HELP,
    kind: 'month',
    unit: 'months',
    min: 0,
    max: 59,
    isWhole: true,
    step: DETAIL_STEP,
  },
  annualRaisePct: {
    paths: [['annualRaisePct']],
    label: 'Role {n} yearly raise',
    help: `On each anniversary of the role's start; ${DEFAULT_RAISE_PCT}% when left blank.`,
    kind: 'amount',
    unit: 'percent',
    min: 0,
    max: 50,
    step: DETAIL_STEP,
  },
} as const satisfies Record<keyof StaffRoleInput, QuestionnaireField>;

const ITEM_KEYS = ['name', 'amount', 'kind'] as const satisfies readonly (keyof StartupItemInput)[];

/** One item of the opening shopping list. */
const STARTUP_ITEMS = {
  name: {
    paths: [['name']],
    label: 'Purchase {n} name',
    kind: 'text',
    max: TEXT_MAX,
    requiredWith: others(ITEM_KEYS, 'name'),
    step: DETAIL_STEP,
  },
  amount: {
    paths: [['amount']],
    label: 'Purchase {n} amount',
    kind: 'amount',
    unit: 'dollars',
    min: 0,
    max: 1_000_000_000,
    requiredWith: others(ITEM_KEYS, 'amount'),
    step: DETAIL_STEP,
  },
  kind: {
    paths: [['kind']],
    label: 'Purchase {n} kind',
    kind: 'choice',
    max: TEXT_MAX,
    options: STARTUP_ITEM_KINDS,
    isOptionOnly: true,
    requiredWith: others(ITEM_KEYS, 'kind'),
    step: DETAIL_STEP,
  },
} as const satisfies Record<keyof StartupItemInput, QuestionnaireField>;

const dayCount = (name: string, label: string, help: string): QuestionnaireField => ({
  paths: [['workingCapital', name]],
  label,
  help,
  kind: 'amount',
  unit: 'days',
  min: 0,
  max: 180,
  isWhole: true,
  step: DETAIL_STEP,
});

/** The detail step's fields, each one entry of the questionnaire model (spreads into QUESTIONNAIRE_FIELDS). */
export const DETAIL_FIELDS = {
  /** Stream 0's name: the questionnaire's product (the legacy first product's name when none is given). */
  primaryStreamName: {
    paths: [
      ['revenueStreams', 'primaryName'],
      ['productsServices', 'products', 0, 'name'],
    ],
    label: 'Main product name',
    kind: 'text',
    max: TEXT_MAX,
    step: DETAIL_STEP,
  },
  revenueStreams: listField({
    paths: [STREAMS_PATH],
    label: 'Product lines',
    itemLabel: 'Product line',
    maxCount: MAX_EXTRA_STREAMS,
    step: DETAIL_STEP,
    items: STREAM_ITEMS,
  }),
  staffRoles: listField({
    paths: [ROLES_PATH],
    label: 'Roles',
    itemLabel: 'Role',
    maxCount: MAX_STAFF_ROLES,
    step: DETAIL_STEP,
    items: ROLE_ITEMS,
  }),
  payrollBurdenPct: {
    paths: [['staff', 'payrollBurdenPct']],
    label: 'Payroll taxes and benefits',
    help:
      "What you pay on top of your staff's wages, as a percent of them: 10% covers a US employer's payroll " +
      'taxes (Social Security, Medicare, unemployment insurance); 20% adds modest benefits; 30% adds health ' +
      'insurance and paid leave. Your own salary carries none of it.',
    kind: 'amount',
    unit: 'percent',
    min: 0,
    max: 100,
    step: DETAIL_STEP,
    extendedInput: 'payrollBurdenPct',
    presets: PAYROLL_BURDEN_PRESETS,
  },
  startupItems: listField({
    paths: [STARTUP_ITEMS_PATH],
    label: 'Purchases',
    itemLabel: 'Purchase',
    maxCount: MAX_STARTUP_ITEMS,
    step: DETAIL_STEP,
    items: STARTUP_ITEMS,
  }),
  receivableDays: {
    ...dayCount(
      'receivableDays',
      'Days to be paid',
      '30 means customers pay a month after they buy; 0 means they pay on the day.',
    ),
    extendedInput: 'receivableDays',
  },
  inventoryDays: {
    ...dayCount(
      'inventoryDays',
      'Days of stock',
      '30 means you keep a month of stock on the shelf; 0 means you buy only what you sell.',
    ),
    extendedInput: 'inventoryDays',
  },
  payableDays: {
    ...dayCount(
      'payableDays',
      'Days to pay',
      '30 means you pay your suppliers a month after they deliver; 0 means you pay on delivery.',
    ),
    extendedInput: 'payableDays',
  },
} as const satisfies Record<string, QuestionnaireField>;

export type DetailFieldKey = keyof typeof DETAIL_FIELDS;
