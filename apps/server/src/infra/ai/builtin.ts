// The default writer: the built-in analyst, deterministic and offline.
import { writeAnalystAssessment } from '../../domains/assessments/analyst/index';
import type { AssessmentWriter } from './types';

export function createBuiltinWriter(): AssessmentWriter {
  return { name: 'builtin', write: async (input) => writeAnalystAssessment(input) };
}
