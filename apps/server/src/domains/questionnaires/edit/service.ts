// Editing a questionnaire's answers, the founder's correction and the staff edit alike (issue #24 item 1):
// one rule (the model's bounds; no required answer blanked) and one path afterwards (the reports re-created
// from the new answers, the stale assessment replaced by a new one queued once). Never a report credit.
import { readStored, type FieldKey } from '@trajectory/engine';
import type { TQuestionnaireSections } from '@trajectory/contracts/questionnaires';
import type { Database, DbOrTx } from '../../../infra/db/client';
import type { QuestionnaireSections } from '../../../infra/db/schema/index';
import { AppError } from '../../../lib/errors';
import { requeueAssessmentAfterEdit } from '../../assessments/service';
import { requireProspectRow } from '../../prospects/service';
import {
  assertCompleted,
  assertProjectableOver,
  assertQuestionnaireRules,
  mergeSections,
  projectionYearsOf,
  requireQuestionnaire,
  updateQuestionnaireRow,
  type QuestionnaireRow,
} from '../service';
import { deleteReportsOfQuestionnaire, generateReports } from '../reports/service';
import { insertNextVersion, type VersionAuthor, type VersionRow } from '../versions/repo';

/** What an edit did besides saving: the statements re-created, the assessment removed and queued anew. */
export type EditOutcome = {
  row: QuestionnaireRow;
  regenerated: string[];
  assessmentRemoved: boolean;
  assessmentQueued: boolean;
  /** The version this save wrote: a completed plan's accepted save writes the next (issue #26). */
  version?: VersionRow;
};

/**
 * Saves the sections the request carries over the stored ones (the others keep their answers), held to
 * the model's bounds and, for a completed questionnaire, to its required answers (none may be blanked).
 * A completed one then gets its reports re-created for the prospect's plan and its assessment written
 * anew, and the saved answers become its next version, made by `author`; a draft stays a draft. A
 * restore passes `whole`: the answers of the version it brings back, in place of every stored section.
 * Runs in the caller's transaction.
 */
export async function saveEditedAnswers(
  tx: DbOrTx,
  {
    existing,
    input,
    whole,
    author,
  }: {
    existing: QuestionnaireRow;
    input: TQuestionnaireSections;
    whole?: QuestionnaireSections;
    author: VersionAuthor;
  },
): Promise<EditOutcome> {
  const before = existing.sections as QuestionnaireSections;
  const sections = whole ?? mergeSections(before, input);
  assertQuestionnaireRules(sections, { stage: existing.isCompleted ? 'completed' : 'draft', before });
  if (existing.isCompleted) {
    const prospect = await requireProspectRow(tx, { id: existing.prospectId });
    assertProjectableOver(sections, await projectionYearsOf(tx, prospect));
  }
  const row = await updateQuestionnaireRow(tx, {
    id: existing.id,
    sections,
    isCompleted: existing.isCompleted,
    completedAt: existing.completedAt,
  });
  await deleteReportsOfQuestionnaire(tx, { questionnaireId: existing.id });
  const regenerated = existing.isCompleted
    ? (
        await generateReports(tx, {
          prospectId: existing.prospectId,
          questionnaireId: existing.id,
          questionnaire: row,
        })
      ).generated
    : [];
  const assessment = await requeueAssessmentAfterEdit(tx, { questionnaireId: existing.id });
  // After the row's update: its lock orders concurrent saves, so each writes the next number.
  const version = existing.isCompleted
    ? await insertNextVersion(tx, { questionnaireId: existing.id, sections: row.sections, author })
    : undefined;
  return {
    row,
    version,
    regenerated,
    assessmentRemoved: assessment.removed,
    assessmentQueued: assessment.queued,
  };
}

/** What names one business: an edit of the founder's keeps them, so one credit stays one business. */
const IDENTITY: ReadonlyArray<{ key: FieldKey; what: string }> = [
  { key: 'businessName', what: 'business name' },
  { key: 'description', what: 'description' },
];

const textOf = (sections: unknown, key: FieldKey): string => {
  const { raw } = readStored(sections, key);
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
};

/**
 * The founder corrects a completed plan (spec: a founder can correct their plan): free of charge, the
 * business name and description unchanged (400 naming the field: "start a new plan for another
 * business"), then as any edit. A draft is not corrected but completed: 409.
 */
export async function correctCompletedPlan(
  db: Database,
  { id, input }: { id: string; input: TQuestionnaireSections },
): Promise<EditOutcome> {
  return db.transaction(async (tx) => {
    const existing = await requireQuestionnaire(tx, { id });
    assertCompleted(existing);
    if (input.businessInfo !== undefined) {
      for (const { key, what } of IDENTITY) {
        if (textOf({ businessInfo: input.businessInfo }, key) === textOf(existing.sections, key)) continue;
        throw new AppError(
          'INVALID_INPUT',
          `The ${what} of a generated plan cannot be changed: start a new plan for another business.`,
          { field: readStored({}, key).field },
        );
      }
    }
    return saveEditedAnswers(tx, { existing, input, author: { madeBy: 'founder' } });
  });
}
