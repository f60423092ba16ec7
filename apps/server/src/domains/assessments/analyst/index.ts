// The built-in analyst: deterministic assessment text from the answers, the projection and the AI settings.
import type { TAssessmentContent } from '@trajectory/contracts/assessments';
import type { AssessmentInput } from '../../../infra/ai/types';
import { writeQuestions, writeRecommendations } from './advice';
import { yearsInWords } from '../../../infra/ai/years';
import { deriveFacts, type Facts } from './facts';
import { list } from '../../../lib/prose-format';
import { writeBalanceSheetAnalysis, writeCashFlowAnalysis, writeProfitLossAnalysis } from './statements';
import { writeExecutiveSummary, writeMarketOpportunity } from './summary';
import { createVoice } from './voice';

const LABEL: Record<string, string> = {
  elementary: 'elementary',
  high_school: 'high school',
  college: 'college',
  professional: 'professional',
  business_name: 'business name',
  second_person: 'second person',
  third_person: 'third person',
};

/** What the model behind the figures holds: the base model, or the lender's lines the plan uses. */
function modelScope(f: Facts): string {
  const l = f.lender;
  if (!l.any) return '(no taxes, depreciation or loans)';
  const parts = [
    l.debt && (l.debt.loans.length === 1 ? 'the loan' : 'the loans'),
    l.tax && 'income tax',
    l.depreciation && 'depreciation',
    l.draws && "the owner's draws",
    l.seasons && 'seasonal sales',
  ].filter((p): p is string => Boolean(p));
  return `(with ${list(parts)} as entered in the questionnaire)`;
}

function reportDetails({ businessName, settings, now }: AssessmentInput, f: Facts): string {
  const date = now.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    `Business assessment of ${businessName}, written on ${date} by Trajectory's built-in analyst from the questionnaire answers and the ${yearsInWords(f.years)}-year projection. ` +
    `Language level: ${LABEL[settings.languageLevel] ?? settings.languageLevel}; perspective: ${LABEL[settings.tonePerspective] ?? settings.tonePerspective}; ` +
    `length: ${settings.reportLength}; industry focus: ${settings.industryFocus}. ` +
    `Figures are estimates from the projection model ${modelScope(f)} meant to guide discussion, not financial advice.`
  );
}

export function writeAnalystAssessment(input: AssessmentInput): TAssessmentContent {
  const { businessName, answers, inputs, projection, settings } = input;
  const facts = deriveFacts(businessName, answers, inputs, projection);
  const voice = createVoice(
    { level: settings.languageLevel, perspective: settings.tonePerspective },
    businessName,
  );
  return {
    executiveSummary: writeExecutiveSummary(facts, voice, settings),
    marketOpportunity: writeMarketOpportunity(facts, voice, settings),
    profitLossAnalysis: writeProfitLossAnalysis(facts, voice, settings),
    balanceSheetAnalysis: writeBalanceSheetAnalysis(facts, voice, settings),
    cashFlowAnalysis: writeCashFlowAnalysis(facts, voice, settings),
    benchmarkComparison: writeQuestions(facts, voice, settings),
    recommendations: writeRecommendations(facts, voice, settings),
    reportDetails: reportDetails(input, facts),
  };
}
