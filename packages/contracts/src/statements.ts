// Statements API: figures keyed by row, then year, with the engine's metrics and the first 24 months.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Years projected: 3, or 5 for plans whose product says so (spec/projections.md, extended model). */
export const ZStatementYears = lazySchema(() => z.union([z.literal(3), z.literal(5)]));
export type TStatementYears = z.infer<typeof ZStatementYears>;

// The year keys, range and words are the engine's (packages/engine/src/years.ts).
export { projectionYearsOf, YEAR_KEYS, yearKeysOf, yearRangeLabel, yearsInWords } from '@trajectory/engine';
export type { YearKey as TYearKey } from '@trajectory/engine';

// The size rule of a projection is the engine's (packages/engine/src/too-large.ts).
export {
  FIVE_YEARS_TOO_HIGH_MESSAGE,
  SEASONS_TOO_UNEVEN_MESSAGE,
  tooLargeToProject,
} from '@trajectory/engine';

/** Figures keyed year1..yearN: year4 and year5 only in a five-year projection. */
export const ZYearValues = lazySchema(() =>
  z.object({
    year1: z.number(),
    year2: z.number(),
    year3: z.number(),
    year4: z.number().optional(),
    year5: z.number().optional(),
  }),
);
const ZNullableYearValues = lazySchema(() =>
  z.object({
    year1: z.number().nullable(),
    year2: z.number().nullable(),
    year3: z.number().nullable(),
    year4: z.number().nullable().optional(),
    year5: z.number().nullable().optional(),
  }),
);

export const PROFIT_LOSS_ROWS = [
  'productServiceRevenue',
  'totalRevenue',
  'productServiceCost',
  'totalCostOfGoodsSold',
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
  'operatingProfit',
  'interestExpense',
  'profitBeforeTax',
  'incomeTax',
  'netProfit',
] as const;

export const ZProfitLoss = lazySchema(() =>
  z.object(
    Object.fromEntries(PROFIT_LOSS_ROWS.map((r) => [r, ZYearValues])) as Record<
      (typeof PROFIT_LOSS_ROWS)[number],
      typeof ZYearValues
    >,
  ),
);

export const ZBalanceSheet = lazySchema(() =>
  z.object({
    assets: z.object({
      cash: ZYearValues,
      /** Sales not yet collected at the year's end (detailed model). */
      accountsReceivable: ZYearValues,
      /** Stock on hand at the year's end (detailed model). */
      inventory: ZYearValues,
      fixedAssets: ZYearValues,
      /** Depreciation to date, positive (shown subtracted). */
      accumulatedDepreciation: ZYearValues,
      netFixedAssets: ZYearValues,
      totalAssets: ZYearValues,
    }),
    liabilities: z.object({
      overdraft: ZYearValues,
      /** Suppliers' bills not yet paid at the year's end (detailed model). */
      accountsPayable: ZYearValues,
      loans: ZYearValues,
      totalLiabilities: ZYearValues,
    }),
    equity: z.object({
      initialCapital: ZYearValues,
      /** −(owner's draws to date): zero or negative. */
      ownerDraws: ZYearValues,
      retainedEarnings: ZYearValues,
      totalEquity: ZYearValues,
    }),
    totalLiabilitiesAndEquity: ZYearValues,
  }),
);

export const ZCashFlow = lazySchema(() =>
  z.object({
    beginningCash: ZYearValues,
    operations: z.object({
      netProfit: ZYearValues,
      depreciation: ZYearValues,
      /** −(rise in receivables), −(rise in stock), +(rise in payables) over the year (detailed model). */
      changeInReceivables: ZYearValues,
      changeInInventory: ZYearValues,
      changeInPayables: ZYearValues,
      netCashFromOperations: ZYearValues,
    }),
    investing: z.object({ startupCost: ZYearValues, netCashFromInvesting: ZYearValues }),
    financing: z.object({
      initialCash: ZYearValues,
      loanProceeds: ZYearValues,
      /** Principal repaid, negative. */
      loanRepayments: ZYearValues,
      /** Owner's draws, negative. */
      ownerDraws: ZYearValues,
      netCashFromFinancing: ZYearValues,
    }),
    changeInCash: ZYearValues,
    cashEndOfYear: ZYearValues,
  }),
);

export const ZMetrics = lazySchema(() =>
  z.object({
    grossMarginPct: ZNullableYearValues,
    netMarginPct: ZNullableYearValues,
    revenueGrowthPct: z.object({
      year2: z.number().nullable(),
      year3: z.number().nullable(),
      year4: z.number().nullable().optional(),
      year5: z.number().nullable().optional(),
    }),
    /**
     * Cash available for debt service (operating profit + depreciation + start-up expenses − income tax − owner's draws) ÷ debt
     * service per year; null in a year without debt service.
     */
    debtServiceCoverage: ZNullableYearValues,
    breakEvenMonth: z.number().nullable(),
    /** With seasons: the calendar months (1 = January) still losing money after break-even (issue #24). */
    seasonalLossMonths: z.array(z.number()).optional(),
    lowestCash: z.number(),
    lowestCashMonth: z.number().nullable(),
    firstNegativeCashMonth: z.number().nullable(),
    fundingGap: z.number(),
    openingCash: z.number(),
    /**
     * The owner's share of the opening money, percent (issue #25): roundDollars(C) over C plus the loans
     * received at the opening; null without such a loan. Lenders look for at least 10.
     */
    equityInjectionPct: z.number().nullable(),
    /**
     * Years 1–3 by name, whatever the plan (REVENUE_JUMP compares Year 3 with Year 1); a five-year plan's
     * later years are in the statements (profitLoss.totalRevenue.year5): docs/decisions.md "Five years".
     */
    year1Revenue: z.number(),
    year2Revenue: z.number(),
    year3Revenue: z.number(),
    year1NetProfit: z.number(),
    year2NetProfit: z.number(),
    year3NetProfit: z.number(),
  }),
);

export const ZMonth = lazySchema(() =>
  z.object({
    month: z.number(),
    year: z.number(),
    units: z.number(),
    revenue: z.number(),
    cogs: z.number(),
    grossMargin: z.number(),
    salaries: z.number(),
    staffWages: z.number(),
    payrollTaxesBenefits: z.number(),
    marketing: z.number(),
    rent: z.number(),
    utilities: z.number(),
    otherExpenses: z.number(),
    startupExpenses: z.number(),
    totalExpenses: z.number(),
    depreciation: z.number(),
    interestExpense: z.number(),
    profitBeforeTax: z.number(),
    incomeTax: z.number(),
    netProfit: z.number(),
    changeInReceivables: z.number(),
    changeInInventory: z.number(),
    changeInPayables: z.number(),
    loanProceeds: z.number(),
    principalRepaid: z.number(),
    ownerDraw: z.number(),
    cash: z.number(),
  }),
);

export const ZWarning = lazySchema(() => z.object({ code: z.string(), message: z.string() }));

/** One stream's revenue and cost by year (stream 0, the questionnaire's product, first). */
export const ZRevenueStream = lazySchema(() =>
  z.object({
    name: z.string(),
    kind: z.enum(['units', 'subscription']),
    revenue: ZYearValues,
    cost: ZYearValues,
  }),
);

const common = lazySchema(() => ({
  questionnaireId: z.uuid(),
  prospectId: z.uuid(),
  /** The years of the plan the prospect holds: the statements are keyed year1..yearN. */
  projectionYears: ZStatementYears.default(3),
  metrics: ZMetrics,
  /**
   * The first 24 months (two years, what a lender asks for), leaves rounded so each year's twelve add up to
   * the year; month 12's and month 24's cash are the years' cashEndOfYear. The pages show the first twelve.
   */
  months: z.array(ZMonth),
  warnings: z.array(ZWarning),
}));

/** One row of the sources-and-uses table, whole dollars (the engine's sourcesAndUses). */
export const ZSourcesAndUsesRow = lazySchema(() =>
  z.object({
    name: z.string(),
    kind: z.enum(['asset', 'expense', 'purchases', 'workingCapital', 'shortfall', 'ownerCash', 'loan']),
    amount: z.number(),
  }),
);
export const ZSourcesAndUses = lazySchema(() =>
  z.object({
    uses: z.array(ZSourcesAndUsesRow),
    sources: z.array(ZSourcesAndUsesRow),
    totalUses: z.number(),
    totalSources: z.number(),
  }),
);

/** The engine's lender checks, in the spec's order (spec/projections.md "what a lender checks"). */
export const LENDER_CHECK_CODES = [
  'DSCR_FIRST_TWO_YEARS',
  'DSCR_EVERY_YEAR',
  'EQUITY_INJECTION',
  'CASH_NEVER_NEGATIVE',
  'OPERATING_CASH_POSITIVE_YEAR_2',
  'BREAK_EVEN_WITHIN_24_MONTHS',
] as const;
export const ZLenderCheck = lazySchema(() =>
  z.object({
    code: z.enum(LENDER_CHECK_CODES),
    /** null: the check does not apply (no loan payments, or nothing borrowed at the opening). */
    passed: z.boolean().nullable(),
    figure: z.number().nullable(),
    threshold: z.number(),
    /** A failed check's fixes in whole dollars, rounded up; a `loan` of null: no loan closes the gap. */
    fixes: z.array(
      z.object({
        kind: z.enum(['extraYearlyCash', 'moreOwnerCash', 'lessBorrowing', 'loan']),
        amount: z.number().nullable(),
      }),
    ),
  }),
);
export type TSourcesAndUses = z.infer<typeof ZSourcesAndUses>;
export type TLenderCheck = z.infer<typeof ZLenderCheck>;

/**
 * What a lender reads of the plan (issue #25): sources and uses and the checks. It rides on the balance
 * sheet's response, so it follows the same rule: plans with Complete statements, and staff. (The owner's
 * share, equityInjectionPct, is a metric: the founder's own answers, and EQUITY_INJECTION_LOW names it.)
 */
const lenderView = lazySchema(() => ({
  sourcesAndUses: ZSourcesAndUses,
  lenderChecks: z.array(ZLenderCheck),
}));

export const ZProfitLossResponse = lazySchema(() =>
  z.object({
    ...common,
    profitLoss: ZProfitLoss,
    /** Beside the statement (not inside it, so the statement stays a map of rows to years); they add up to its revenue and cost. */
    revenueStreams: z.array(ZRevenueStream),
  }),
);
export const ZBalanceSheetResponse = lazySchema(() =>
  z.object({ ...common, balanceSheet: ZBalanceSheet, ...lenderView }),
);
export const ZCashFlowResponse = lazySchema(() => z.object({ ...common, cashFlow: ZCashFlow }));
export type TProfitLossResponse = z.infer<typeof ZProfitLossResponse>;
export type TBalanceSheetResponse = z.infer<typeof ZBalanceSheetResponse>;
export type TCashFlowResponse = z.infer<typeof ZCashFlowResponse>;

/**
 * A line of the extended model (issue #15: loans, tax, depreciation, draws) or of the detailed model
 * (issue #25: the team, start-up expenses, receivables, stock and payables) is printed only when some
 * year is not 0, so a plan without those answers reads exactly as before.
 */
type LineFlags = {
  isTotal?: boolean;
  /** A line of the extended model; printed only when not 0 (below), and left out where a format lacks it. */
  isExtended?: boolean;
  /**
   * A line of the detailed model (issue #25), also `isExtended` (printed only when not 0); the Excel
   * workbook has no formulas for these yet and leaves them out (documents/excel, WITHOUT_DETAILED_LINES).
   */
  isDetailed?: boolean;
  /** A base line printed only when some year is not 0 (the overdraft, purchasing.md 2.10). */
  hideWhenZero?: boolean;
  /** An extended subtotal shown with these lines (dotted paths), not by its own figures. */
  shownWith?: readonly string[];
};

const figuresAt = (statement: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], statement);

/**
 * Whether a statement line is printed, on every screen and export: a base line always, except a
 * `hideWhenZero` one; those and extended lines when some year of the line (or of its `shownWith` lines:
 * profit before tax with interest or tax) is not 0.
 */
export function isLineShown(line: LineFlags, path: string, statement: unknown): boolean {
  if (!line.isExtended && !line.hideWhenZero) return true;
  return (line.shownWith ?? [path]).some((shownPath) => {
    const values = figuresAt(statement, shownPath);
    return typeof values === 'object' && values !== null && Object.values(values).some((v) => v !== 0);
  });
}

/** Row labels shared by every screen and export, in the order statements are printed. */
export const PROFIT_LOSS_LABELS: Array<
  { key: (typeof PROFIT_LOSS_ROWS)[number]; label: string } & LineFlags
> = [
  { key: 'productServiceRevenue', label: 'Product/Service Revenue' },
  { key: 'totalRevenue', label: 'Total Revenue', isTotal: true },
  { key: 'productServiceCost', label: 'Product/Service Cost' },
  { key: 'totalCostOfGoodsSold', label: 'Total Cost of Goods Sold', isTotal: true },
  { key: 'grossMargin', label: 'Gross Margin', isTotal: true },
  { key: 'salaries', label: 'Salaries' },
  { key: 'staffWages', label: 'Staff Wages', isExtended: true, isDetailed: true },
  { key: 'payrollTaxesBenefits', label: 'Payroll Taxes and Benefits', isExtended: true, isDetailed: true },
  { key: 'marketing', label: 'Marketing' },
  { key: 'rent', label: 'Rent' },
  { key: 'utilities', label: 'Utilities' },
  { key: 'otherExpenses', label: 'Other Expenses' },
  { key: 'startupExpenses', label: 'Start-up Expenses', isExtended: true, isDetailed: true },
  { key: 'totalExpenses', label: 'Total Expenses', isTotal: true },
  { key: 'depreciation', label: 'Depreciation', isExtended: true },
  { key: 'operatingProfit', label: 'Operating Profit', isTotal: true },
  { key: 'interestExpense', label: 'Interest Expense', isExtended: true },
  {
    key: 'profitBeforeTax',
    label: 'Profit Before Tax',
    isTotal: true,
    isExtended: true,
    shownWith: ['interestExpense', 'incomeTax'],
  },
  { key: 'incomeTax', label: 'Income Tax', isExtended: true },
  { key: 'netProfit', label: 'Net Profit', isTotal: true },
];

/** A printed line of the P&L: a labelled row, or one stream's revenue or cost listed under its total. */
export type ProfitLossLine = {
  key: string;
  label: string;
  values: z.infer<typeof ZYearValues>;
  isTotal?: boolean;
  /** One stream's revenue or cost, listed by name under the revenue or cost line (which stays their sum). */
  isStream?: boolean;
};

/**
 * The P&L as every screen and export prints it: the labels' lines the one rule shows and, when the plan
 * sells more than one thing (issue #25), each stream by name under the revenue line and under the cost
 * line (`revenueStreams.<i>.revenue` / `.cost`).
 */
export function profitLossLines(
  profitLoss: Record<(typeof PROFIT_LOSS_ROWS)[number], z.infer<typeof ZYearValues>>,
  revenueStreams: readonly z.infer<typeof ZRevenueStream>[] = [],
): ProfitLossLine[] {
  const byStream = (part: 'revenue' | 'cost'): ProfitLossLine[] =>
    revenueStreams.length > 1
      ? revenueStreams.map((stream, i) => ({
          key: `revenueStreams.${i}.${part}`,
          label: stream.name,
          values: stream[part],
          isStream: true,
        }))
      : [];
  return PROFIT_LOSS_LABELS.filter((line) => isLineShown(line, line.key, profitLoss)).flatMap(
    ({ key, label, isTotal }): ProfitLossLine[] => [
      { key, label, values: profitLoss[key], ...(isTotal ? { isTotal } : {}) },
      ...(key === 'productServiceRevenue' ? byStream('revenue') : []),
      ...(key === 'productServiceCost' ? byStream('cost') : []),
    ],
  );
}

/** One printed row of a nested statement (balance sheet, cash flow), by dotted path. */
export type StatementLabel = { path: string; label: string; isSection?: boolean } & LineFlags;

/** Dotted paths into the balance sheet, with their labels. */
export const BALANCE_SHEET_LABELS: StatementLabel[] = [
  { path: 'assets', label: 'Assets', isSection: true },
  { path: 'assets.cash', label: 'Cash' },
  { path: 'assets.accountsReceivable', label: 'Accounts Receivable', isExtended: true, isDetailed: true },
  { path: 'assets.inventory', label: 'Inventory', isExtended: true, isDetailed: true },
  { path: 'assets.fixedAssets', label: 'Fixed Assets' },
  { path: 'assets.accumulatedDepreciation', label: 'Less Accumulated Depreciation', isExtended: true },
  {
    path: 'assets.netFixedAssets',
    label: 'Net Fixed Assets',
    isExtended: true,
    shownWith: ['assets.accumulatedDepreciation'],
  },
  { path: 'assets.totalAssets', label: 'Total Assets', isTotal: true },
  { path: 'liabilities', label: 'Liabilities', isSection: true },
  { path: 'liabilities.overdraft', label: 'Overdraft', hideWhenZero: true },
  { path: 'liabilities.accountsPayable', label: 'Accounts Payable', isExtended: true, isDetailed: true },
  { path: 'liabilities.loans', label: 'Loans', isExtended: true },
  { path: 'liabilities.totalLiabilities', label: 'Total Liabilities', isTotal: true },
  { path: 'equity', label: 'Equity', isSection: true },
  { path: 'equity.initialCapital', label: 'Initial Capital' },
  { path: 'equity.ownerDraws', label: "Owner's Draws", isExtended: true },
  { path: 'equity.retainedEarnings', label: 'Retained Earnings' },
  { path: 'equity.totalEquity', label: 'Total Equity', isTotal: true },
  { path: 'totalLiabilitiesAndEquity', label: 'Total Liabilities and Equity', isTotal: true },
];

export const CASH_FLOW_LABELS: StatementLabel[] = [
  { path: 'beginningCash', label: 'Beginning Cash' },
  { path: 'operations', label: 'Operating Activities', isSection: true },
  { path: 'operations.netProfit', label: 'Net Profit' },
  { path: 'operations.depreciation', label: 'Add Back Depreciation', isExtended: true },
  {
    path: 'operations.changeInReceivables',
    label: 'Change in Accounts Receivable',
    isExtended: true,
    isDetailed: true,
  },
  { path: 'operations.changeInInventory', label: 'Change in Inventory', isExtended: true, isDetailed: true },
  {
    path: 'operations.changeInPayables',
    label: 'Change in Accounts Payable',
    isExtended: true,
    isDetailed: true,
  },
  { path: 'operations.netCashFromOperations', label: 'Net Cash from Operations', isTotal: true },
  { path: 'investing', label: 'Investing Activities', isSection: true },
  { path: 'investing.startupCost', label: 'Startup Cost' },
  { path: 'investing.netCashFromInvesting', label: 'Net Cash from Investing', isTotal: true },
  { path: 'financing', label: 'Financing Activities', isSection: true },
  { path: 'financing.initialCash', label: 'Initial Cash' },
  { path: 'financing.loanProceeds', label: 'Loan Proceeds', isExtended: true },
  { path: 'financing.loanRepayments', label: 'Loan Repayments', isExtended: true },
  { path: 'financing.ownerDraws', label: "Owner's Draws", isExtended: true },
  { path: 'financing.netCashFromFinancing', label: 'Net Cash from Financing', isTotal: true },
  { path: 'changeInCash', label: 'Change in Cash', isTotal: true },
  { path: 'cashEndOfYear', label: 'Cash at End of Year', isTotal: true },
];
