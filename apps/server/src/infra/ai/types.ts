// The port every assessment writer implements: the same input, the seven sections out.
import type { TAssessmentContent } from '@trajectory/contracts/assessments';
import type { Projection, ProjectionInputs } from '@trajectory/engine';

export type LanguageLevel = 'elementary' | 'high_school' | 'college' | 'professional';
export type TonePerspective = 'business_name' | 'second_person' | 'third_person';
export type ReportLength = 'concise' | 'standard' | 'detailed';
export type IndustryFocus = 'general' | 'technology' | 'retail' | 'services' | 'manufacturing';

/** The active AI configuration (admin.md section 9), read from the ai_config table. */
export type AiSettings = {
  model: string;
  temperature: number;
  maxTokens: number;
  languageLevel: LanguageLevel;
  tonePerspective: TonePerspective;
  reportLength: ReportLength;
  industryFocus: IndustryFocus;
  customInstructions: string;
  additionalPromptSuggestions: string;
  emphasizeMarketAnalysis: boolean;
  includeCompetitiveAnalysis: boolean;
  emphasizeFinancialMetrics: boolean;
  includeRiskAssessment: boolean;
};

export const DEFAULT_AI_SETTINGS: AiSettings = {
  model: 'gpt-5',
  temperature: 0.5,
  maxTokens: 3000,
  languageLevel: 'high_school',
  tonePerspective: 'business_name',
  reportLength: 'standard',
  industryFocus: 'general',
  customInstructions: '',
  additionalPromptSuggestions: '',
  emphasizeMarketAnalysis: true,
  includeCompetitiveAnalysis: false,
  emphasizeFinancialMetrics: true,
  includeRiskAssessment: false,
};

/** Everything a writer may use: the answers as stored, the engine's view of them, and the settings. */
export type AssessmentInput = {
  businessName: string;
  /** The questionnaire's sections as stored (answers, including description and product type). */
  answers: Record<string, unknown>;
  inputs: ProjectionInputs;
  projection: Projection;
  settings: AiSettings;
  /** When the assessment is written; reportDetails carries it. */
  now: Date;
};

export type AssessmentWriter = {
  /** Stored on the assessment: which writer produced it. */
  readonly name: 'builtin' | 'openai';
  write(input: AssessmentInput): Promise<TAssessmentContent>;
};

/** A writer that gave up; its message is stored on the failed assessment and shown to staff. */
export class AssessmentWriterError extends Error {}
