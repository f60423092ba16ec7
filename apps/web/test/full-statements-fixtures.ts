// Canned API answers for the full statements page tests: a paid prospect, its questionnaire and three statements.
import type {
  TBalanceSheetResponse,
  TCashFlowResponse,
  TProfitLossResponse,
} from '@trajectory/contracts/statements';
import { vi } from 'vitest';
import { products } from './fixtures';
import { jsonResponse, mockApi } from './utils';

export const PROSPECT_ID = '11111111-1111-4111-8111-111111111111';
export const QUESTIONNAIRE_ID = '22222222-2222-4222-8222-222222222222';

const years = (year1: number, year2: number, year3: number) => ({ year1, year2, year3 });

export const metrics: TProfitLossResponse['metrics'] = {
  grossMarginPct: { year1: 60, year2: 60, year3: 60 },
  netMarginPct: { year1: -13, year2: -0.5, year3: 9.8 },
  revenueGrowthPct: { year2: 25, year3: 25 },
  debtServiceCoverage: { year1: null, year2: null, year3: null },
  breakEvenMonth: 13,
  lowestCash: -4200,
  lowestCashMonth: 9,
  firstNegativeCashMonth: 7,
  fundingGap: 4200,
  openingCash: 5000,
  equityInjectionPct: null,
  year1Revenue: 120000,
  year2Revenue: 150000,
  year3Revenue: 187500,
  year1NetProfit: -12345,
  year2NetProfit: -780,
  year3NetProfit: 18417,
};

export const months: TProfitLossResponse['months'] = Array.from({ length: 12 }, (_, month) => ({
  month,
  year: 1,
  units: 100 + month,
  revenue: 10000,
  cogs: 4000,
  grossMargin: 6000,
  salaries: 5000,
  staffWages: 0,
  payrollTaxesBenefits: 0,
  marketing: 500,
  rent: 1500,
  utilities: 200,
  otherExpenses: 100,
  startupExpenses: 0,
  totalExpenses: 7300,
  depreciation: 0,
  interestExpense: 0,
  profitBeforeTax: -1300,
  incomeTax: 0,
  netProfit: -1300,
  changeInReceivables: 0,
  changeInInventory: 0,
  changeInPayables: 0,
  loanProceeds: 0,
  principalRepaid: 0,
  ownerDraw: 0,
  cash: 5000 - 1300 * (month + 1),
}));

const common = {
  projectionYears: 3 as const,
  questionnaireId: QUESTIONNAIRE_ID,
  prospectId: PROSPECT_ID,
  metrics,
  months,
  warnings: [{ code: 'CASH_NEGATIVE', message: 'Your bank balance drops below zero in Month 8.' }],
};

export const profitLossResponse: TProfitLossResponse = {
  ...common,
  profitLoss: {
    productServiceRevenue: years(120000, 150000, 187500),
    totalRevenue: years(120000, 150000, 187500),
    productServiceCost: years(48000, 60000, 75000),
    totalCostOfGoodsSold: years(48000, 60000, 75000),
    grossMargin: years(72000, 90000, 112500),
    salaries: years(60000, 61800, 63654),
    staffWages: years(0, 0, 0),
    payrollTaxesBenefits: years(0, 0, 0),
    marketing: years(6000, 6300, 6615),
    rent: years(18000, 18900, 19845),
    utilities: years(2400, 2520, 2646),
    otherExpenses: years(1200, 1260, 1323),
    startupExpenses: years(0, 0, 0),
    totalExpenses: years(87600, 90780, 94083),
    depreciation: years(0, 0, 0),
    operatingProfit: years(-15600, -780, 18417),
    interestExpense: years(0, 0, 0),
    profitBeforeTax: years(-12345, -780, 18417),
    incomeTax: years(0, 0, 0),
    netProfit: years(-12345, -780, 18417),
  },
  revenueStreams: [
    {
      name: 'Product/Service',
      kind: 'units',
      revenue: years(120000, 150000, 187500),
      cost: years(48000, 60000, 75000),
    },
  ],
};

export function balanceSheetResponse(overdraft = years(0, 0, 0)): TBalanceSheetResponse {
  return {
    ...common,
    balanceSheet: {
      assets: {
        cash: years(-7345, -8125, 10292),
        accountsReceivable: years(0, 0, 0),
        inventory: years(0, 0, 0),
        fixedAssets: years(8000, 8000, 8000),
        accumulatedDepreciation: years(0, 0, 0),
        netFixedAssets: years(8000, 8000, 8000),
        totalAssets: years(655, -125, 18292),
      },
      liabilities: {
        overdraft,
        accountsPayable: years(0, 0, 0),
        loans: years(0, 0, 0),
        totalLiabilities: overdraft,
      },
      equity: {
        initialCapital: years(13000, 13000, 13000),
        ownerDraws: years(0, 0, 0),
        retainedEarnings: years(-12345, -13125, 5292),
        totalEquity: years(655, -125, 18292),
      },
      totalLiabilitiesAndEquity: years(655, -125, 18292),
    },
    sourcesAndUses: {
      sources: [{ name: "Owner's cash", kind: 'ownerCash', amount: 13000 }],
      uses: [
        { name: 'One-time purchases', kind: 'purchases', amount: 8000 },
        { name: 'Working capital', kind: 'workingCapital', amount: 5000 },
      ],
      totalSources: 13000,
      totalUses: 13000,
    },
    lenderChecks: LENDER_CHECKS,
  };
}

/** A plan without loans whose cash dips $4,200 below zero and whose Year 2 operations lose money. */
export const LENDER_CHECKS: TBalanceSheetResponse['lenderChecks'] = [
  { code: 'DSCR_FIRST_TWO_YEARS', passed: null, figure: null, threshold: 1.15, fixes: [] },
  { code: 'DSCR_EVERY_YEAR', passed: null, figure: null, threshold: 1.25, fixes: [] },
  { code: 'EQUITY_INJECTION', passed: null, figure: null, threshold: 10, fixes: [] },
  {
    code: 'CASH_NEVER_NEGATIVE',
    passed: false,
    figure: 4200,
    threshold: 0,
    fixes: [{ kind: 'loan', amount: 4600 }],
  },
  {
    code: 'OPERATING_CASH_POSITIVE_YEAR_2',
    passed: false,
    figure: -780,
    threshold: 0,
    fixes: [{ kind: 'extraYearlyCash', amount: 780 }],
  },
  { code: 'BREAK_EVEN_WITHIN_24_MONTHS', passed: true, figure: 14, threshold: 24, fixes: [] },
];

export const cashFlowResponse: TCashFlowResponse = {
  ...common,
  cashFlow: {
    beginningCash: years(0, -7345, -8125),
    operations: {
      netProfit: years(-12345, -780, 18417),
      depreciation: years(0, 0, 0),
      changeInReceivables: years(0, 0, 0),
      changeInInventory: years(0, 0, 0),
      changeInPayables: years(0, 0, 0),
      netCashFromOperations: years(-12345, -780, 18417),
    },
    investing: { startupCost: years(-8000, 0, 0), netCashFromInvesting: years(-8000, 0, 0) },
    financing: {
      initialCash: years(13000, 0, 0),
      loanProceeds: years(0, 0, 0),
      loanRepayments: years(0, 0, 0),
      ownerDraws: years(0, 0, 0),
      netCashFromFinancing: years(13000, 0, 0),
    },
    changeInCash: years(-7345, -780, 18417),
    cashEndOfYear: years(-7345, -8125, 10292),
  },
};

export function prospect(selectedPlanCode = 'P02') {
  const plan = products.find((p) => p.code === selectedPlanCode);
  return {
    id: PROSPECT_ID,
    name: 'Jane Founder',
    email: 'jane@example.com',
    businessName: 'Jane Bakes',
    selectedPlan: plan?.name ?? 'Full Reports',
    selectedPlanCode,
    preferredPlan: null,
    preferredPlanCode: null,
    statementsType: plan?.statementsType ?? 'Complete',
    submissionCount: 1,
    maxSubmissions: 3,
    remainingReports: 2,
    reportCount: 3,
    createdAt: '2025-01-05T10:00:00.000Z',
  };
}

export const questionnaire = {
  id: QUESTIONNAIRE_ID,
  prospectId: PROSPECT_ID,
  isCompleted: true,
  statementType: 'Complete',
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-01-05T10:00:00.000Z',
  completedAt: '2025-01-05T10:00:00.000Z',
  businessInfo: { name: 'Sweet Rise Bakery', description: 'Cakes', type: 'both' },
  productsServices: { unitPrice: 12.5 },
  revenueInfo: { startMonth: '2', growthRate: 0.2 },
  salesVolume: { firstMonthSales: 1200 },
  growthRate: { annualGrowthRate: 20, isCustomGrowth: false },
  operationalCosts: { costPerItem: 5 },
  expenseInfo: {
    ownerSalary: 5000,
    monthlyAdvertising: 500,
    monthlyRent: 1500,
    monthlyUtilities: 200,
    monthlyInsurance: 100,
  },
  assetInfo: { oneTimePurchases: 8000 },
  equityInfo: {},
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export const SIMPLE_PLAN_MESSAGE =
  'The balance sheet is not included in the Free Projection plan. Upgrade to Full Reports to unlock it.';

/** The page's API for a prospect on `plan`; `extra` replaces or adds answers by URL. */
export function mockStatements({
  plan = 'P02',
  extra = {},
}: { plan?: string; extra?: Record<string, Handler> } = {}) {
  return mockApi({
    [`/api/profit-loss/${PROSPECT_ID}`]: () => jsonResponse(profitLossResponse),
    [`/api/profit-loss/questionnaire/${QUESTIONNAIRE_ID}`]: () => jsonResponse(profitLossResponse),
    [`/api/balance-sheet/${PROSPECT_ID}`]: () => jsonResponse(balanceSheetResponse()),
    [`/api/balance-sheet/questionnaire/${QUESTIONNAIRE_ID}`]: () => jsonResponse(balanceSheetResponse()),
    [`/api/cash-flow/${PROSPECT_ID}`]: () => jsonResponse(cashFlowResponse),
    [`/api/cash-flow/questionnaire/${QUESTIONNAIRE_ID}`]: () => jsonResponse(cashFlowResponse),
    [`/api/prospects/${PROSPECT_ID}`]: () => jsonResponse(prospect(plan)),
    [`/api/questionnaires/${QUESTIONNAIRE_ID}`]: () => jsonResponse(questionnaire),
    '/api/products': () => jsonResponse(products),
    // None written yet: the server's own answer (the page decides by its code).
    [`/api/assessments/${QUESTIONNAIRE_ID}`]: () =>
      jsonResponse(
        { error: 'NOT_FOUND', message: 'Assessment not found: it was never generated.' },
        { status: 404 },
      ),
    ...extra,
  });
}

/** The figures of a table row, by its data-row key. */
export function rowFigures(key: string): string[] {
  const row = document.querySelector(`[data-row="${key}"]`);
  if (!row) throw new Error(`row ${key} missing`);
  return Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '');
}

/** matchMedia answering `matches` for the phone query, as a phone (true) or a desktop (false) would. */
export function mockViewport({ isPhone }: { isPhone: boolean }) {
  const matchMedia = (query: string) => ({
    matches: isPhone && query.includes('max-width: 767px'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
  vi.stubGlobal('matchMedia', matchMedia);
}
