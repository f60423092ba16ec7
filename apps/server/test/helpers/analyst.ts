// The built-in analyst's input for a questionnaire, and its text, for the tests that read its sentences
// against the engine's figures. No database.
import { ASSESSMENT_SECTION_KEYS } from '@trajectory/contracts/assessments';
import { normalizeQuestionnaire, project, type ProjectionInputs } from '@trajectory/engine';
import { writeAnalystAssessment } from '../../src/domains/assessments/analyst/index';
import { DEFAULT_AI_SETTINGS, type AssessmentInput } from '../../src/infra/ai/types';

export const LANGUAGE_LEVELS = ['elementary', 'high_school', 'college', 'professional'] as const;

/** What the analyst writes from: the completed answers projected, on 4 March 2026. */
export function analystInput(
  sections: Record<string, unknown>,
  {
    businessName = 'Ada Bakes',
    level,
  }: { businessName?: string; level?: (typeof LANGUAGE_LEVELS)[number] } = {},
): AssessmentInput & { inputs: ProjectionInputs } {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  return {
    businessName,
    answers: sections,
    inputs: normalized.inputs,
    projection: project(normalized.inputs),
    settings: level ? { ...DEFAULT_AI_SETTINGS, languageLevel: level } : DEFAULT_AI_SETTINGS,
    now: new Date('2026-03-04T12:00:00Z'),
  };
}

/** Every section of the analyst's assessment, one after another. */
export function analystText(input: AssessmentInput): string {
  const content = writeAnalystAssessment(input);
  return ASSESSMENT_SECTION_KEYS.map((key) => content[key]).join('\n\n');
}
