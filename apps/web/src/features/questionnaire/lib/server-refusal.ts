// A server 400 naming a questionnaire field: the answer it refused, the step that asks it, the server's sentence.
import { answerPathOfStored, parseAnswerPath, type AnswerPath } from '@trajectory/engine';
import { ZErrorBody } from '@trajectory/contracts/common';
import { hasErrorCode } from '@/lib/api';
import { stepOfField } from './steps';

/** `at`: where the wizard holds the refused answer (a key, or 'loans[1].amount'). */
export type FieldRefusal = { at: AnswerPath; step: number; message: string };

/** The refused field when the error is an invalid answer some step shows, else null. */
export function fieldRefusal(err: unknown): FieldRefusal | null {
  if (!hasErrorCode(err, 'INVALID_INPUT')) return null;
  let body;
  try {
    body = ZErrorBody.safeParse(JSON.parse(err.bodyText));
  } catch {
    return null;
  }
  if (!body.success || !body.data.field) return null;
  const at = answerPathOfStored(body.data.field);
  const key = at === null ? null : (parseAnswerPath(at)?.key ?? null);
  if (at === null || key === null || key === 'offeringType') return null;
  const step = stepOfField(key);
  return step === null ? null : { at, step, message: body.data.message };
}
