// The engine's public data shapes: model inputs, monthly rows, yearly statements, metrics and warnings.

/** The model's inputs (spec symbols in brackets), already validated and in plain numbers. */
export type ProjectionInputs = BaseProjectionInputs & ExtendedProjectionInputs & DetailedProjectionInputs;

/** The inputs of the base model, every one required. */
export type BaseProjectionInputs = {
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

/** The extended model's inputs (spec "Extended model"); each is optional and absent means today's model. */
export type ExtendedProjectionInputs = {
  /** [H / 12] years projected, 3 or 5; absent means 3. */
  projectionYears?: ProjectionYears;
  /** Money borrowed, at most 3 loans; absent or empty means none. */
  loans?: readonly LoanInput[];
  /** [τ] income tax, percent of taxable profit (0–60); absent means 0. */
  incomeTaxRatePct?: number;
  /** [L] useful life of the startup purchases in whole years (1–40); absent or null: not depreciated. */
  usefulLifeYears?: number | null;
  /** [D] owner's draw per month (not an expense); absent means 0. */
  ownerDrawMonthly?: number;
  /** [d] first month (0-based) of the owner's draw, whole 0–59; absent means 0. */
  ownerDrawStartMonth?: number;
  /** [w] twelve seasonality weights, January..December (each 0–1000, sum > 0); absent or null: flat. */
  seasonalityWeights?: readonly number[] | null;
  /** [f] calendar month of month 0, 1 = January; absent means 1. Only matters with seasonalityWeights. */
  firstCalendarMonth?: number;
};

/**
 * The detailed model's inputs (spec "Detailed model: the business as it is"); each is optional and,
 * when all are absent, every figure equals the extended model's.
 */
export type DetailedProjectionInputs = {
  /** Stream 0's name (revenueStreams.primaryName, else the legacy product name); absent: "Product/Service". */
  primaryStreamName?: string;
  /** Up to 4 more things to sell beside the questionnaire's product (stream 0). */
  revenueStreams?: readonly RevenueStreamInput[];
  /** The team besides the owner, up to 20 roles. */
  staffRoles?: readonly StaffRoleInput[];
  /** [b] employer's payroll taxes and benefits, percent of the staff's wages (0–100); absent means 0. */
  payrollBurdenPct?: number;
  /** The opening shopping list, up to 30; when not empty it replaces startupCost (S) and adds E₀. */
  startupItems?: readonly StartupItemInput[];
  /** [dR] days customers take to pay, whole 0–180; absent means 0. */
  receivableDays?: number;
  /** [dI] days of stock held, whole 0–180; absent means 0. */
  inventoryDays?: number;
  /** [dP] days the business takes to pay suppliers, whole 0–180; absent means 0. */
  payableDays?: number;
};

export type RevenueStreamKind = 'units' | 'subscription';

/** One more thing to sell (stream j ≥ 1). */
export type RevenueStreamInput = {
  /** 1–80 characters. */
  name: string;
  kind: RevenueStreamKind;
  /** Dollars per unit, or per subscriber per month (0–100,000). */
  price: number;
  /** Dollars per unit or per subscriber per month (0–100,000); absent means 0. */
  unitCost?: number;
  /** [V_j] units sold, or new subscribers, in the first selling month (whole 0–1,000,000). */
  firstMonthVolume: number;
  /** [s_j] 0-based first month of sales, whole 0–59; absent means 0. */
  startMonth?: number;
  /** [g_j] annual growth of the volume in percent (0–1000); absent means 0. */
  annualGrowthPct?: number;
  /** Subscriptions only: percent of subscribers lost each month (0–100); absent means 0. */
  monthlyChurnPct?: number;
};

/** One role of the team besides the owner. */
export type StaffRoleInput = {
  /** 1–80 characters. */
  title: string;
  /** Whole 0–1000. */
  headcount: number;
  /** Salary per person per month at hire (0–1,000,000). */
  monthlySalary: number;
  /** 0-based month the role starts, whole 0–59; absent means 0. */
  startMonth?: number;
  /** Raise on each anniversary of the role's start, percent (0–50); absent means 3. */
  annualRaisePct?: number;
};

export type StartupItemKind = 'asset' | 'expense';

/** One item of the opening shopping list. */
export type StartupItemInput = {
  /** 1–80 characters. */
  name: string;
  /** Dollars, 0–1,000,000,000. */
  amount: number;
  /** `asset`: bought, kept, depreciated (part of S); `expense`: spent in month 0 (part of E₀). */
  kind: StartupItemKind;
};

/** One stream's yearly figures, stream 0 (the questionnaire's product) first. */
export type RevenueStreamStatement = {
  name: string;
  kind: RevenueStreamKind;
  revenue: YearValues;
  cost: YearValues;
};

/**
 * One stream month by month over every month projected (index m is month m): revenue and cost in whole
 * dollars, split by the largest-remainder rule so each year's twelve add up to the stream's yearly leaves;
 * units unrounded (units sold, or subscribers at the month's end). For the charts by stream.
 */
export type RevenueStreamMonths = {
  name: string;
  kind: RevenueStreamKind;
  units: number[];
  revenue: number[];
  cost: number[];
};

/** One row of the sources-and-uses table, whole dollars. */
export type SourcesAndUsesRow = {
  /** The item's name, "One-time purchases", "Working capital" or "Shortfall"; "Owner's cash", "Loan k". */
  name: string;
  kind: 'asset' | 'expense' | 'purchases' | 'workingCapital' | 'shortfall' | 'ownerCash' | 'loan';
  amount: number;
};

/** What the opening money comes from and goes to; totalUses equals totalSources by construction. */
export type SourcesAndUses = {
  uses: SourcesAndUsesRow[];
  sources: SourcesAndUsesRow[];
  totalUses: number;
  totalSources: number;
};

export type LenderCheckCode =
  | 'DSCR_FIRST_TWO_YEARS'
  | 'DSCR_EVERY_YEAR'
  | 'EQUITY_INJECTION'
  | 'CASH_NEVER_NEGATIVE'
  | 'OPERATING_CASH_POSITIVE_YEAR_2'
  | 'BREAK_EVEN_WITHIN_24_MONTHS';

/** One way to pass a failed check, in whole dollars rounded up (null: no amount closes it). */
export type LenderFix = {
  kind: 'extraYearlyCash' | 'moreOwnerCash' | 'lessBorrowing' | 'loan';
  amount: number | null;
};

/** One check a lender makes: passed is null when it does not apply. */
export type LenderCheck = {
  code: LenderCheckCode;
  passed: boolean | null;
  figure: number | null;
  threshold: number;
  fixes: LenderFix[];
};

export type ProjectionYears = 3 | 5;

/** One loan: received at the start of `startMonth` (0 = at opening), repaid in equal monthly payments. */
export type LoanInput = {
  /** [A] dollars borrowed. */
  amount: number;
  /** Annual interest rate in percent (8 is 8%). */
  annualRatePct: number;
  /** [n] number of monthly payments, whole 1–360. */
  termMonths: number;
  /** [t] 0-based month the money arrives, whole 0–59; payments fall in months t + 1 … t + n. */
  startMonth: number;
};

/** One month of the model, unrounded. `month` is 0-based (month 0 is the opening month). */
export type MonthRow = {
  month: number;
  /** 1..N */
  year: number;
  units: number;
  revenue: number;
  cogs: number;
  salaries: number;
  /** The team's wages (roles besides the owner), with their raises. */
  staffWages: number;
  /** Employer's payroll taxes and benefits: staffWages × b. */
  payrollTaxesBenefits: number;
  marketing: number;
  rent: number;
  utilities: number;
  otherExpenses: number;
  /** E₀, the start-up list's expense items, in month 0 only. */
  startupExpenses: number;
  /** dep(m): straight-line depreciation of the startup purchases (not paid in cash). */
  depreciation: number;
  /** Interest of every loan's payment in this month. */
  interestExpense: number;
  /** revenue − cogs − expenses − depreciation − interest. */
  profitBeforeTax: number;
  /** The year's whole income tax in the year's last month, else 0. */
  incomeTax: number;
  /** profitBeforeTax − incomeTax. */
  netProfit: number;
  /** Whole-dollar loan amounts received this month (a loan at month 0 is part of the opening). */
  loanProceeds: number;
  /** Principal of every loan's payment in this month (positive). */
  principalRepaid: number;
  /** The owner's draw taken this month (positive). */
  ownerDraw: number;
  /** All loans' balances after this month's payments, unrounded. */
  loanBalance: number;
  /** AR(m): sales not yet collected at the month's end. */
  accountsReceivable: number;
  /** Inv(m): stock on hand at the month's end. */
  inventory: number;
  /** AP(m): suppliers' bills not yet paid at the month's end. */
  accountsPayable: number;
  /** cash(m): the bank balance at the end of the month (less AR and stock, plus AP). */
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
  staffWages: number;
  payrollTaxesBenefits: number;
  marketing: number;
  rent: number;
  utilities: number;
  otherExpenses: number;
  startupExpenses: number;
  totalExpenses: number;
  depreciation: number;
  interestExpense: number;
  profitBeforeTax: number;
  incomeTax: number;
  netProfit: number;
  /** Cash-flow signs: −(the month's rise in receivables), −(rise in stock), +(rise in payables). */
  changeInReceivables: number;
  changeInInventory: number;
  changeInPayables: number;
  loanProceeds: number;
  principalRepaid: number;
  ownerDraw: number;
  /** Opening cash plus the rounded monthly cash movements, so each year's last month equals cashEndOfYear. */
  cash: number;
};

export type ProfitLossFigures = {
  productServiceRevenue: number;
  totalRevenue: number;
  productServiceCost: number;
  totalCostOfGoodsSold: number;
  grossMargin: number;
  /** The owner's salary. */
  salaries: number;
  staffWages: number;
  payrollTaxesBenefits: number;
  marketing: number;
  rent: number;
  utilities: number;
  otherExpenses: number;
  /** E₀ in year 1, 0 after. */
  startupExpenses: number;
  totalExpenses: number;
  /** The year's depreciation leaf (cumulative rounding, so the asset is written off exactly). */
  depreciation: number;
  /** grossMargin − totalExpenses − depreciation. */
  operatingProfit: number;
  interestExpense: number;
  /** operatingProfit − interestExpense. */
  profitBeforeTax: number;
  /** τ × taxable profit after carried-over losses, whole dollars. */
  incomeTax: number;
  /** profitBeforeTax − incomeTax. */
  netProfit: number;
};

export type BalanceSheetFigures = {
  assets: {
    cash: number;
    accountsReceivable: number;
    inventory: number;
    /** The startup purchases at cost. */
    fixedAssets: number;
    /** Depreciation to date, a positive number shown subtracted. */
    accumulatedDepreciation: number;
    netFixedAssets: number;
    totalAssets: number;
  };
  liabilities: { overdraft: number; accountsPayable: number; loans: number; totalLiabilities: number };
  equity: {
    initialCapital: number;
    /** −(owner's draws to date): zero or negative. */
    ownerDraws: number;
    retainedEarnings: number;
    totalEquity: number;
  };
  totalLiabilitiesAndEquity: number;
};

export type CashFlowFigures = {
  beginningCash: number;
  operations: {
    netProfit: number;
    depreciation: number;
    /** −(AR_y − AR_{y−1}) */
    changeInReceivables: number;
    /** −(Inv_y − Inv_{y−1}) */
    changeInInventory: number;
    /** AP_y − AP_{y−1} */
    changeInPayables: number;
    netCashFromOperations: number;
  };
  investing: { startupCost: number; netCashFromInvesting: number };
  financing: {
    initialCash: number;
    loanProceeds: number;
    /** Principal repaid, negative. */
    loanRepayments: number;
    /** Owner's draws, negative. */
    ownerDraws: number;
    netCashFromFinancing: number;
  };
  changeInCash: number;
  cashEndOfYear: number;
};

/** One year's statements in whole dollars; `units` is the unrounded number of units sold that year. */
export type YearStatement = {
  /** 1..N */
  year: number;
  units: number;
  profitLoss: ProfitLossFigures;
  balanceSheet: BalanceSheetFigures;
  cashFlow: CashFlowFigures;
};

/** year4 and year5 exist only in a five-year projection. */
export type YearValues<T = number> = { year1: T; year2: T; year3: T; year4?: T; year5?: T };

/** The year keys of a projection, in order: year1..year3, or year1..year5. */
export type YearKey = 'year1' | 'year2' | 'year3' | 'year4' | 'year5';

/** The API convention "keyed by row, then year": every number leaf of T becomes {year1, …, yearN}. */
export type ByYear<T> = { [K in keyof T]: T[K] extends number ? YearValues : ByYear<T[K]> };

export type ProfitLoss = ByYear<ProfitLossFigures>;
export type BalanceSheet = ByYear<BalanceSheetFigures>;
export type CashFlow = ByYear<CashFlowFigures>;

export type ProjectionMetrics = {
  /** Percent (62.5 is 62.5%), unrounded; null when the year's revenue is 0. */
  grossMarginPct: YearValues<number | null>;
  netMarginPct: YearValues<number | null>;
  /** Revenue growth in percent against the year before; null when that year's revenue is 0. */
  revenueGrowthPct: {
    year2: number | null;
    year3: number | null;
    year4?: number | null;
    year5?: number | null;
  };
  /**
   * Cash available for debt service (operatingProfit + depreciation + startupExpenses − incomeTax − owner's draws) over
   * debt service (interestExpense − loanRepayments) per year; null in a year without debt service.
   * Lenders look for at least 1.25.
   */
  debtServiceCoverage: YearValues<number | null>;
  /**
   * 0-based month index of the first month from which profit before tax stays at or above zero;
   * people see it as 'Month breakEvenMonth + 1'. Null when there is none within the months projected.
   */
  breakEvenMonth: number | null;
  /**
   * With seasons, break-even is found at the plan's average season; these are the calendar months
   * (1 = January, in calendar order) in which a month from break-even on still loses money before tax.
   * Empty without seasonality or without a break-even.
   */
  seasonalLossMonths: number[];
  /** The lowest bank balance, unrounded, over the opening moment and every month end. */
  lowestCash: number;
  /** 0-based month of lowestCash; null means "at opening". */
  lowestCashMonth: number | null;
  /** 0-based first month whose closing cash is below zero; null if never (a negative opening is not a month). */
  firstNegativeCashMonth: number | null;
  /** Whole dollars the plan lacks to keep the bank balance at or above zero. */
  fundingGap: number;
  /** roundDollars(C) − roundDollars(S) + loans received at opening: cash right after opening. */
  openingCash: number;
  /**
   * The owner's share of the opening money, percent: 100 × roundDollars(C) / (roundDollars(C) + the loans
   * received at opening), unrounded; null without a loan at the opening. Lenders look for at least 10.
   */
  equityInjectionPct: number | null;
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
  | 'REVENUE_JUMP'
  | 'DSCR_LOW'
  | 'EQUITY_INJECTION_LOW';

export type RealismWarning = { code: WarningCode; message: string };

export type Projection = {
  /** 3 or 5: the statements are keyed year1..yearN and there are 12 × N months. */
  projectionYears: ProjectionYears;
  /** All 12 × N months, unrounded. */
  months: MonthRow[];
  /** All 12 × N months rounded for display (charts, the monthly sheet). */
  roundedMonths: RoundedMonthRow[];
  /** The first 12 of roundedMonths: the first-year month-by-month view. */
  firstYearMonths: RoundedMonthRow[];
  /** The first 24 of roundedMonths: the two years shown month by month (what a lender asks for). */
  displayedMonths: RoundedMonthRow[];
  /** Three or five years. */
  years: [YearStatement, YearStatement, YearStatement, ...YearStatement[]];
  profitLoss: ProfitLoss;
  /** Each stream's revenue and cost by year, stream 0 first; they add up to the P&L's revenue and cost. */
  revenueStreams: RevenueStreamStatement[];
  /** The same streams month by month (every month projected), for the charts by stream. */
  revenueStreamMonths: RevenueStreamMonths[];
  balanceSheet: BalanceSheet;
  cashFlow: CashFlow;
  metrics: ProjectionMetrics;
  warnings: RealismWarning[];
  /** What the opening money comes from and goes to. */
  sourcesAndUses: SourcesAndUses;
};
