// Statements API: figures keyed by row, then year, with the engine's metrics and the first twelve months.
import { z } from 'zod';

export const ZYearValues = z.object({ year1: z.number(), year2: z.number(), year3: z.number() });
const ZNullableYearValues = z.object({
  year1: z.number().nullable(),
  year2: z.number().nullable(),
  year3: z.number().nullable(),
});

export const PROFIT_LOSS_ROWS = [
  'productServiceRevenue',
  'totalRevenue',
  'productServiceCost',
  'totalCostOfGoodsSold',
  'grossMargin',
  'salaries',
  'marketing',
  'rent',
  'utilities',
  'otherExpenses',
  'totalExpenses',
  'operatingProfit',
  'netProfit',
] as const;

export const ZProfitLoss = z.object(
  Object.fromEntries(PROFIT_LOSS_ROWS.map((r) => [r, ZYearValues])) as Record<
    (typeof PROFIT_LOSS_ROWS)[number],
    typeof ZYearValues
  >,
);

export const ZBalanceSheet = z.object({
  assets: z.object({ cash: ZYearValues, fixedAssets: ZYearValues, totalAssets: ZYearValues }),
  liabilities: z.object({ overdraft: ZYearValues, totalLiabilities: ZYearValues }),
  equity: z.object({ initialCapital: ZYearValues, retainedEarnings: ZYearValues, totalEquity: ZYearValues }),
  totalLiabilitiesAndEquity: ZYearValues,
});

export const ZCashFlow = z.object({
  beginningCash: ZYearValues,
  operations: z.object({ netProfit: ZYearValues, netCashFromOperations: ZYearValues }),
  investing: z.object({ startupCost: ZYearValues, netCashFromInvesting: ZYearValues }),
  financing: z.object({ initialCash: ZYearValues, netCashFromFinancing: ZYearValues }),
  changeInCash: ZYearValues,
  cashEndOfYear: ZYearValues,
});

export const ZMetrics = z.object({
  grossMarginPct: ZNullableYearValues,
  netMarginPct: ZNullableYearValues,
  revenueGrowthPct: z.object({ year2: z.number().nullable(), year3: z.number().nullable() }),
  breakEvenMonth: z.number().nullable(),
  lowestCash: z.number(),
  lowestCashMonth: z.number().nullable(),
  firstNegativeCashMonth: z.number().nullable(),
  fundingGap: z.number(),
  openingCash: z.number(),
  year1Revenue: z.number(),
  year2Revenue: z.number(),
  year3Revenue: z.number(),
  year1NetProfit: z.number(),
  year2NetProfit: z.number(),
  year3NetProfit: z.number(),
});

export const ZMonth = z.object({
  month: z.number(),
  year: z.number(),
  units: z.number(),
  revenue: z.number(),
  cogs: z.number(),
  grossMargin: z.number(),
  salaries: z.number(),
  marketing: z.number(),
  rent: z.number(),
  utilities: z.number(),
  otherExpenses: z.number(),
  totalExpenses: z.number(),
  netProfit: z.number(),
  cash: z.number(),
});

export const ZWarning = z.object({ code: z.string(), message: z.string() });

const common = {
  questionnaireId: z.uuid(),
  prospectId: z.uuid(),
  metrics: ZMetrics,
  /** The twelve months of year 1, leaves rounded so they add up to the year. */
  months: z.array(ZMonth),
  warnings: z.array(ZWarning),
};

export const ZProfitLossResponse = z.object({ ...common, profitLoss: ZProfitLoss });
export const ZBalanceSheetResponse = z.object({ ...common, balanceSheet: ZBalanceSheet });
export const ZCashFlowResponse = z.object({ ...common, cashFlow: ZCashFlow });
export type TProfitLossResponse = z.infer<typeof ZProfitLossResponse>;
export type TBalanceSheetResponse = z.infer<typeof ZBalanceSheetResponse>;
export type TCashFlowResponse = z.infer<typeof ZCashFlowResponse>;

/** Row labels shared by every screen and export, in the order statements are printed. */
export const PROFIT_LOSS_LABELS: Array<{
  key: (typeof PROFIT_LOSS_ROWS)[number];
  label: string;
  isTotal?: boolean;
}> = [
  { key: 'productServiceRevenue', label: 'Product/Service Revenue' },
  { key: 'totalRevenue', label: 'Total Revenue', isTotal: true },
  { key: 'productServiceCost', label: 'Product/Service Cost' },
  { key: 'totalCostOfGoodsSold', label: 'Total Cost of Goods Sold', isTotal: true },
  { key: 'grossMargin', label: 'Gross Margin', isTotal: true },
  { key: 'salaries', label: 'Salaries' },
  { key: 'marketing', label: 'Marketing' },
  { key: 'rent', label: 'Rent' },
  { key: 'utilities', label: 'Utilities' },
  { key: 'otherExpenses', label: 'Other Expenses' },
  { key: 'totalExpenses', label: 'Total Expenses', isTotal: true },
  { key: 'operatingProfit', label: 'Operating Profit', isTotal: true },
  { key: 'netProfit', label: 'Net Profit', isTotal: true },
];

/** One printed row of a nested statement; `hideWhenZero` rows are left out when every year is zero. */
export type StatementLabel = {
  path: string;
  label: string;
  isTotal?: boolean;
  isSection?: boolean;
  hideWhenZero?: boolean;
};

/** Whether a row is printed: every screen and export hides a `hideWhenZero` row whose years are all zero. */
export function isRowShown(
  label: Pick<StatementLabel, 'hideWhenZero'>,
  values: Record<string, number>,
): boolean {
  return !label.hideWhenZero || Object.values(values).some((value) => value !== 0);
}

/** Dotted paths into the balance sheet, with their labels. */
export const BALANCE_SHEET_LABELS: StatementLabel[] = [
  { path: 'assets', label: 'Assets', isSection: true },
  { path: 'assets.cash', label: 'Cash' },
  { path: 'assets.fixedAssets', label: 'Fixed Assets' },
  { path: 'assets.totalAssets', label: 'Total Assets', isTotal: true },
  { path: 'liabilities', label: 'Liabilities', isSection: true },
  { path: 'liabilities.overdraft', label: 'Overdraft', hideWhenZero: true },
  { path: 'liabilities.totalLiabilities', label: 'Total Liabilities', isTotal: true },
  { path: 'equity', label: 'Equity', isSection: true },
  { path: 'equity.initialCapital', label: 'Initial Capital' },
  { path: 'equity.retainedEarnings', label: 'Retained Earnings' },
  { path: 'equity.totalEquity', label: 'Total Equity', isTotal: true },
  { path: 'totalLiabilitiesAndEquity', label: 'Total Liabilities and Equity', isTotal: true },
];

export const CASH_FLOW_LABELS: StatementLabel[] = [
  { path: 'beginningCash', label: 'Beginning Cash' },
  { path: 'operations', label: 'Operating Activities', isSection: true },
  { path: 'operations.netProfit', label: 'Net Profit' },
  { path: 'operations.netCashFromOperations', label: 'Net Cash from Operations', isTotal: true },
  { path: 'investing', label: 'Investing Activities', isSection: true },
  { path: 'investing.startupCost', label: 'Startup Cost' },
  { path: 'investing.netCashFromInvesting', label: 'Net Cash from Investing', isTotal: true },
  { path: 'financing', label: 'Financing Activities', isSection: true },
  { path: 'financing.initialCash', label: 'Initial Cash' },
  { path: 'financing.netCashFromFinancing', label: 'Net Cash from Financing', isTotal: true },
  { path: 'changeInCash', label: 'Change in Cash', isTotal: true },
  { path: 'cashEndOfYear', label: 'Cash at End of Year', isTotal: true },
];
