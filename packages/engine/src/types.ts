// The engine's public data shapes: model inputs, monthly rows, yearly statements, metrics and warnings.

/** The model's inputs (spec symbols in brackets), already validated and in plain numbers. */
export type ProjectionInputs = {
  /** [P] dollars per unit. */
  unitPrice: number;
  /** [U] units sold in the first selling month. */
  firstMonthSales: number;
  /** [s] months after opening of the first sale, a whole number 0..12. */
  startMonth: number;
  /** [g] annual growth as a fraction: 0.2 is 20%, 1 doubles the monthly volume each year. */
  growthRate: number;
  /** [c] dollars per unit sold. */
  costPerItem: number;
  /** [Sal] monthly salaries in year 1 (rise 3% a year). */
  salaries: number;
  /** [Adv] monthly advertising in year 1 (rises 5% a year, like rent, utilities and other expenses). */
  advertising: number;
  /** [Rent] */
  rent: number;
  /** [Util] */
  utilities: number;
  /** [Oth] all other monthly expenses (stored as expenseInfo.monthlyInsurance). */
  otherExpenses: number;
  /** [S] one-time startup purchases, paid at opening. */
  startupCost: number;
  /** [C] starting cash, in at opening. */
  initialCash: number;
};

/** One month of the model, unrounded. `month` is 0-based (month 0 is the opening month). */
export type MonthRow = {
  month: number;
  /** 1..3 */
  year: number;
  units: number;
  revenue: number;
  cogs: number;
  salaries: number;
  marketing: number;
  rent: number;
  utilities: number;
  otherExpenses: number;
  netProfit: number;
  /** cash(m): the bank balance at the end of the month. */
  cash: number;
};

/**
 * One month for display: whole-dollar leaves by the largest-remainder method (the twelve months add up
 * to the year's rounded leaf), totals computed from those leaves. `units` stays unrounded.
 */
export type RoundedMonthRow = {
  month: number;
  year: number;
  units: number;
  revenue: number;
  cogs: number;
  grossMargin: number;
  salaries: number;
  marketing: number;
  rent: number;
  utilities: number;
  otherExpenses: number;
  totalExpenses: number;
  netProfit: number;
  /** Opening cash plus the rounded net profits to date, so months 12, 24 and 36 equal cashEndOfYear. */
  cash: number;
};

export type ProfitLossFigures = {
  productServiceRevenue: number;
  totalRevenue: number;
  productServiceCost: number;
  totalCostOfGoodsSold: number;
  grossMargin: number;
  salaries: number;
  marketing: number;
  rent: number;
  utilities: number;
  otherExpenses: number;
  totalExpenses: number;
  operatingProfit: number;
  netProfit: number;
};

export type BalanceSheetFigures = {
  assets: { cash: number; fixedAssets: number; totalAssets: number };
  liabilities: { overdraft: number; totalLiabilities: number };
  equity: { initialCapital: number; retainedEarnings: number; totalEquity: number };
  totalLiabilitiesAndEquity: number;
};

export type CashFlowFigures = {
  beginningCash: number;
  operations: { netProfit: number; netCashFromOperations: number };
  investing: { startupCost: number; netCashFromInvesting: number };
  financing: { initialCash: number; netCashFromFinancing: number };
  changeInCash: number;
  cashEndOfYear: number;
};

/** One year's statements in whole dollars; `units` is the unrounded number of units sold that year. */
export type YearStatement = {
  /** 1..3 */
  year: number;
  units: number;
  profitLoss: ProfitLossFigures;
  balanceSheet: BalanceSheetFigures;
  cashFlow: CashFlowFigures;
};

export type YearValues<T = number> = { year1: T; year2: T; year3: T };

/** The API convention "keyed by row, then year": every number leaf of T becomes {year1, year2, year3}. */
export type ByYear<T> = { [K in keyof T]: T[K] extends number ? YearValues : ByYear<T[K]> };

export type ProfitLoss = ByYear<ProfitLossFigures>;
export type BalanceSheet = ByYear<BalanceSheetFigures>;
export type CashFlow = ByYear<CashFlowFigures>;

export type ProjectionMetrics = {
  /** Percent (62.5 is 62.5%), unrounded; null when the year's revenue is 0. */
  grossMarginPct: YearValues<number | null>;
  netMarginPct: YearValues<number | null>;
  /** Revenue growth in percent against the year before; null when that year's revenue is 0. */
  revenueGrowthPct: { year2: number | null; year3: number | null };
  /** 0-based month index; people see it as 'Month breakEvenMonth + 1'. Null when there is none in 36 months. */
  breakEvenMonth: number | null;
  /** The lowest bank balance, unrounded, over the opening moment and every month end. */
  lowestCash: number;
  /** 0-based month of lowestCash; null means "at opening". */
  lowestCashMonth: number | null;
  /** 0-based first month whose closing cash is below zero; null if never (a negative opening is not a month). */
  firstNegativeCashMonth: number | null;
  /** Whole dollars the plan lacks to keep the bank balance at or above zero. */
  fundingGap: number;
  /** roundDollars(C) − roundDollars(S): cash right after the startup purchases. */
  openingCash: number;
  year1Revenue: number;
  year2Revenue: number;
  year3Revenue: number;
  year1NetProfit: number;
  year2NetProfit: number;
  year3NetProfit: number;
};

export type WarningCode =
  | 'PRICE_AT_OR_BELOW_COST'
  | 'CASH_NEGATIVE'
  | 'COST_SUSPICIOUSLY_LOW'
  | 'GROWTH_VERY_HIGH'
  | 'NO_EXPENSES'
  | 'NO_BREAK_EVEN'
  | 'REVENUE_JUMP';

export type RealismWarning = { code: WarningCode; message: string };

export type Projection = {
  /** All 36 months, unrounded. */
  months: MonthRow[];
  /** All 36 months rounded for display (charts, the monthly sheet). */
  roundedMonths: RoundedMonthRow[];
  /** The first 12 of roundedMonths: the first-year month-by-month view. */
  firstYearMonths: RoundedMonthRow[];
  years: [YearStatement, YearStatement, YearStatement];
  profitLoss: ProfitLoss;
  balanceSheet: BalanceSheet;
  cashFlow: CashFlow;
  metrics: ProjectionMetrics;
  warnings: RealismWarning[];
};
