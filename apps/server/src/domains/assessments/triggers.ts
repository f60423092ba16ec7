// What other modules call: queue an assessment when a questionnaire qualifies, drop it when edited.
import type { DbOrTx } from '../../infra/db/client';
import { findProductByCode, type ProductRow } from '../catalog/service';
import { findProspectById } from '../prospects/service';
import { findQuestionnaireById } from '../questionnaires/service';
import { COMPLETE_REPORTS, findReportsOfQuestionnaire } from '../questionnaires/reports/service';
import {
  deleteAssessmentOfQuestionnaire,
  findAssessmentByQuestionnaire,
  insertPendingAssessment,
} from './repo';

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
  {
    questionnaireId,
    known,
  }: {
    questionnaireId: string;
    /** What the caller has just read of a completed questionnaire, so none of it is read again. */
    known?: {
      prospectId: string;
      plan: Pick<ProductRow, 'hasAiAssessment'> | undefined;
      reportTypes: ReadonlySet<string>;
    };
  },
): Promise<boolean> {
  const facts = known ?? (await readEligibility(db, questionnaireId));
  if (!facts?.plan?.hasAiAssessment) return false;
  if (!COMPLETE_REPORTS.every((type) => facts.reportTypes.has(type))) return false;
  const row = await insertPendingAssessment(db, { questionnaireId, prospectId: facts.prospectId });
  if (row) signalAssessmentQueued();
  return Boolean(row);
}

async function readEligibility(db: DbOrTx, questionnaireId: string) {
  const questionnaire = await findQuestionnaireById(db, { id: questionnaireId });
  if (!questionnaire?.isCompleted) return undefined;
  const prospect = await findProspectById(db, { id: questionnaire.prospectId });
  if (!prospect) return undefined;
  const plan = await findProductByCode(db, { code: prospect.selectedPlanCode });
  if (!plan?.hasAiAssessment) return undefined;
  const reportTypes = new Set<string>(
    (await findReportsOfQuestionnaire(db, { questionnaireId })).map((r) => r.reportType),
  );
  return { prospectId: prospect.id, plan, reportTypes };
}

/** Editing a questionnaire makes its assessment stale: it is removed, and a new one is asked for anew. */
export async function removeAssessmentOfQuestionnaire(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
) {
  await deleteAssessmentOfQuestionnaire(db, { questionnaireId });
}

/**
 * The assessment of answers just edited (founder or staff, issue #24): the stale one is removed and, when
 * the plan includes one and the statements exist, a new one is queued once. Returns what happened.
 */
export async function requeueAssessmentAfterEdit(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
): Promise<{ removed: boolean; queued: boolean }> {
  const removed = (await findAssessmentByQuestionnaire(db, { questionnaireId })) !== undefined;
  await deleteAssessmentOfQuestionnaire(db, { questionnaireId });
  return { removed, queued: await queueAssessmentIfEligible(db, { questionnaireId }) };
}
