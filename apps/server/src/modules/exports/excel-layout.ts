// Where everything sits in the Excel report: sheet names, named input cells, monthly columns, statement rows.
import { fieldOfInput, type BaseProjectionInputs } from '@trajectory/engine';
import { MONEY_CENTS_NUMBER_FORMAT, MONEY_NUMBER_FORMAT } from '@trajectory/engine';

export const SHEET = {
  assumptions: 'Assumptions',
  monthly: 'Monthly',
  profitLoss: 'Profit & Loss',
  balanceSheet: 'Balance Sheet',
  cashFlow: 'Cash Flow',
  charts: 'Charts',
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

/** Assumptions: header row, then one row per input from INPUT_FIRST_ROW, then the derived opening cash. */
export const ASSUMPTIONS_HEADER_ROW = 4;
export const INPUT_FIRST_ROW = 5;
export const OPENING_CASH_ROW = INPUT_FIRST_ROW + INPUTS.length + 1;
export const OPENING_CASH_NAME = 'OpeningCash';

export function inputAddress(name: string): string {
  const index = INPUTS.findIndex((input) => input.name === name);
  if (index < 0) throw new Error(`Unknown input ${name}`);
  return `$B$${INPUT_FIRST_ROW + index}`;
}

/** Monthly sheet: header row 3, months 1..36 on rows 4..39, year totals on rows 41..43. */
export const MONTHLY_HEADER_ROW = 3;
export const MONTH_FIRST_ROW = 4;
export const YEAR_TOTAL_FIRST_ROW = MONTH_FIRST_ROW + 36 + 1;

export function monthRow(month: number): number {
  return MONTH_FIRST_ROW + month;
}

/** First and last sheet rows of year index 0..2. */
export function yearRows(yearIndex: number): [number, number] {
  return [monthRow(yearIndex * 12), monthRow(yearIndex * 12 + 11)];
}

/** The seven figures the spec rounds as leaves, with their P&L row. */
export const LEAVES = [
  { field: 'revenue', profitLoss: 'productServiceRevenue', label: 'Revenue' },
  { field: 'cogs', profitLoss: 'productServiceCost', label: 'Cost of goods' },
  { field: 'salaries', profitLoss: 'salaries', label: 'Salaries' },
  { field: 'marketing', profitLoss: 'marketing', label: 'Marketing' },
  { field: 'rent', profitLoss: 'rent', label: 'Rent' },
  { field: 'utilities', profitLoss: 'utilities', label: 'Utilities' },
  { field: 'otherExpenses', profitLoss: 'otherExpenses', label: 'Other expenses' },
] as const;

export type LeafField = (typeof LEAVES)[number]['field'];

/** Whole-dollar months people read (A..N). */
export const SHOWN = {
  month: 'A',
  year: 'B',
  units: 'C',
  revenue: 'D',
  cogs: 'E',
  grossMargin: 'F',
  salaries: 'G',
  marketing: 'H',
  rent: 'I',
  utilities: 'J',
  otherExpenses: 'K',
  totalExpenses: 'L',
  netProfit: 'M',
  cash: 'N',
} as const;

/** The exact (unrounded) model the statements are summed from (P..X). */
export const EXACT = {
  revenue: 'P',
  cogs: 'Q',
  salaries: 'R',
  marketing: 'S',
  rent: 'T',
  utilities: 'U',
  otherExpenses: 'V',
  netProfit: 'W',
  cash: 'X',
} as const;

/** Helper columns of the largest-remainder split: whole-dollar floor (Z..AF) and remainder in millionths (AG..AM). */
export const FLOOR_FIRST_COLUMN = 26;
export const REMAINDER_FIRST_COLUMN = FLOOR_FIRST_COLUMN + LEAVES.length;

export function floorColumn(leafIndex: number): string {
  return columnLetter(FLOOR_FIRST_COLUMN + leafIndex);
}

export function remainderColumn(leafIndex: number): string {
  return columnLetter(REMAINDER_FIRST_COLUMN + leafIndex);
}

/** Statements: a title, a note, the Year 1..3 header on row 3, lines from row 4; years in B..D. */
export const STATEMENT_HEADER_ROW = 3;
export const STATEMENT_FIRST_ROW = 4;
export const YEAR_COLUMNS = ['B', 'C', 'D'] as const;
