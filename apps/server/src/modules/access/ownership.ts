// Which prospect a visitor-facing resource belongs to: the one place every route resolves ownership.
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findProspectByEmail } from '../prospects/service';
import {
  prospectIdOfOrder,
  prospectIdOfProviderRef,
  prospectIdOfQuestionnaire,
  prospectIdOfReport,
} from './repo';

type NotFound = { notFound: () => AppError };
export type AccessTarget = NotFound &
  (
    | { prospectId: string }
    | { prospectEmail: string }
    | { questionnaireId: string }
    | { reportId: string }
    | { orderId: string }
    | { providerRef: string; provider?: 'paypal' }
  );

/** The 404 each kind of resource answers when it is missing; a foreign one answers the same. */
export const missing = {
  prospect: (field?: string) => () => new AppError('NOT_FOUND', 'Prospect not found', field ? { field } : {}),
  questionnaire: (field?: string) => () =>
    new AppError('NOT_FOUND', 'Questionnaire not found', field ? { field } : {}),
  report: () => () => new AppError('NOT_FOUND', 'Report not found'),
  order: (field?: string) => () => new AppError('NOT_FOUND', 'Order not found', field ? { field } : {}),
};

export async function resolveProspectOf(db: DbOrTx, target: AccessTarget): Promise<string | undefined> {
  if ('prospectId' in target) return target.prospectId;
  if ('prospectEmail' in target) return (await findProspectByEmail(db, { email: target.prospectEmail }))?.id;
  if ('questionnaireId' in target) return prospectIdOfQuestionnaire(db, { id: target.questionnaireId });
  if ('reportId' in target) return prospectIdOfReport(db, { id: target.reportId });
  if ('orderId' in target) return prospectIdOfOrder(db, { id: target.orderId });
  return prospectIdOfProviderRef(db, target);
}
