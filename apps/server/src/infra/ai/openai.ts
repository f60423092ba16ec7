// The OpenAI-compatible writer: one chat completion asking for the seven sections as JSON, retried once.
// What the model is told (the prompts) is the assessments domain's, passed in as `buildPrompts`.
import OpenAI from 'openai';
import {
  ASSESSMENT_SECTION_KEYS,
  ZAssessmentContent,
  type TAssessmentContent,
} from '@trajectory/contracts/assessments';
import { AssessmentWriterError, type AssessmentInput, type AssessmentWriter } from './types';

const ATTEMPTS = 2;
// Reasoning models (gpt-5 family, o-series) count their hidden reasoning in max_completion_tokens, so the
// configured answer length gets this allowance on top, or the answer would come back empty.
const REASONING_ALLOWANCE = 8_000;

export type OpenAiWriterOptions = {
  apiKey: string;
  baseURL?: string;
  timeoutMs: number;
  log?: { warn: (obj: object, msg: string) => void };
  /** The system and user messages for one assessment. */
  buildPrompts: (input: AssessmentInput) => { system: string; user: string };
};

const isReasoningModel = (model: string) => /^(gpt-5|o\d)/i.test(model);

/** Lists become "- " bullets and Markdown emphasis or headings are dropped: the web renders plain text. */
function normaliseSections(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of [...ASSESSMENT_SECTION_KEYS, 'reportDetails']) {
    let v = out[key];
    if (Array.isArray(v) && v.every((item) => typeof item === 'string')) {
      v = v.map((item) => `- ${item.replace(/^\s*[-*•]\s*/, '')}`).join('\n');
    }
    if (typeof v === 'string') v = v.replace(/\*\*|__/g, '').replace(/^#{1,6}\s+/gm, '');
    if (v !== undefined) out[key] = v;
  }
  return out;
}

export function parseAssessmentAnswer(content: string | null | undefined): TAssessmentContent {
  const text = (content ?? '').trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  if (!text) throw new AssessmentWriterError('the model returned an empty answer');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AssessmentWriterError('the model did not answer with valid JSON');
  }
  const parsed = ZAssessmentContent.safeParse(normaliseSections(json));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'the answer';
    const message = issue?.message ?? 'is invalid';
    throw new AssessmentWriterError(
      `the model's answer is incomplete: ${message.startsWith(field) ? message : `${field} ${message}`}`,
    );
  }
  return parsed.data;
}

function describeError(err: unknown, timeoutMs: number): string {
  if (err instanceof AssessmentWriterError) return err.message;
  if (err instanceof OpenAI.APIConnectionTimeoutError)
    return `the model did not answer within ${timeoutMs} ms`;
  if (err instanceof OpenAI.APIConnectionError) return 'the model server could not be reached';
  if (err instanceof OpenAI.APIError) return `the model server answered ${err.status ?? 'with an error'}`;
  return err instanceof Error ? err.message : String(err);
}

export function createOpenAiWriter({
  apiKey,
  baseURL,
  timeoutMs,
  log,
  buildPrompts,
}: OpenAiWriterOptions): AssessmentWriter {
  const client = new OpenAI({ apiKey, baseURL, timeout: timeoutMs, maxRetries: 0 });

  async function attempt(input: AssessmentInput): Promise<TAssessmentContent> {
    const { settings } = input;
    const reasoning = isReasoningModel(settings.model);
    const { system, user } = buildPrompts(input);
    const completion = await client.chat.completions.create(
      {
        model: settings.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_object' },
        // Reasoning models accept only their default temperature and take max_completion_tokens.
        ...(reasoning
          ? { max_completion_tokens: settings.maxTokens + REASONING_ALLOWANCE }
          : { max_tokens: settings.maxTokens, temperature: settings.temperature }),
      },
      { timeout: timeoutMs, maxRetries: 0 },
    );
    const choice = completion.choices?.[0];
    if (!choice?.message?.content && choice?.finish_reason === 'length') {
      throw new AssessmentWriterError('the model ran out of tokens before answering (raise max tokens)');
    }
    return parseAssessmentAnswer(choice?.message?.content);
  }

  return {
    name: 'openai',
    async write(input) {
      let reason = '';
      for (let i = 1; i <= ATTEMPTS; i += 1) {
        try {
          return await attempt(input);
        } catch (err) {
          reason = describeError(err, timeoutMs);
          log?.warn({ attempt: i, reason }, 'AI assessment attempt failed');
        }
      }
      throw new AssessmentWriterError(`AI analysis failed after ${ATTEMPTS} attempts: ${reason}.`);
    },
  };
}
