// The chat messages sent to an OpenAI-compatible model: the settings as rules, the business as data.
import { ASSESSMENT_SECTION_KEYS, ASSESSMENT_SECTION_TITLES } from '@trajectory/contracts/assessments';
import type { AiSettings, AssessmentInput } from './types';

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

export function buildSystemPrompt(settings: AiSettings, businessName: string): string {
  const rules = [
    'You are a small-business financial analyst writing an assessment of a first-time founder’s three-year projection, which they will show to a bank.',
    'Use only the figures provided; quote them with thousands separators and whole dollars (prices may keep cents). Never put a minus sign before an amount: write "a loss of $19,712" for a negative profit and "$19,712 below zero" for a negative cash balance. Months are 1-based ("Month 4").',
    'Be specific to this business: its price against its cost per item, its break-even month, its funding gap and when cash runs lowest, its growth assumption and its expense structure.',
    'If there is a funding gap, name its amount, the month it must be closed by, and a way to close it. If there is no break-even, say so plainly and give the monthly units that would break even (fixed costs ÷ (price − cost per item)). If the price is at or below the cost per item, say that every sale loses money.',
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

export function buildUserPrompt(input: AssessmentInput): string {
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
      breakEvenMonth:
        projection.metrics.breakEvenMonth === null
          ? 'none within 36 months'
          : `Month ${projection.metrics.breakEvenMonth + 1}`,
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
    assumptions:
      'Monthly expenses grow 5% a year, salaries 3% a year, sales volume compounds at the growth rate; no taxes, depreciation, amortization or loans.',
  };
  return `Write the assessment for this business.\n\n${JSON.stringify(data)}`;
}
