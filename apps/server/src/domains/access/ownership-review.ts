// "Were these yours?": after a link is verified, the founder reviews the plans started from another browser
// (someone who registered their e-mail first). No deletes them and gives their credits back; yes keeps
// them. Asked once per prospect, and written to the audit log.
import type {
  TOwnershipReview,
  TOwnershipReviewAnswer,
  TOwnershipReviewResult,
  TReviewPlan,
} from '@trajectory/contracts/access';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import {
  findProspectById,
  findProspectForUpdate,
  toProspectDto,
  updateProspect,
  type ProspectRow,
} from '../prospects/service';
import { missing } from './ownership';
import { deletePlans, findPlansStartedElsewhere } from './repo';
import type { VisitorSession } from './service';

/** The founder: this browser holds the prospect through a verified link, not only by registering. */
function assertFounder(session: VisitorSession | null | undefined, prospectId: string) {
  if (!session?.grants.some((g) => g.prospectId === prospectId && g.isVerified))
    throw missing.prospect('prospectId')();
}

async function plansToReview(
  db: DbOrTx,
  { prospect, sessionId }: { prospect: ProspectRow; sessionId: string },
): Promise<TReviewPlan[]> {
  if (prospect.ownershipReviewedAt) return [];
  const rows = await findPlansStartedElsewhere(db, { prospectId: prospect.id, sessionId });
  return rows.map((row) => ({
    questionnaireId: row.id,
    businessName: row.businessName?.trim() || prospect.businessName,
    startedAt: row.createdAt.toISOString(),
    isCompleted: row.isCompleted,
  }));
}

/** The plans to ask the verifying browser about, right after it used a link. */
export async function reviewPlansAfterVerify(
  db: DbOrTx,
  { prospectId, sessionId }: { prospectId: string; sessionId: string },
): Promise<TReviewPlan[]> {
  const prospect = await findProspectById(db, { id: prospectId });
  return prospect ? plansToReview(db, { prospect, sessionId }) : [];
}

/** `GET /api/access/ownership-review/:prospectId`: the founder's plans to review (empty when none). */
export async function getOwnershipReview(
  db: DbOrTx,
  { session, prospectId }: { session: VisitorSession | null | undefined; prospectId: string },
): Promise<TOwnershipReview> {
  assertFounder(session, prospectId);
  const prospect = await findProspectById(db, { id: prospectId });
  if (!prospect) throw missing.prospect('prospectId')();
  return { prospectId, plans: await plansToReview(db, { prospect, sessionId: session!.id }) };
}

const contactFields = (row: ProspectRow) => ({
  name: row.name,
  businessName: row.businessName,
  phone: row.phone,
  submissionCount: row.submissionCount,
});

/** `POST /api/access/ownership-review`: records the founder's answer, once. */
export async function answerOwnershipReview(
  db: Database,
  { session, answer }: { session: VisitorSession | null | undefined; answer: TOwnershipReviewAnswer },
): Promise<TOwnershipReviewResult> {
  const { prospectId, wereYours, corrections } = answer;
  assertFounder(session, prospectId);
  if (wereYours && corrections)
    throw new AppError('INVALID_INPUT', 'corrections are only taken when the plans were not yours', {
      field: 'corrections',
    });
  const outcome = await db.transaction(async (tx) => {
    const prospect = await findProspectForUpdate(tx, { id: prospectId });
    if (!prospect) throw missing.prospect('prospectId')();
    if (prospect.ownershipReviewedAt)
      throw new AppError('CONFLICT', 'These plans were already reviewed.', { field: 'prospectId' });
    const plans = await plansToReview(tx, { prospect, sessionId: session!.id });
    if (plans.length === 0)
      throw new AppError('CONFLICT', 'There are no plans from another browser to review.', {
        field: 'prospectId',
      });
    const deleted = wereYours
      ? []
      : await deletePlans(tx, { prospectId, ids: plans.map((p) => p.questionnaireId) });
    const creditsRestored = deleted.filter((d) => d.isCompleted).length;
    const updated = await updateProspect(tx, {
      id: prospectId,
      values: {
        ownershipReviewedAt: new Date(),
        ...(creditsRestored > 0
          ? { submissionCount: Math.max(0, prospect.submissionCount - creditsRestored) }
          : {}),
        ...(corrections ?? {}),
      },
    });
    await recordAudit(tx, {
      actor: { founder: true },
      action: 'prospect.ownership_review',
      targetType: 'prospect',
      targetId: prospectId,
      summary: wereYours
        ? `The founder kept ${plans.length} plan(s) started from another browser as theirs`
        : `The founder deleted ${deleted.length} plan(s) started from another browser (${creditsRestored} credit(s) restored)`,
      before: { ...contactFields(prospect), plans: plans.map((p) => p.questionnaireId) },
      after: {
        ...contactFields(updated!),
        wereYours,
        plans: wereYours ? plans.map((p) => p.questionnaireId) : [],
      },
    });
    return { row: updated!, deletedPlans: deleted.length, creditsRestored };
  });
  return {
    prospect: await toProspectDto(db, outcome.row),
    deletedPlans: outcome.deletedPlans,
    creditsRestored: outcome.creditsRestored,
  };
}
