// Chooses the assessment writer: an OpenAI-compatible model when OPENAI_API_KEY is set, else the analyst.
import type { Config } from '../config';
import { createBuiltinWriter } from './builtin';
import { createOpenAiWriter, type OpenAiWriterOptions } from './openai';
import type { AssessmentWriter } from './types';

export function createAssessmentWriter(config: Config, log?: OpenAiWriterOptions['log']): AssessmentWriter {
  if (config.OPENAI_API_KEY) {
    return createOpenAiWriter({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      log,
    });
  }
  return createBuiltinWriter();
}
