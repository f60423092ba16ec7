// A server 400 naming a questionnaire field: the answer it refused, the step that asks it, the server's sentence.
import { fieldKeyOfPath } from '@trajectory/engine';
import { ZErrorBody } from '@trajectory/contracts/common';
import { ApiError } from '@/lib/api';
import type { AnswerKey } from './answers';
import { stepOfField } from './steps';

export type FieldRefusal = { key: AnswerKey; step: number; message: string };

/** The refused field when the error is a 400 about an answer some step shows, else null. */
export function fieldRefusal(err: unknown): FieldRefusal | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  let body;
  try {
    body = ZErrorBody.safeParse(JSON.parse(err.bodyText));
  } catch {
    return null;
  }
  if (!body.success || !body.data.field) return null;
  const key = fieldKeyOfPath(body.data.field);
  if (key === null || key === 'offeringType') return null;
  const step = stepOfField(key);
  return step === null ? null : { key, step, message: body.data.message };
}
