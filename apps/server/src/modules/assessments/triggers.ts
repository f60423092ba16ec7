// What other modules call: queue an assessment when a questionnaire qualifies, drop it when edited.
import type { DbOrTx } from '../../db/client';
import { findProductByCode } from '../products/service';
import { findProspectById } from '../prospects/service';
import { findQuestionnaireById } from '../questionnaires/service';
import { findReportsOfQuestionnaire } from '../reports/service';
import { deleteAssessmentOfQuestionnaire, insertPendingAssessment } from './repo';

const COMPLETE_STATEMENTS = ['profit_loss', 'balance_sheet', 'cash_flow'] as const;

// In-process wake-up calls for the background writer; only a shortcut, the database is the queue.
const listeners = new Set<() => void>();

export function onAssessmentQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalAssessmentQueued() {
  for (const listener of listeners) listener();
}

/**
 * Queues the assessment of a completed questionnaire whose plan includes one and whose three statements
 * exist. The insert does nothing when one exists, so parallel triggers produce one assessment.
 */
export async function queueAssessmentIfEligible(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
): Promise<boolean> {
  const questionnaire = await findQuestionnaireById(db, { id: questionnaireId });
  if (!questionnaire?.isCompleted) return false;
  const prospect = await findProspectById(db, { id: questionnaire.prospectId });
  if (!prospect) return false;
  const plan = await findProductByCode(db, { code: prospect.selectedPlanCode });
  if (!plan?.hasAiAssessment) return false;
  const existing = new Set(
    (await findReportsOfQuestionnaire(db, { questionnaireId })).map((r) => r.reportType),
  );
  if (!COMPLETE_STATEMENTS.every((type) => existing.has(type))) return false;
  const row = await insertPendingAssessment(db, { questionnaireId, prospectId: prospect.id });
  if (row) signalAssessmentQueued();
  return Boolean(row);
}

/** Editing a questionnaire makes its assessment stale: it is removed, and a new one is asked for anew. */
export async function removeAssessmentOfQuestionnaire(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
) {
  await deleteAssessmentOfQuestionnaire(db, { questionnaireId });
}
