// The months for display: whole-dollar leaves that add up to each year's statement, totals and cash from them.

import { splitByLargestRemainder } from './rounding';
import type { StreamColumns } from './detailed-inputs';
import type {
  MonthRow,
  RevenueStreamMonths,
  RevenueStreamStatement,
  RoundedMonthRow,
  YearKey,
  YearStatement,
} from './types';

/** A month's change of a working-capital balance, with the cash flow's sign (−1: a rise takes cash). */
function changeOf(field: 'accountsReceivable' | 'inventory' | 'accountsPayable', sign: 1 | -1) {
  return (months: readonly MonthRow[]): number[] =>
    months.map((row, m) => sign * (row[field] - (m === 0 ? 0 : (months[m - 1] as MonthRow)[field])));
}

type DisplayedLeaf = keyof MonthRow | 'changeInReceivables' | 'changeInInventory' | 'changeInPayables';

/**
 * Each displayed month leaf (a month field, or a column computed from the months), with the yearly figure
 * its twelve months must add up to.
 */
const DISPLAY_LEAVES: readonly [
  DisplayedLeaf,
  (year: YearStatement) => number,
  ((months: readonly MonthRow[]) => number[])?,
][] = [
  ['revenue', (year) => year.profitLoss.productServiceRevenue],
  ['cogs', (year) => year.profitLoss.productServiceCost],
  ['salaries', (year) => year.profitLoss.salaries],
  ['staffWages', (year) => year.profitLoss.staffWages],
  ['payrollTaxesBenefits', (year) => year.profitLoss.payrollTaxesBenefits],
  ['marketing', (year) => year.profitLoss.marketing],
  ['rent', (year) => year.profitLoss.rent],
  ['utilities', (year) => year.profitLoss.utilities],
  ['otherExpenses', (year) => year.profitLoss.otherExpenses],
  ['startupExpenses', (year) => year.profitLoss.startupExpenses],
  ['depreciation', (year) => year.profitLoss.depreciation],
  ['interestExpense', (year) => year.profitLoss.interestExpense],
  ['incomeTax', (year) => year.profitLoss.incomeTax],
  ['loanProceeds', (year) => year.cashFlow.financing.loanProceeds],
  // Repayments come from the rounded balances; the months' principal is split to match them.
  ['principalRepaid', (year) => -year.cashFlow.financing.loanRepayments],
  ['ownerDraw', (year) => -year.cashFlow.financing.ownerDraws],
  [
    'changeInReceivables',
    (year) => year.cashFlow.operations.changeInReceivables,
    changeOf('accountsReceivable', -1),
  ],
  ['changeInInventory', (year) => year.cashFlow.operations.changeInInventory, changeOf('inventory', -1)],
  ['changeInPayables', (year) => year.cashFlow.operations.changeInPayables, changeOf('accountsPayable', 1)],
];

/**
 * All months for display: each leaf split by the largest-remainder method within its year, so the
 * twelve months add up to the yearly statement; totals and cash are computed from those rounded leaves,
 * which makes the cash of each year's last month equal that year's cashEndOfYear. Cash starts from
 * `openingBeforeLoans` (roundDollars(C) − roundDollars(S)); a loan received at opening is month 0's.
 */
export function buildRoundedMonths(
  months: readonly MonthRow[],
  years: readonly YearStatement[],
  openingBeforeLoans: number,
): RoundedMonthRow[] {
  const rounded = new Map<DisplayedLeaf, number[]>();
  for (const [field, yearly, columnOf] of DISPLAY_LEAVES) {
    const column = columnOf ? columnOf(months) : months.map((row) => row[field as keyof MonthRow]);
    const out = new Array<number>(months.length);
    years.forEach((year, y) => splitByLargestRemainder(column, y * 12, 12, yearly(year), out, y * 12));
    rounded.set(field, out);
  }
  const at = (field: DisplayedLeaf, m: number): number => (rounded.get(field) as number[])[m] as number;
  const rows: RoundedMonthRow[] = [];
  let cash = openingBeforeLoans;
  months.forEach((row, m) => {
    const revenue = at('revenue', m);
    const cogs = at('cogs', m);
    const salaries = at('salaries', m);
    const staffWages = at('staffWages', m);
    const payrollTaxesBenefits = at('payrollTaxesBenefits', m);
    const marketing = at('marketing', m);
    const rent = at('rent', m);
    const utilities = at('utilities', m);
    const otherExpenses = at('otherExpenses', m);
    const startupExpenses = at('startupExpenses', m);
    const depreciation = at('depreciation', m);
    const interestExpense = at('interestExpense', m);
    const incomeTax = at('incomeTax', m);
    const loanProceeds = at('loanProceeds', m);
    const principalRepaid = at('principalRepaid', m);
    const ownerDraw = at('ownerDraw', m);
    const changeInReceivables = at('changeInReceivables', m);
    const changeInInventory = at('changeInInventory', m);
    const changeInPayables = at('changeInPayables', m);
    const grossMargin = revenue - cogs;
    const totalExpenses =
      salaries +
      staffWages +
      payrollTaxesBenefits +
      marketing +
      rent +
      utilities +
      otherExpenses +
      startupExpenses;
    const profitBeforeTax = grossMargin - totalExpenses - depreciation - interestExpense;
    const netProfit = profitBeforeTax - incomeTax;
    cash +=
      netProfit +
      depreciation +
      changeInReceivables +
      changeInInventory +
      changeInPayables +
      loanProceeds -
      principalRepaid -
      ownerDraw;
    rows.push({
      month: row.month,
      year: row.year,
      units: row.units,
      revenue,
      cogs,
      grossMargin,
      salaries,
      staffWages,
      payrollTaxesBenefits,
      marketing,
      rent,
      utilities,
      otherExpenses,
      startupExpenses,
      totalExpenses,
      depreciation,
      interestExpense,
      profitBeforeTax,
      incomeTax,
      netProfit,
      changeInReceivables,
      changeInInventory,
      changeInPayables,
      loanProceeds,
      principalRepaid,
      ownerDraw,
      cash,
    });
  });
  return rows;
}

/**
 * Each stream month by month: revenue and cost split by the largest-remainder rule against the stream's
 * yearly leaves (so with one stream they are the displayed months' revenue and cost), units unrounded.
 */
export function buildStreamMonths(
  streams: readonly StreamColumns[],
  statements: readonly RevenueStreamStatement[],
): RevenueStreamMonths[] {
  return streams.map((stream, j) => {
    const statement = statements[j] as RevenueStreamStatement;
    const split = (column: readonly number[], yearly: RevenueStreamStatement['revenue']): number[] => {
      const out = new Array<number>(column.length);
      for (let y = 0; y * 12 < column.length; y += 1) {
        splitByLargestRemainder(column, y * 12, 12, yearly[`year${y + 1}` as YearKey] as number, out, y * 12);
      }
      return out;
    };
    return {
      name: stream.name,
      kind: stream.kind,
      units: stream.units.slice(),
      revenue: split(stream.revenue, statement.revenue),
      cost: split(stream.cost, statement.cost),
    };
  });
}

/** A figure of a displayed month (everything but its position). */
export type MonthFigureKey = Exclude<keyof RoundedMonthRow, 'month' | 'year'>;

/** The month-by-month rows of the base model, in the order the pages and the Excel monthly sheet show them. */
export const BASE_MONTH_ROWS = [
  'units',
  'revenue',
  'cogs',
  'grossMargin',
  'salaries',
  'marketing',
  'rent',
  'utilities',
  'otherExpenses',
  'totalExpenses',
  'netProfit',
  'cash',
] as const satisfies readonly MonthFigureKey[];

/**
 * Every line a month has, in the order the pages, the PDF and the Excel monthly sheet show them (issue #24):
 * the profit and loss down to net profit, then the cash movements beside profit, then the cash balance. Each
 * month's net profit is its rows' sum and each cash is the last one plus the month's movements.
 */
export const MONTH_ROWS = [
  'units',
  'revenue',
  'cogs',
  'grossMargin',
  'salaries',
  'staffWages',
  'payrollTaxesBenefits',
  'marketing',
  'rent',
  'utilities',
  'otherExpenses',
  'startupExpenses',
  'totalExpenses',
  'depreciation',
  'interestExpense',
  'profitBeforeTax',
  'incomeTax',
  'netProfit',
  'changeInReceivables',
  'changeInInventory',
  'changeInPayables',
  'loanProceeds',
  'principalRepaid',
  'ownerDraw',
  'cash',
] as const satisfies readonly MonthFigureKey[];

/** The detailed model's monthly lines (a team, start-up expenses, payment terms), in MONTH_ROWS' order. */
export const DETAILED_MONTH_ROWS = [
  'staffWages',
  'payrollTaxesBenefits',
  'startupExpenses',
  'changeInReceivables',
  'changeInInventory',
  'changeInPayables',
] as const satisfies readonly MonthFigureKey[];

/**
 * The lines beyond the base rows that a plan without loans, tax, depreciation or draws (extended model), or
 * without a team, start-up expenses or payment terms (detailed model), leaves at 0.
 */
const EXTENDED_MONTH_ROWS = new Set<MonthFigureKey>([
  ...DETAILED_MONTH_ROWS,
  'depreciation',
  'interestExpense',
  'incomeTax',
  'loanProceeds',
  'principalRepaid',
  'ownerDraw',
]);

/**
 * The rows a set of displayed months shows: every base row, and every line the year has (a line that is
 * not 0 in some month); profit before tax whenever depreciation, interest or tax sits between it and gross margin.
 */
export function monthRowsOf(months: readonly Pick<RoundedMonthRow, MonthFigureKey>[]): MonthFigureKey[] {
  const has = (key: MonthFigureKey) => months.some((m) => m[key] !== 0);
  const withBeforeTax = has('depreciation') || has('interestExpense') || has('incomeTax');
  return MONTH_ROWS.filter((key) =>
    key === 'profitBeforeTax' ? withBeforeTax : EXTENDED_MONTH_ROWS.has(key) ? has(key) : true,
  );
}

/**
 * The one label of each monthly figure (issue #23), for the pages' month-by-month table and the Excel
 * report's monthly sheet; in the statements' words ("Cash at End of Year" there, "Cash at End of Month" here).
 */
export const MONTH_ROW_LABELS: Record<MonthFigureKey, string> = {
  units: 'Units Sold',
  revenue: 'Revenue',
  cogs: 'Cost of Goods Sold',
  grossMargin: 'Gross Margin',
  salaries: 'Salaries',
  staffWages: 'Staff Wages',
  payrollTaxesBenefits: 'Payroll Taxes and Benefits',
  marketing: 'Marketing',
  rent: 'Rent',
  utilities: 'Utilities',
  otherExpenses: 'Other Expenses',
  startupExpenses: 'Start-up Expenses',
  totalExpenses: 'Total Expenses',
  depreciation: 'Depreciation',
  interestExpense: 'Interest Expense',
  profitBeforeTax: 'Profit Before Tax',
  incomeTax: 'Income Tax',
  netProfit: 'Net Profit',
  changeInReceivables: 'Change in Accounts Receivable',
  changeInInventory: 'Change in Inventory',
  changeInPayables: 'Change in Accounts Payable',
  loanProceeds: 'Loan Proceeds',
  principalRepaid: 'Loan Principal Repaid',
  ownerDraw: "Owner's Draw",
  cash: 'Cash at End of Month',
};
