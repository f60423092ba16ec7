// Which prospect a visitor-facing resource belongs to: the one place every route resolves ownership.
import type { DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { findProspectByEmail } from '../prospects/service';
import { findQuestionnaireById, type QuestionnaireRow } from '../questionnaires/service';
import { prospectIdOfOrder, prospectIdOfReport } from './repo';

type NotFound = { notFound: () => AppError };
export type AccessTarget = NotFound &
  (
    | { prospectId: string }
    | { prospectEmail: string }
    | { questionnaireId: string }
    | { reportId: string }
    | { orderId: string }
  );

/** The 404 each kind of resource answers when it is missing; a foreign one answers the same. */
export const missing = {
  prospect: (field?: string) => () => new AppError('NOT_FOUND', 'Prospect not found', field ? { field } : {}),
  questionnaire: (field?: string) => () =>
    new AppError('NOT_FOUND', 'Questionnaire not found', field ? { field } : {}),
  report: () => () => new AppError('NOT_FOUND', 'Report not found'),
  order: (field?: string) => () => new AppError('NOT_FOUND', 'Order not found', field ? { field } : {}),
};

/** What resolving a target read on the way: a questionnaire's whole row, which its route reads next anyway. */
export type Resolved = { prospectId: string | undefined; questionnaire?: QuestionnaireRow };

export async function resolveProspectOf(db: DbOrTx, target: AccessTarget): Promise<Resolved> {
  if ('prospectId' in target) return { prospectId: target.prospectId };
  if ('prospectEmail' in target)
    return { prospectId: (await findProspectByEmail(db, { email: target.prospectEmail }))?.id };
  if ('questionnaireId' in target) {
    const questionnaire = await findQuestionnaireById(db, { id: target.questionnaireId });
    return { prospectId: questionnaire?.prospectId, questionnaire };
  }
  if ('reportId' in target) return { prospectId: await prospectIdOfReport(db, { id: target.reportId }) };
  return { prospectId: await prospectIdOfOrder(db, { id: target.orderId }) };
}
