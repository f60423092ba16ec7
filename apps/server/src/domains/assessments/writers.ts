// Chooses the assessment writer: an OpenAI-compatible model when OPENAI_API_KEY is set (infra/ai sends it
// this domain's prompts), else the built-in analyst, deterministic and offline.
import type { Config } from '../../infra/config';
import { createOpenAiWriter, type OpenAiWriterOptions } from '../../infra/ai/openai';
import type { AssessmentWriter } from '../../infra/ai/types';
import { writeAnalystAssessment } from './analyst/index';
import { buildPrompts } from './prompt';

/** The default writer: the built-in analyst. */
export function createBuiltinWriter(): AssessmentWriter {
  return { name: 'builtin', write: async (input) => writeAnalystAssessment(input) };
}

export function createAssessmentWriter(config: Config, log?: OpenAiWriterOptions['log']): AssessmentWriter {
  if (config.OPENAI_API_KEY) {
    return createOpenAiWriter({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      log,
      buildPrompts,
    });
  }
  return createBuiltinWriter();
}
