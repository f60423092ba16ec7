// Questionnaire rules: answers the engine refuses are refused; completing one uses a report credit.
import { planProjectionYears } from '@trajectory/contracts/products';
import {
  businessTitle,
  questionnaireErrors,
  withStartupTotal,
  type ProjectionYears,
  type QuestionnaireStage,
} from '@trajectory/engine';
import {
  sectionKeys,
  type TCreateQuestionnaireRequest,
  type TQuestionnaire,
  type TQuestionnaireSections,
  type TUpdateQuestionnaireRequest,
} from '@trajectory/contracts/questionnaires';
import type { Database, DbOrTx } from '../../infra/db/client';
import type { QuestionnaireSections } from '../../infra/db/schema/index';
import { AppError } from '../../lib/errors';
import { findProductByCode } from '../catalog/service';
import {
  refuseReportCredit,
  requireProspectRow,
  requireProspectWithPlan,
  useReportCredit,
} from '../prospects/service';
import {
  findQuestionnaireById,
  findQuestionnairesOfProspect,
  insertCompletedQuestionnaireUsingCredit,
  insertQuestionnaire,
  updateQuestionnaireRow,
  type QuestionnaireRow,
} from './repo';
import { projectionYearsOf, projectSectionsOver } from './projection';
import { insertNextVersion } from './versions/repo';

// What other modules read of this one's rows: they reach it through this service (issue #13).
export {
  findLatestCompletedQuestionnaire,
  findQuestionnaireById,
  moveStartedBySession,
  type QuestionnaireRow,
  updateQuestionnaireRow,
} from './repo';
export {
  projectionYearsOf,
  projectQuestionnaire,
  projectSections,
  projectSectionsOver,
  type ProjectedSections,
} from './projection';

/** The sections a request carries (the others are left out, so a merge keeps their stored answers). */
export function pickSections(input: TQuestionnaireSections): QuestionnaireSections {
  const sections: QuestionnaireSections = {};
  for (const key of sectionKeys()) if (input[key] !== undefined) sections[key] = input[key];
  return sections;
}

/**
 * The stored sections with a request's sections over them (the others keep their answers); while
 * start-up items exist, the one-time purchases answer is their asset total unless the request sent
 * its own (then the model judges it: a different one is a 400, "set by the start-up list").
 */
export function mergeSections(
  stored: QuestionnaireSections,
  input: TQuestionnaireSections,
): QuestionnaireSections {
  const sent = pickSections(input);
  return withStartupTotal({ ...stored, ...sent }, sent);
}

/**
 * Refuses answers the questionnaire model refuses at this stage, naming the first bad field: the bounds
 * always, what completing needs when the questionnaire becomes completed, and, for an edit of a
 * completed one given its stored answers `before`, no required answer blanked (spec/projections.md).
 */
export function assertQuestionnaireRules(
  sections: QuestionnaireSections,
  { stage, before }: { stage: QuestionnaireStage; before?: QuestionnaireSections },
) {
  const [first] = questionnaireErrors(sections, { stage, before });
  if (first) throw new AppError('INVALID_INPUT', first.message, { field: first.field });
}

/**
 * Statements, charts and files are served for completed questionnaires only (issue #24 item 5): a draft
 * is not a free report; its live preview computes in the browser. 409 naming the questionnaire.
 */
export function assertCompleted(row: QuestionnaireRow, { field = 'id' }: { field?: string } = {}) {
  if (row.isCompleted) return;
  throw new AppError(
    'QUESTIONNAIRE_NOT_COMPLETED',
    `The questionnaire "${businessTitle(row.sections)}" is not completed yet: complete it first.`,
    { field },
  );
}

/**
 * A completed questionnaire must project over its plan's years: answers whose figures would reach 2^52
 * are refused on saving (a 400 naming the seasons or the growth), as the statements would be.
 */
export function assertProjectableOver(sections: QuestionnaireSections, years: ProjectionYears) {
  projectSectionsOver(sections, years);
}

export async function toQuestionnaireDto(
  db: DbOrTx,
  row: QuestionnaireRow,
  statementType?: 'Simple' | 'Complete',
): Promise<TQuestionnaire> {
  let type = statementType;
  if (!type) {
    const prospect = await requireProspectRow(db, { id: row.prospectId });
    type = (await findProductByCode(db, { code: prospect.selectedPlanCode }))?.statementsType ?? 'Simple';
  }
  return {
    ...(row.sections as TQuestionnaireSections),
    id: row.id,
    prospectId: row.prospectId,
    isCompleted: row.isCompleted,
    statementType: type,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Creates a plan; `startedBySession` is the hashed id of the visitor session that started it (null for staff). */
export async function createQuestionnaire(
  db: Database,
  input: TCreateQuestionnaireRequest,
  { startedBySession = null }: { startedBySession?: string | null } = {},
): Promise<TQuestionnaire> {
  const sections = mergeSections({}, input);
  assertQuestionnaireRules(sections, { stage: input.isCompleted ? 'completing' : 'draft' });
  // One read of the prospect with its plan serves the five-year check and the answer's statement type.
  const { prospect, plan } = await requireProspectWithPlan(db, { id: input.prospectId, field: 'prospectId' });
  let row: QuestionnaireRow;
  if (input.isCompleted) {
    assertProjectableOver(sections, planProjectionYears(plan ?? undefined));
    // The credit and the questionnaire are one statement: both happen or neither.
    row =
      (await insertCompletedQuestionnaireUsingCredit(db, {
        prospectId: prospect.id,
        sections,
        startedBySession,
      })) ?? (await refuseReportCredit(db, { prospect }));
  } else {
    row = await insertQuestionnaire(db, {
      prospectId: prospect.id,
      sections,
      isCompleted: false,
      startedBySession,
    });
  }
  return toQuestionnaireDto(db, row, plan?.statementsType ?? 'Simple');
}

export async function requireQuestionnaire(db: DbOrTx, { id }: { id: string }) {
  const row = await findQuestionnaireById(db, { id });
  if (!row) throw new AppError('NOT_FOUND', 'Questionnaire not found');
  return row;
}

export async function getQuestionnaire(db: DbOrTx, { id }: { id: string }) {
  return toQuestionnaireDto(db, await requireQuestionnaire(db, { id }));
}

export async function listQuestionnairesOfProspect(db: DbOrTx, { prospectId }: { prospectId: string }) {
  const prospect = await requireProspectRow(db, { id: prospectId });
  const type = (await findProductByCode(db, { code: prospect.selectedPlanCode }))?.statementsType ?? 'Simple';
  const rows = await findQuestionnairesOfProspect(db, { prospectId });
  return Promise.all(rows.map((row) => toQuestionnaireDto(db, row, type)));
}

/** Work another module does, in the same transaction, when a questionnaire's answers change. */
export type QuestionnaireEditedListener = (tx: DbOrTx, edit: { questionnaireId: string }) => Promise<void>;

// Filled once by the composition root (app.ts): the assessments module drops the now-stale assessment.
// A listener, not an import, because assessments reads questionnaires (no import cycle, issue #13).
const editedListeners = new Set<QuestionnaireEditedListener>();

export function onQuestionnaireEdited(listener: QuestionnaireEditedListener): void {
  editedListeners.add(listener);
}

/**
 * Replaces the sections the request carries and keeps the others. Turning a draft into a completed
 * questionnaire needs what completing needs and uses a credit; editing a completed one costs nothing
 * and cannot un-complete it.
 */
export async function updateQuestionnaire(
  db: Database,
  { id, input }: { id: string; input: TUpdateQuestionnaireRequest },
): Promise<{ questionnaire: TQuestionnaire; hasBecomeCompleted: boolean }> {
  let hasBecomeCompleted = false;
  const row = await db.transaction(async (tx) => {
    const existing = await requireQuestionnaire(tx, { id });
    const sections = mergeSections(existing.sections as QuestionnaireSections, input);
    const isCompleted = existing.isCompleted || input.isCompleted === true;
    hasBecomeCompleted = isCompleted && !existing.isCompleted;
    const stage = hasBecomeCompleted ? 'completing' : existing.isCompleted ? 'completed' : 'draft';
    assertQuestionnaireRules(sections, { stage, before: existing.sections as QuestionnaireSections });
    if (isCompleted) {
      const prospect = await requireProspectRow(tx, { id: existing.prospectId });
      assertProjectableOver(sections, await projectionYearsOf(tx, prospect));
      if (hasBecomeCompleted) await useReportCredit(tx, { prospect });
    }
    for (const listener of editedListeners) await listener(tx, { questionnaireId: id });
    const saved = await updateQuestionnaireRow(tx, {
      id,
      sections,
      isCompleted,
      completedAt: hasBecomeCompleted ? new Date() : existing.completedAt,
    });
    // Completing writes version 1; a completed plan's save, the next (issue #26 item 3).
    if (isCompleted) {
      await insertNextVersion(tx, {
        questionnaireId: id,
        sections: saved.sections,
        author: { madeBy: 'founder' },
        at: hasBecomeCompleted ? (saved.completedAt ?? undefined) : undefined,
      });
    }
    return saved;
  });
  return { questionnaire: await toQuestionnaireDto(db, row), hasBecomeCompleted };
}
