// Which prospect a visitor-facing resource belongs to: the one place every route resolves ownership.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, questionnaires, reports } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { findProspectByEmail } from '../prospects/repo';

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
  if ('questionnaireId' in target) {
    const [row] = await db
      .select({ prospectId: questionnaires.prospectId })
      .from(questionnaires)
      .where(eq(questionnaires.id, target.questionnaireId))
      .limit(1);
    return row?.prospectId;
  }
  if ('reportId' in target) {
    const [row] = await db
      .select({ prospectId: reports.prospectId })
      .from(reports)
      .where(eq(reports.id, target.reportId))
      .limit(1);
    return row?.prospectId;
  }
  if ('orderId' in target) {
    const [row] = await db
      .select({ prospectId: orders.prospectId })
      .from(orders)
      .where(eq(orders.id, target.orderId))
      .limit(1);
    return row?.prospectId;
  }
  const rows = await db
    .select({ prospectId: orders.prospectId, provider: orders.provider })
    .from(orders)
    .where(eq(orders.providerRef, target.providerRef));
  return rows.find((r) => !target.provider || r.provider === target.provider)?.prospectId;
}
