// The chat messages sent to an OpenAI-compatible model: the settings as rules, the business as data.
import { ASSESSMENT_SECTION_KEYS, ASSESSMENT_SECTION_TITLES } from '@trajectory/contracts/assessments';
import {
  CALENDAR_MONTHS,
  DSCR_MINIMUM,
  formatBreakEven,
  lenderCheckLine,
  lenderChecks,
  type YearKey,
} from '@trajectory/engine';
import type { AiSettings, AssessmentInput } from '../../infra/ai/types';
import { yearKeysOf, yearsInWords } from '../../infra/ai/years';
import { deriveDetailFacts, type DetailFacts } from './analyst/detail';
import { deriveLenderFacts, type LenderFacts } from './analyst/lender-facts';

/**
 * What the prompts say about the plan beyond the settings: its years, the lender's lines it uses and the
 * business as it is (streams, team, start-up list, payment timing; issue #25).
 */
export type PromptContext = {
  years: number;
  lender: LenderFacts;
  detail: DetailFacts;
  hasStartupItems: boolean;
};

export function promptContext(input: Pick<AssessmentInput, 'inputs' | 'projection'>): PromptContext {
  return {
    years: input.projection.projectionYears,
    lender: deriveLenderFacts(input.inputs, input.projection),
    detail: deriveDetailFacts(input.inputs, input.projection),
    hasStartupItems: (input.inputs.startupItems ?? []).length > 0,
  };
}

const BASE_CONTEXT: PromptContext = {
  years: 3,
  lender: { any: false, debt: null, tax: null, depreciation: null, draws: null, seasons: null },
  detail: { streams: null, team: null, workingCapital: null, startupExpenses: 0 },
  hasStartupItems: false,
};

/** Whether the plan has any of the detailed answers the prompt describes. */
function hasDetail({ detail, hasStartupItems }: PromptContext): boolean {
  return Boolean(detail.streams || detail.team || detail.workingCapital || hasStartupItems);
}

/** The rules for the business as it is, for the parts the plan has. */
function detailRules({ detail, hasStartupItems }: PromptContext): string[] {
  return [
    detail.streams &&
      'The business sells several things (see "businessAsItIs.revenueStreams"): discuss the mix, each line\'s share of revenue and its gross margin, which line carries the profit and which is thinnest, and how the mix changes over the years.',
    detail.team &&
      'The business employs a team besides the owner ("businessAsItIs.team"): give its yearly cost (wages plus payroll taxes and benefits) against revenue, and whether the hiring is ahead of the sales.',
    detail.workingCapital &&
      'Customers, stock and suppliers are not paid on the day ("businessAsItIs.workingCapital"): say how much cash is tied up in receivables and stock less payables at each year end, and how much the payment timing adds to the funding gap ("fundingGapIfPaidOnTheDay").',
    hasStartupItems &&
      'The opening shopping list is in "businessAsItIs.sourcesAndUses": say what the opening money comes from and goes to, and what is left as working capital (or the shortfall).',
  ].filter((rule): rule is string => Boolean(rule));
}

/** The business as it is, keyed like the statements (year1..yearN), for a plan with any of it. */
function detailData(context: PromptContext, input: AssessmentInput) {
  const { detail } = context;
  const { projection } = input;
  const keys = yearKeysOf(projection);
  const byYear = <T>(values: readonly T[]) =>
    Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Record<YearKey, T>;
  const pct = (values: readonly (number | null)[]) =>
    byYear(values.map((x) => (x === null ? null : round2(x))));
  const { profitLoss: pl, balanceSheet: bs } = projection;
  const wc = detail.workingCapital;
  return {
    ...(detail.streams && {
      revenueStreams: detail.streams.map((stream, i) => ({
        name: stream.name,
        kind: stream.kind,
        revenue: projection.revenueStreams[i]?.revenue,
        cost: projection.revenueStreams[i]?.cost,
        grossMarginPct: pct(stream.marginPct),
        shareOfRevenuePct: pct(stream.sharePct),
      })),
    }),
    ...(detail.team && {
      team: {
        roles: (input.inputs.staffRoles ?? []).map((role) => ({
          title: role.title,
          headcount: role.headcount,
          monthlySalary: role.monthlySalary,
          starts: `Month ${(role.startMonth ?? 0) + 1}`,
        })),
        headcount: detail.team.headcount,
        payrollBurdenPct: detail.team.burdenPct,
        wages: pl.staffWages,
        payrollTaxesBenefits: pl.payrollTaxesBenefits,
        costPctOfRevenue: pct(detail.team.pctOfRevenue),
      },
    }),
    ...(wc && {
      workingCapital: {
        receivableDays: wc.receivableDays,
        inventoryDays: wc.inventoryDays,
        payableDays: wc.payableDays,
        accountsReceivable: bs.assets.accountsReceivable,
        inventory: bs.assets.inventory,
        accountsPayable: bs.liabilities.accountsPayable,
        cashTiedUp: byYear(wc.tied),
        fundingGapIfPaidOnTheDay: wc.withoutWorkingCapital.fundingGap,
      },
    }),
    ...(pl.startupExpenses.year1 !== 0 && { startupExpensesYear1: pl.startupExpenses.year1 }),
    sourcesAndUses: projection.sourcesAndUses,
  };
}

/** The rules for the lender's lines the plan uses (none for a plan without them). */
function lenderRules({ lender }: PromptContext): string[] {
  const minimum = DSCR_MINIMUM.toFixed(2);
  return [
    lender.debt &&
      `The plan borrows money (see "lender.loans"). Discuss the debt service (yearly interest plus repayments) and whether trading can afford it: debt-service coverage is the cash available for debt service (operating profit before depreciation, less income tax and the owner's draws) divided by the year's interest and repayments, and lenders look for at least ${minimum}. Name every year below ${minimum} with its figure and say what would fix it, using "lender.whatWouldFixCoverage" (more operating profit, a longer term or a smaller loan). Say how the loan balance falls on the balance sheet.`,
    lender.debt &&
      'A lender also runs the checks in "lenderChecklist" (debt-service coverage in Years 1-2 and every year, the owner\'s share of the opening money, cash never below zero, cash from operations in Year 2, break-even within 24 months). Name every check whose "passed" is false with its figure and its fix, using the amounts in "fixes" and the wording of "inWords".',
    lender.tax &&
      'Income tax is charged on each year\'s profit before tax after losses carried forward, paid in the year\'s last month. Give the tax per year, and when an earlier loss shelters later profit say so with the figures ("lender.incomeTax.byYear[].taxSavedByCarriedLosses").',
    lender.depreciation &&
      'The startup purchases are depreciated over their useful life: explain that depreciation lowers profit but not cash (it is added back in the cash flow) and what the assets are worth on the balance sheet.',
    lender.draws &&
      'The owner takes a draw each month: it is not an expense (profit is unchanged) but it leaves the bank account and reduces equity. Say what the draws take each year and whether net profit covers them.',
    lender.seasons &&
      'Sales follow seasonality weights (calendar months, January first, from the opening month given): name the busiest and quietest months and the cash low point the seasons cause, against a flat year.',
  ].filter((rule): rule is string => Boolean(rule));
}

const LANGUAGE: Record<AiSettings['languageLevel'], string> = {
  elementary: 'Write at an elementary reading level: short sentences, everyday words, no jargon.',
  high_school:
    'Write at a high-school reading level: plain English; explain a financial term the first time it is used.',
  college: 'Write at a college reading level: standard business and accounting terms are fine.',
  professional:
    'Write for a professional reader (a banker or accountant): precise financial terminology, concise.',
};

const PERSPECTIVE: Record<AiSettings['tonePerspective'], (name: string) => string> = {
  business_name: (name) => `Refer to the business by its name, "${name}".`,
  second_person: () => 'Address the founder directly as "you" and "your business".',
  third_person: () => 'Refer to the business as "the business" (third person).',
};

const LENGTH: Record<AiSettings['reportLength'], string> = {
  concise: 'Keep each section short: one paragraph, or three to four bullets.',
  standard: 'Give each section two or three paragraphs; lists of five or six bullets.',
  detailed: 'Give each section three to five paragraphs; lists of seven or eight bullets.',
};

export function buildSystemPrompt(
  settings: AiSettings,
  businessName: string,
  context: PromptContext = BASE_CONTEXT,
): string {
  const rules = [
    `You are a small-business financial analyst writing an assessment of a first-time founder’s ${yearsInWords(context.years)}-year projection, which they will show to a bank.`,
    'Use only the figures provided; quote them with thousands separators and whole dollars (prices may keep cents). Never put a minus sign before an amount: write "a loss of $19,712" for a negative profit and "$19,712 below zero" for a negative cash balance. Months are 1-based ("Month 4").',
    'Be specific to this business: its price against its cost per item, its break-even month, its funding gap and when cash runs lowest, its growth assumption and its expense structure.',
    'If there is a funding gap, name its amount, the month it must be closed by, and a way to close it. If there is no break-even, say so plainly and give the monthly units that would break even (fixed costs ÷ (price − cost per item)). If the price is at or below the cost per item, say that every sale loses money.',
    ...lenderRules(context),
    ...detailRules(context),
    LANGUAGE[settings.languageLevel],
    PERSPECTIVE[settings.tonePerspective](businessName),
    LENGTH[settings.reportLength],
    settings.industryFocus !== 'general'
      ? `Analyse it with a ${settings.industryFocus} industry lens.`
      : 'Choose the industry lens from the business description and product type.',
    settings.emphasizeMarketAnalysis ? 'Give the market opportunity and demand evidence extra weight.' : '',
    settings.includeCompetitiveAnalysis
      ? 'Include a competitive analysis: pricing against alternatives and positioning.'
      : '',
    settings.emphasizeFinancialMetrics
      ? 'Emphasise financial metrics: margins, break-even volume, net margin by year.'
      : '',
    settings.includeRiskAssessment
      ? 'Include a risk assessment with the main risks and their effect in dollars.'
      : '',
    'Plain text only: no Markdown, no HTML. Separate paragraphs with a blank line; lists use lines starting with "- ".',
    `Answer with one JSON object with exactly these string fields: ${ASSESSMENT_SECTION_KEYS.map(
      (k) => `"${k}" (${ASSESSMENT_SECTION_TITLES[k]})`,
    ).join(
      ', ',
    )}. "benchmarkComparison" holds concrete questions the founder should explore; "recommendations" holds prioritised actions.`,
    settings.customInstructions.trim()
      ? `Additional instructions from the operator: ${settings.customInstructions.trim()}`
      : '',
    settings.additionalPromptSuggestions.trim()
      ? `Further suggestions from the operator: ${settings.additionalPromptSuggestions.trim()}`
      : '',
  ];
  return rules.filter(Boolean).join('\n');
}

const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);

/** The lender's figures, keyed like the statements (year1..yearN), for a plan that uses any of them. */
function lenderData({ lender, years }: PromptContext) {
  const keys = yearKeysOf({ projectionYears: years as 3 | 5 });
  const byYear = <T>(value: (i: number) => T) =>
    Object.fromEntries(keys.map((key, i) => [key, value(i)])) as Record<YearKey, T>;
  const { debt, tax, depreciation, draws, seasons } = lender;
  return {
    ...(debt && {
      loans: debt.loans.map((loan) => ({
        amount: loan.amount,
        annualRatePct: loan.annualRatePct,
        termMonths: loan.termMonths,
        arrives: loan.startMonth === 0 ? 'at opening' : `Month ${loan.startMonth + 1}`,
        monthlyPayment: Math.round(loan.payment * 100) / 100,
      })),
      debtServiceCoverageMinimum: DSCR_MINIMUM,
      debtByYear: byYear((i) => ({
        interest: debt.interest[i],
        repayments: debt.repayments[i],
        debtService: debt.service[i],
        cashAvailableForDebtService: debt.cashProfit[i],
        debtServiceCoverage: round2(debt.coverage[i] ?? null),
        loanBalanceAtYearEnd: debt.balance[i],
      })),
      yearsBelowCoverageMinimum: debt.low.map((l) => ({
        year: `Year ${l.year}`,
        debtServiceCoverage: round2(l.coverage),
      })),
      ...(debt.low.length > 0 &&
        debt.weakest && {
          whatWouldFixCoverage: {
            extraOperatingProfitNeeded: {
              year: `Year ${debt.weakest.year}`,
              amount: Math.round(debt.weakest.shortfall),
            },
            longerTerm: debt.longerTerm && {
              termMonths: debt.longerTerm.termMonths,
              weakestCoverage: round2(debt.longerTerm.weakest.coverage),
            },
            smallerLoan: debt.smallerLoan && {
              totalAmount: debt.smallerLoan.amount,
              fundingGapThen: debt.smallerLoan.fundingGap,
            },
          },
        }),
      withoutLoans: {
        fundingGap: debt.withoutLoans.fundingGap,
        lowestCash: Math.round(debt.withoutLoans.lowestCash),
      },
    }),
    ...(tax && {
      incomeTax: {
        ratePct: tax.ratePct,
        byYear: byYear((i) => ({
          profitBeforeTax: tax.profitBeforeTax[i],
          incomeTax: tax.tax[i],
          taxSavedByCarriedLosses: tax.sheltered.find((s) => s.year === i + 1)?.saved ?? 0,
        })),
      },
    }),
    ...(depreciation && {
      depreciation: {
        usefulLifeYears: depreciation.lifeYears,
        startupPurchasesAtCost: depreciation.cost,
        byYear: byYear((i) => ({
          depreciation: depreciation.yearly[i],
          netFixedAssetsAtYearEnd: depreciation.netFixedAssets[i],
        })),
      },
    }),
    ...(draws && {
      ownerDraws: {
        monthly: draws.monthly,
        firstMonth: `Month ${draws.startMonth + 1}`,
        byYear: byYear((i) => draws.yearly[i]),
        yearsNetProfitDoesNotCover: draws.uncovered.map((u) => `Year ${u.year}`),
      },
    }),
    ...(seasons && {
      seasonality: {
        monthlyWeights: Object.fromEntries(CALENDAR_MONTHS.map((name, i) => [name, seasons.weights[i]])),
        openingMonth: seasons.openingMonthName,
        busiestMonths: seasons.busiest.map((m) => m.name),
        quietestMonths: seasons.quietest.map((m) => m.name),
        lowestCashCalendarMonth: seasons.lowestCashMonthName ?? 'at opening',
        flatYearLowestCash: Math.round(seasons.flat.lowestCash),
      },
    }),
  };
}

const LENDER_ASSUMPTIONS: [keyof Omit<LenderFacts, 'any'>, string][] = [
  [
    'debt',
    'loans are repaid in equal monthly payments from the month after they arrive, interest on the balance before each payment',
  ],
  [
    'tax',
    'income tax is yearly, on profit before tax after losses carried forward, paid in the year’s last month',
  ],
  ['depreciation', 'depreciation is straight-line from opening over the useful life and is not a cash cost'],
  ['draws', 'owner’s draws are not an expense: they reduce cash and equity'],
  ['seasons', 'sales volume follows the seasonality weights'],
];

function assumptions({ lender }: PromptContext): string {
  const base =
    'Monthly expenses grow 5% a year, salaries 3% a year, sales volume compounds at the growth rate';
  if (!lender.any) return `${base}; no taxes, depreciation, amortization or loans.`;
  const used = LENDER_ASSUMPTIONS.filter(([key]) => lender[key] !== null).map(([, text]) => text);
  const absent = [
    !lender.debt && 'loans',
    !lender.tax && 'taxes',
    !lender.depreciation && 'depreciation',
  ].filter((x): x is string => Boolean(x));
  return `${base}; ${used.join('; ')}${absent.length ? `; no ${absent.join(', ')}` : ''}.`;
}

export function buildUserPrompt(
  input: AssessmentInput,
  context: PromptContext = promptContext(input),
): string {
  const { projection, inputs } = input;
  const data = {
    businessName: input.businessName,
    questionnaireAnswers: input.answers,
    modelInputs: {
      ...inputs,
      startMonth: `Month ${inputs.startMonth + 1}`,
      growthRatePercent: inputs.growthRate * 100,
    },
    metrics: {
      ...projection.metrics,
      breakEvenMonth: formatBreakEven(projection.metrics.breakEvenMonth, projection.projectionYears),
      lowestCashMonth:
        projection.metrics.lowestCashMonth === null
          ? 'at opening'
          : `Month ${projection.metrics.lowestCashMonth + 1}`,
      firstNegativeCashMonth:
        projection.metrics.firstNegativeCashMonth === null
          ? 'never'
          : `Month ${projection.metrics.firstNegativeCashMonth + 1}`,
    },
    profitLoss: projection.profitLoss,
    balanceSheet: projection.balanceSheet,
    cashFlow: projection.cashFlow,
    warnings: projection.warnings.map((w) => w.message),
    assumptions: assumptions(context),
    ...(context.years !== 3 && { projectionYears: context.years }),
    ...(context.lender.any && { lender: lenderData(context) }),
    ...(hasDetail(context) && { businessAsItIs: detailData(context, input) }),
    // The lender's checklist (issue #25), for a plan that borrows, with each check's line in words.
    ...(context.lender.debt && {
      lenderChecklist: lenderChecks(inputs, projection).map((check) => ({
        ...check,
        inWords: lenderCheckLine(check),
      })),
    }),
  };
  return `Write the assessment for this business.\n\n${JSON.stringify(data)}`;
}

/** Both messages, from one reading of the plan. */
export function buildPrompts(input: AssessmentInput): { system: string; user: string } {
  const context = promptContext(input);
  return {
    system: buildSystemPrompt(input.settings, input.businessName, context),
    user: buildUserPrompt(input, context),
  };
}
