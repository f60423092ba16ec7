// Where everything sits in the Excel report: sheet names, named input cells, monthly columns, statement rows.
import {
  fieldOf,
  fieldOfInput,
  itemFieldOf,
  MAX_LOANS,
  MONEY_CENTS_NUMBER_FORMAT,
  MONEY_NUMBER_FORMAT,
  BASE_MONTH_ROWS,
  DETAILED_MONTH_ROWS,
  MONTH_ROWS,
  MONTH_ROW_LABELS,
  projectionYearsOf,
  startupItemTotals,
  type BaseProjectionInputs,
  type FieldKey,
  type QuestionnaireField,
  type Projection,
  type ProjectionInputs,
} from '@trajectory/engine';

export const SHEET = {
  assumptions: 'Assumptions',
  monthly: 'Monthly',
  profitLoss: 'Profit & Loss',
  balanceSheet: 'Balance Sheet',
  cashFlow: 'Cash Flow',
  loans: 'Loan Schedule',
  scenarios: 'Scenarios',
  charts: 'Charts',
  /** Detailed workbook only: product lines, the team, the start-up list and payment terms. */
  detail: 'Business Detail',
  sourcesAndUses: 'Sources and Uses',
} as const;

/** A sheet name as a formula reference, quoted when it holds spaces or symbols ('Profit & Loss'!). */
export function sheetRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? `${name}!` : `'${name.replace(/'/g, "''")}'!`;
}

/** 1 → A, 27 → AA. */
export function columnLetter(index: number): string {
  let n = index;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Whole dollars, losses red in brackets; cents for prices and the exact model. */
export const FORMAT = {
  dollars: MONEY_NUMBER_FORMAT,
  cents: MONEY_CENTS_NUMBER_FORMAT,
  units: '#,##0',
  exactUnits: '#,##0.00',
  percent: '0.0%',
  /** A rate kept in percent (8 is 8%), as the model reads it, so the cell needs no division by 100. */
  percentNumber: '0.00"%"',
  factor: '0.000"×"',
  whole: '0',
} as const;

export type InputDefinition = {
  /** The workbook-level defined name of the input cell. */
  name: string;
  key: keyof BaseProjectionInputs;
  label: string;
  format: string;
  /** Inclusive bounds of the model (spec: Inputs), enforced by the cell's data validation. */
  max: number;
  isWhole?: boolean;
  note: string;
};

/** The questionnaire model's upper bound of the field feeding an input. */
const boundOf = (input: keyof BaseProjectionInputs): number =>
  fieldOfInput(input).max ?? Number.MAX_SAFE_INTEGER;

export const INPUTS: readonly InputDefinition[] = [
  {
    name: 'UnitPrice',
    key: 'unitPrice',
    label: 'Unit price',
    format: FORMAT.cents,
    max: boundOf('unitPrice'),
    note: 'Dollars per item sold',
  },
  {
    name: 'FirstMonthSales',
    key: 'firstMonthSales',
    label: 'Units sold in the first selling month',
    format: FORMAT.units,
    max: boundOf('firstMonthSales'),
    isWhole: true,
    note: 'Items',
  },
  {
    name: 'StartMonth',
    key: 'startMonth',
    label: 'First sale, months after opening',
    format: FORMAT.whole,
    max: boundOf('startMonth'),
    isWhole: true,
    note: '0 means sales start in the opening month (Month 1)',
  },
  {
    name: 'GrowthRate',
    key: 'growthRate',
    label: 'Annual growth in units sold',
    format: FORMAT.percent,
    // The model bounds the percent; the cell holds the fraction.
    max: boundOf('growthRate') / 100,
    note: 'Compounded monthly: a year later monthly sales are (1 + growth) times larger',
  },
  {
    name: 'CostPerItem',
    key: 'costPerItem',
    label: 'Cost per item',
    format: FORMAT.cents,
    max: boundOf('costPerItem'),
    note: 'Cost of goods per item sold',
  },
  {
    name: 'MonthlySalaries',
    key: 'salaries',
    label: 'Monthly salaries',
    format: FORMAT.cents,
    max: boundOf('salaries'),
    note: 'Year 1; rises 3% a year',
  },
  {
    name: 'MonthlyAdvertising',
    key: 'advertising',
    label: 'Monthly advertising',
    format: FORMAT.cents,
    max: boundOf('advertising'),
    note: 'Year 1; rises 5% a year',
  },
  {
    name: 'MonthlyRent',
    key: 'rent',
    label: 'Monthly rent',
    format: FORMAT.cents,
    max: boundOf('rent'),
    note: 'Year 1; rises 5% a year',
  },
  {
    name: 'MonthlyUtilities',
    key: 'utilities',
    label: 'Monthly utilities',
    format: FORMAT.cents,
    max: boundOf('utilities'),
    note: 'Year 1; rises 5% a year',
  },
  {
    name: 'MonthlyOtherExpenses',
    key: 'otherExpenses',
    label: 'Monthly other expenses',
    format: FORMAT.cents,
    max: boundOf('otherExpenses'),
    note: 'Insurance and everything else; Year 1, rises 5% a year',
  },
  {
    name: 'StartupCost',
    key: 'startupCost',
    label: 'Startup cost (one-time purchases)',
    format: FORMAT.cents,
    max: boundOf('startupCost'),
    note: 'Paid at opening; shown as fixed assets, not depreciated',
  },
  {
    name: 'InitialCash',
    key: 'initialCash',
    label: 'Initial cash',
    format: FORMAT.cents,
    max: boundOf('initialCash'),
    note: 'Money put in at opening',
  },
];

/**
 * Whether the workbook carries the detailed model (product lines, a team, a start-up list, payment terms):
 * when any of its inputs was answered. Without them the workbook is exactly the extended (or base) one.
 */
export function hasDetailedInputs(inputs: ProjectionInputs): boolean {
  return (
    (inputs.revenueStreams?.length ?? 0) > 0 ||
    (inputs.staffRoles?.length ?? 0) > 0 ||
    (inputs.startupItems?.length ?? 0) > 0 ||
    inputs.payrollBurdenPct !== undefined ||
    inputs.receivableDays !== undefined ||
    inputs.inventoryDays !== undefined ||
    inputs.payableDays !== undefined
  );
}

/**
 * Whether the workbook carries the extended model (loans, tax, depreciation, draws, seasons): when any of
 * its inputs was answered. Without them the workbook is exactly the base model's (decisions.md).
 */
export function hasExtendedInputs(inputs: ProjectionInputs): boolean {
  return (
    (inputs.loans?.length ?? 0) > 0 ||
    inputs.incomeTaxRatePct !== undefined ||
    (inputs.usefulLifeYears ?? null) !== null ||
    inputs.ownerDrawMonthly !== undefined ||
    inputs.ownerDrawStartMonth !== undefined ||
    (inputs.seasonalityWeights ?? null) !== null
  );
}

/** An input of the extended model on the Assumptions sheet (shown only in an extended workbook). */
export type ExtendedInputDefinition = {
  name: string;
  label: string;
  format: string;
  min: number;
  max: number;
  isWhole?: boolean;
  note: string;
  /** The cell's value for these inputs (the engine's default when not answered). */
  value: (inputs: ProjectionInputs) => number;
};

const boundsOf = (key: FieldKey | QuestionnaireField) => {
  const field = typeof key === 'string' ? fieldOf(key) : key;
  return { min: field.min ?? 0, max: field.max ?? Number.MAX_SAFE_INTEGER };
};

/** Loan slots a founder can fill in; an amount of 0 means no loan. */
export const LOAN_SLOTS = MAX_LOANS;

export function loanName(index: number, part: 'Amount' | 'RatePct' | 'TermMonths' | 'StartMonth'): string {
  return `Loan${index + 1}${part}`;
}

function loanInputs(): ExtendedInputDefinition[] {
  return Array.from({ length: LOAN_SLOTS }, (_, k): ExtendedInputDefinition[] => {
    const n = k + 1;
    const loan = (inputs: ProjectionInputs) => inputs.loans?.[k];
    return [
      {
        name: loanName(k, 'Amount'),
        label: `Loan ${n}: amount borrowed`,
        format: FORMAT.cents,
        min: 0,
        max: boundsOf(itemFieldOf('loans', k, 'amount')).max,
        note: '0 means no loan',
        value: (inputs) => loan(inputs)?.amount ?? 0,
      },
      {
        name: loanName(k, 'RatePct'),
        label: `Loan ${n}: annual interest rate`,
        format: FORMAT.percentNumber,
        ...boundsOf(itemFieldOf('loans', k, 'annualRatePct')),
        note: 'Percent a year: type 8 for 8%',
        value: (inputs) => loan(inputs)?.annualRatePct ?? 8,
      },
      {
        name: loanName(k, 'TermMonths'),
        label: `Loan ${n}: term in months`,
        format: FORMAT.whole,
        ...boundsOf(itemFieldOf('loans', k, 'termMonths')),
        isWhole: true,
        note: 'Equal monthly payments, the first one the month after the money arrives',
        value: (inputs) => loan(inputs)?.termMonths ?? 60,
      },
      {
        name: loanName(k, 'StartMonth'),
        label: `Loan ${n}: received, months after opening`,
        format: FORMAT.whole,
        ...boundsOf(itemFieldOf('loans', k, 'startMonth')),
        isWhole: true,
        note: '0 means at opening (Month 1)',
        value: (inputs) => loan(inputs)?.startMonth ?? 0,
      },
    ];
  }).flat();
}

/** Seasonality weights January..December, then the rest of the extended inputs. */
export const EXTENDED_INPUTS: readonly ExtendedInputDefinition[] = [
  {
    name: 'TaxRatePct',
    label: 'Income tax rate',
    format: FORMAT.percentNumber,
    ...boundsOf('incomeTaxRatePct'),
    note: 'Percent of the year’s taxable profit; losses carry forward. Type 21 for 21%',
    value: (inputs) => inputs.incomeTaxRatePct ?? 0,
  },
  {
    name: 'UsefulLifeYears',
    label: 'Useful life of the startup purchases, years',
    format: FORMAT.whole,
    min: 0,
    max: boundsOf('usefulLifeYears').max,
    isWhole: true,
    note: 'Straight-line depreciation from the opening month; 0 means not depreciated',
    value: (inputs) => inputs.usefulLifeYears ?? 0,
  },
  {
    name: 'OwnerDrawMonthly',
    label: "Owner's draw per month",
    format: FORMAT.cents,
    ...boundsOf('ownerDrawMonthly'),
    note: 'Money the owner takes out; not an expense, it reduces cash and equity',
    value: (inputs) => inputs.ownerDrawMonthly ?? 0,
  },
  {
    name: 'OwnerDrawStartMonth',
    label: "Owner's draw starts, months after opening",
    format: FORMAT.whole,
    ...boundsOf('ownerDrawStartMonth'),
    isWhole: true,
    note: '0 means from the opening month (Month 1)',
    value: (inputs) => inputs.ownerDrawStartMonth ?? 0,
  },
  ...loanInputs(),
  {
    name: 'FirstCalendarMonth',
    label: 'Opening month (1 = January)',
    format: FORMAT.whole,
    ...boundsOf('firstCalendarMonth'),
    isWhole: true,
    note: 'The calendar month of Month 1, for the seasonality weights below',
    value: (inputs) => inputs.firstCalendarMonth ?? 1,
  },
];

/** Assumptions: header row, then one row per input from INPUT_FIRST_ROW, then the derived opening cash. */
export const ASSUMPTIONS_HEADER_ROW = 4;
export const INPUT_FIRST_ROW = 5;
export const OPENING_CASH_ROW = INPUT_FIRST_ROW + INPUTS.length + 1;
export const OPENING_CASH_NAME = 'OpeningCash';
/** Extended workbook: a section header, the extended inputs, then the twelve seasonality weights. */
export const EXTENDED_HEADER_ROW = OPENING_CASH_ROW + 2;
export const EXTENDED_FIRST_ROW = EXTENDED_HEADER_ROW + 1;
export const WEIGHT_FIRST_ROW = EXTENDED_FIRST_ROW + EXTENDED_INPUTS.length;
/** The twelve weights, January first, as a range formulas can read. */
export const WEIGHTS_RANGE = `${sheetRef(SHEET.assumptions)}$B$${WEIGHT_FIRST_ROW}:$B$${WEIGHT_FIRST_ROW + 11}`;
/** Under the weights: F(a), the season of the first selling month, that units are measured against. */
export const SEASON_ANCHOR_ROW = WEIGHT_FIRST_ROW + 12;
export const SEASON_ANCHOR_NAME = 'SeasonAnchor';

/**
 * F(a) (spec): a is the first month ≥ StartMonth whose weight is above 0; F(a) = 12 × w / Σw, and 1 for
 * a flat year. Twelve nested IFs try the months StartMonth, StartMonth + 1, … (the year repeats).
 */
export function seasonAnchorFormula(startMonth = 'StartMonth'): string {
  const w = WEIGHTS_RANGE;
  const weightAt = (k: number) => `INDEX(${w},MOD(FirstCalendarMonth-1+${startMonth}+${k},12)+1)`;
  let chosen = '1';
  for (let k = 11; k >= 0; k -= 1) {
    chosen = `IF(${weightAt(k)}>0,12*${weightAt(k)}/SUM(${w}),${chosen})`;
  }
  return `IF(OR(MAX(${w})=MIN(${w}),SUM(${w})<=0),1,${chosen})`;
}

export function inputAddress(name: string): string {
  const index = INPUTS.findIndex((input) => input.name === name);
  if (index >= 0) return `$B$${INPUT_FIRST_ROW + index}`;
  const extended = EXTENDED_INPUTS.findIndex((input) => input.name === name);
  if (extended < 0) throw new Error(`Unknown input ${name}`);
  return `$B$${EXTENDED_FIRST_ROW + extended}`;
}

/** Monthly sheet: header row 3, months on rows 4.., year totals one row below the last month. */
export const MONTHLY_HEADER_ROW = 3;
export const MONTH_FIRST_ROW = 4;

export function monthRow(month: number): number {
  return MONTH_FIRST_ROW + month;
}

/** First and last sheet rows of year index 0..N−1 (Monthly and Loan Schedule sheets alike). */
export function yearRows(yearIndex: number, firstRow = MONTH_FIRST_ROW): [number, number] {
  return [firstRow + yearIndex * 12, firstRow + yearIndex * 12 + 11];
}

/** The detailed model's leaves: the team, the start-up expenses, and the month's changes of working capital. */
export const DETAILED_LEAF_FIELDS = DETAILED_MONTH_ROWS;

/** Where a leaf's whole-dollar months must add up to: a statement line, maybe negated. */
export type LeafTarget = { kind: 'profitLoss' | 'cashFlow'; path: string; isNegated?: boolean };

export type LeafDefinition = {
  field:
    | 'revenue'
    | 'cogs'
    | 'salaries'
    | 'marketing'
    | 'rent'
    | 'utilities'
    | 'otherExpenses'
    | 'depreciation'
    | 'interestExpense'
    | 'incomeTax'
    | 'loanProceeds'
    | 'principalRepaid'
    | 'ownerDraw'
    | (typeof DETAILED_LEAF_FIELDS)[number];
  label: string;
  target: LeafTarget;
};

const pl = (path: string): LeafTarget => ({ kind: 'profitLoss', path });

/** The seven figures the spec rounds as leaves, with their P&L row. */
export const LEAVES: readonly LeafDefinition[] = [
  { field: 'revenue', target: pl('productServiceRevenue'), label: 'Revenue' },
  { field: 'cogs', target: pl('productServiceCost'), label: 'Cost of goods' },
  { field: 'salaries', target: pl('salaries'), label: 'Salaries' },
  { field: 'marketing', target: pl('marketing'), label: 'Marketing' },
  { field: 'rent', target: pl('rent'), label: 'Rent' },
  { field: 'utilities', target: pl('utilities'), label: 'Utilities' },
  { field: 'otherExpenses', target: pl('otherExpenses'), label: 'Other expenses' },
];

/** The extended model's leaves, split over the months against their statement lines as the spec says. */
export const EXTENDED_LEAVES: readonly LeafDefinition[] = [
  { field: 'depreciation', target: pl('depreciation'), label: 'Depreciation' },
  { field: 'interestExpense', target: pl('interestExpense'), label: 'Interest' },
  { field: 'incomeTax', target: pl('incomeTax'), label: 'Income tax' },
  {
    field: 'loanProceeds',
    target: { kind: 'cashFlow', path: 'financing.loanProceeds' },
    label: 'Loan proceeds',
  },
  {
    field: 'principalRepaid',
    target: { kind: 'cashFlow', path: 'financing.loanRepayments', isNegated: true },
    label: 'Loan principal repaid',
  },
  {
    field: 'ownerDraw',
    target: { kind: 'cashFlow', path: 'financing.ownerDraws', isNegated: true },
    label: "Owner's draw",
  },
];

/** Every leaf of a detailed workbook after the extended ones, split against its statement line. */
export const DETAILED_LEAVES: readonly LeafDefinition[] = [
  { field: 'staffWages', target: pl('staffWages'), label: MONTH_ROW_LABELS.staffWages },
  {
    field: 'payrollTaxesBenefits',
    target: pl('payrollTaxesBenefits'),
    label: MONTH_ROW_LABELS.payrollTaxesBenefits,
  },
  { field: 'startupExpenses', target: pl('startupExpenses'), label: MONTH_ROW_LABELS.startupExpenses },
  {
    field: 'changeInReceivables',
    target: { kind: 'cashFlow', path: 'operations.changeInReceivables' },
    label: MONTH_ROW_LABELS.changeInReceivables,
  },
  {
    field: 'changeInInventory',
    target: { kind: 'cashFlow', path: 'operations.changeInInventory' },
    label: MONTH_ROW_LABELS.changeInInventory,
  },
  {
    field: 'changeInPayables',
    target: { kind: 'cashFlow', path: 'operations.changeInPayables' },
    label: MONTH_ROW_LABELS.changeInPayables,
  },
];

/** The month-end working-capital balances the detailed model keeps (exact columns of the Monthly sheet). */
export const BALANCE_FIELDS = ['accountsReceivable', 'inventory', 'accountsPayable'] as const;
export type BalanceField = (typeof BALANCE_FIELDS)[number];

type ShownKey =
  | 'month'
  | 'year'
  | 'units'
  | LeafDefinition['field']
  | 'grossMargin'
  | 'totalExpenses'
  | 'profitBeforeTax'
  | 'netProfit'
  | 'cash';

type ExactKey =
  | 'seasonFactor'
  | LeafDefinition['field']
  | BalanceField
  | 'profitBeforeTax'
  | 'netProfit'
  | 'cashBeforeTax'
  | 'cash';

// The monthly figures in the pages' words (the engine's MONTH_ROW_LABELS).
const SHOWN_LABELS: Record<ShownKey, string> = { month: 'Month', year: 'Year', ...MONTH_ROW_LABELS };

const EXACT_LABELS: Record<ExactKey, string> = {
  ...SHOWN_LABELS,
  seasonFactor: 'Seasonality Factor',
  cashBeforeTax: 'Cash Before Income Tax',
  accountsReceivable: 'Accounts Receivable',
  inventory: 'Inventory',
  accountsPayable: 'Accounts Payable',
};

const BASE_SHOWN: ShownKey[] = ['month', 'year', ...BASE_MONTH_ROWS];
/**
 * Every line a month has (the engine's MONTH_ROWS): each is a live formula an edited input can make non-zero.
 * The detailed model's lines (DETAILED_MONTH_ROWS: a team, start-up expenses, payment terms) have no
 * formulas in the workbook yet, so they are left out here.
 */
const EXTENDED_SHOWN: ShownKey[] = [
  'month',
  'year',
  ...MONTH_ROWS.filter(
    (key): key is Extract<(typeof MONTH_ROWS)[number], ShownKey> =>
      !(DETAILED_MONTH_ROWS as readonly string[]).includes(key),
  ),
];
const BASE_EXACT: ExactKey[] = [...LEAVES.map((leaf) => leaf.field), 'netProfit', 'cash'];
const EXTENDED_EXACT: ExactKey[] = [
  'seasonFactor',
  ...LEAVES.map((leaf) => leaf.field),
  'depreciation',
  'interestExpense',
  'profitBeforeTax',
  'incomeTax',
  'netProfit',
  'loanProceeds',
  'principalRepaid',
  'ownerDraw',
  'cashBeforeTax',
  'cash',
];

/** Every line a month has, the detailed model's included (a detailed workbook has formulas for them all). */
const DETAILED_SHOWN: ShownKey[] = ['month', 'year', ...MONTH_ROWS];
const DETAILED_EXACT: ExactKey[] = [
  'seasonFactor',
  'revenue',
  'cogs',
  'salaries',
  'staffWages',
  'payrollTaxesBenefits',
  'marketing',
  'rent',
  'utilities',
  'otherExpenses',
  'startupExpenses',
  'depreciation',
  'interestExpense',
  'profitBeforeTax',
  'incomeTax',
  'netProfit',
  'loanProceeds',
  'principalRepaid',
  'ownerDraw',
  'cashBeforeTax',
  ...BALANCE_FIELDS,
  'changeInReceivables',
  'changeInInventory',
  'changeInPayables',
  'cash',
];

/**
 * The Business Detail sheet of a detailed workbook: payroll burden and the day counts (named cells), the
 * working-capital shares a_k(d), then one table each of product lines, roles and start-up items (a row per
 * entry of the plan), then the start-up list's totals. Rows are counted from the plan's lists.
 */
export type DetailLayout = {
  streamCount: number;
  roleCount: number;
  itemCount: number;
  /** Row of each named setting (PayrollBurdenPct, ReceivableDays, InventoryDays, PayableDays). */
  settingRows: Record<DetailSettingName, number>;
  /** Rows of the shares a_k(d), k = 0..5 in columns B..G. */
  shareRows: Record<'receivable' | 'inventory' | 'payable', number>;
  streamHeaderRow: number;
  /** Row of product line j ≥ 1 (the questionnaire's product, stream 0, is on the Assumptions sheet). */
  streamRow: (j: number) => number;
  roleHeaderRow: number;
  roleRow: (r: number) => number;
  itemHeaderRow: number;
  itemRow: (i: number) => number;
  /** The items' first and last rows (one empty row when the list is empty, so ranges stay valid). */
  itemRange: [number, number];
  assetTotalRow: number;
  expenseTotalRow: number;
};

export const DETAIL_SETTINGS = [
  'PayrollBurdenPct',
  'ReceivableDays',
  'InventoryDays',
  'PayableDays',
] as const;
export type DetailSettingName = (typeof DETAIL_SETTINGS)[number];
/** Months of a_k(d) a day count up to 180 reaches: k = 0..5. */
export const SHARE_MONTHS = 6;
export const STARTUP_ASSETS_NAME = 'StartupAssetTotal';
export const STARTUP_EXPENSES_NAME = 'StartupExpenseTotal';

/** Product-line table columns (Business Detail sheet). */
export const STREAM_COLUMNS = {
  name: 'A',
  kind: 'B',
  price: 'C',
  unitCost: 'D',
  firstMonthVolume: 'E',
  startMonth: 'F',
  annualGrowthPct: 'G',
  monthlyChurnPct: 'H',
  anchor: 'I',
} as const;
export const ROLE_COLUMNS = {
  title: 'A',
  headcount: 'B',
  monthlySalary: 'C',
  startMonth: 'D',
  annualRaisePct: 'E',
} as const;
export const ITEM_COLUMNS = { name: 'A', kind: 'B', amount: 'C', whole: 'D' } as const;

/** An absolute reference to a cell of the Business Detail sheet. */
export function detailCell(column: string, row: number): string {
  return `${sheetRef(SHEET.detail)}$${column}$${row}`;
}

export function createDetailLayout(inputs: ProjectionInputs): DetailLayout {
  const streamCount = inputs.revenueStreams?.length ?? 0;
  const roleCount = inputs.staffRoles?.length ?? 0;
  const itemCount = inputs.startupItems?.length ?? 0;
  const settingRows = Object.fromEntries(DETAIL_SETTINGS.map((name, i) => [name, 5 + i])) as Record<
    DetailSettingName,
    number
  >;
  const shareRows = { receivable: 11, inventory: 12, payable: 13 };
  const streamHeaderRow = 15;
  const roleHeaderRow = streamHeaderRow + Math.max(streamCount, 1) + 2;
  const itemHeaderRow = roleHeaderRow + Math.max(roleCount, 1) + 2;
  const itemRange: [number, number] = [itemHeaderRow + 1, itemHeaderRow + Math.max(itemCount, 1)];
  return {
    streamCount,
    roleCount,
    itemCount,
    settingRows,
    shareRows,
    streamHeaderRow,
    streamRow: (j) => streamHeaderRow + j,
    roleHeaderRow,
    roleRow: (r) => roleHeaderRow + 1 + r,
    itemHeaderRow,
    itemRow: (i) => itemHeaderRow + 1 + i,
    itemRange,
    assetTotalRow: itemRange[1] + 1,
    expenseTotalRow: itemRange[1] + 2,
  };
}

/** A product line's name as the statements give it (stream 0 is the questionnaire's product). */
export function streamName(projection: Pick<Projection, 'revenueStreams'>, j: number): string {
  return projection.revenueStreams[j]?.name ?? '';
}

/** The value a start-up total shows before a spreadsheet recalculates: the engine's total of one kind. */
export function startupItemTotal(inputs: ProjectionInputs, kind: 'asset' | 'expense'): number {
  const totals = startupItemTotals(inputs.startupItems ?? []);
  return kind === 'asset' ? totals.assets : totals.expenses;
}

/** One product line's columns on the Monthly sheet (stream 0's units are the Units Sold column). */
export type StreamMonthColumns = { units?: string; revenue: string; cost: string };

/** One workbook's shape: its years, whether it carries the extended model, and its Monthly columns. */
export type WorkbookLayout = {
  years: number;
  monthCount: number;
  isExtended: boolean;
  /** The detailed model's Business Detail sheet, or null without detailed inputs. */
  detail: DetailLayout | null;
  /** Each product line's exact monthly columns, stream 0 first; empty without other product lines. */
  streams: StreamMonthColumns[];
  /** Statement year columns B, C, D (…F). */
  yearColumns: string[];
  yearKeys: Array<`year${number}`>;
  /** Whole-dollar months people read, A onwards. */
  shown: Partial<Record<ShownKey, string>> & Record<(typeof BASE_SHOWN)[number], string>;
  shownKeys: ShownKey[];
  /** The exact (unrounded) model the statements are summed from. */
  exact: Partial<Record<ExactKey, string>> & Record<(typeof BASE_EXACT)[number], string>;
  exactKeys: ExactKey[];
  exactFirstColumn: number;
  /** Leaves split over the months, with their rounding helpers (floor, remainder in millionths). */
  leaves: readonly LeafDefinition[];
  floorColumn: (leafIndex: number) => string;
  remainderColumn: (leafIndex: number) => string;
  helperFirstColumn: number;
  yearTotalFirstRow: number;
};

export function yearColumns(years: number): string[] {
  return Array.from({ length: years }, (_, y) => columnLetter(2 + y));
}

export function createLayout(inputs: ProjectionInputs): WorkbookLayout {
  const years = projectionYearsOf(inputs);
  const detail = hasDetailedInputs(inputs) ? createDetailLayout(inputs) : null;
  // The detailed model sits on the extended one (its loans, tax and seasons stay live inputs).
  const isExtended = detail !== null || hasExtendedInputs(inputs);
  const shownKeys = detail ? DETAILED_SHOWN : isExtended ? EXTENDED_SHOWN : BASE_SHOWN;
  const exactKeys = detail ? DETAILED_EXACT : isExtended ? EXTENDED_EXACT : BASE_EXACT;
  const leaves = detail
    ? [...LEAVES, ...EXTENDED_LEAVES, ...DETAILED_LEAVES]
    : isExtended
      ? [...LEAVES, ...EXTENDED_LEAVES]
      : LEAVES;
  const shown = Object.fromEntries(shownKeys.map((key, i) => [key, columnLetter(1 + i)]));
  const exactFirstColumn = shownKeys.length + 2;
  const exact = Object.fromEntries(exactKeys.map((key, i) => [key, columnLetter(exactFirstColumn + i)]));
  // Product lines: stream 0's revenue and cost, then each other line's units, revenue and cost.
  const streams: StreamMonthColumns[] = [];
  let next = exactFirstColumn + exactKeys.length + 1;
  if (detail && detail.streamCount > 0) {
    streams.push({ revenue: columnLetter(next), cost: columnLetter(next + 1) });
    next += 2;
    for (let j = 1; j <= detail.streamCount; j += 1) {
      streams.push({
        units: columnLetter(next),
        revenue: columnLetter(next + 1),
        cost: columnLetter(next + 2),
      });
      next += 3;
    }
    next += 1;
  }
  const helperFirstColumn = next;
  return {
    years,
    monthCount: 12 * years,
    isExtended,
    detail,
    streams,
    yearColumns: yearColumns(years),
    yearKeys: Array.from({ length: years }, (_, y) => `year${y + 1}` as const),
    shown: shown as WorkbookLayout['shown'],
    shownKeys,
    exact: exact as WorkbookLayout['exact'],
    exactKeys,
    exactFirstColumn,
    leaves,
    floorColumn: (i) => columnLetter(helperFirstColumn + i),
    remainderColumn: (i) => columnLetter(helperFirstColumn + leaves.length + i),
    helperFirstColumn,
    yearTotalFirstRow: MONTH_FIRST_ROW + 12 * years + 1,
  };
}

export function shownLabel(key: ShownKey): string {
  return SHOWN_LABELS[key];
}

export function exactLabel(key: ExactKey): string {
  return EXACT_LABELS[key];
}

/** Statements: a title, a note, the Year 1..N header on row 3, lines from row 4; years in B onwards. */
export const STATEMENT_HEADER_ROW = 3;
export const STATEMENT_FIRST_ROW = 4;

/** Loan Schedule: the loans' terms on rows 4..9, the header on row 11, months from row 12. */
export const LOAN_TERMS_FIRST_ROW = 4;
export const LOAN_HEADER_ROW = 11;
export const LOAN_MONTH_FIRST_ROW = 12;
export const LOAN_COLUMNS = ['received', 'payment', 'interest', 'principal', 'balance'] as const;
export type LoanColumn = (typeof LOAN_COLUMNS)[number];

/** The column of one of loan k's figures: five columns a loan, one blank between loans (B..F, H..L, N..R). */
export function loanColumn(loanIndex: number, column: LoanColumn): string {
  return columnLetter(2 + loanIndex * (LOAN_COLUMNS.length + 1) + LOAN_COLUMNS.indexOf(column));
}
