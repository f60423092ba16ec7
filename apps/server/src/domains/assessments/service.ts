// Assessment rules: who may have one (plan or staff), one per questionnaire, reading, writing, exporting.
import { isSoldOnline } from '@trajectory/contracts/products';
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { storedBusinessName } from '@trajectory/engine';
import {
  ASSESSMENT_SECTION_KEYS,
  type TAdminAssessmentListItem,
  type TAssessment,
} from '@trajectory/contracts/assessments';
import type { Database, DbOrTx } from '../../infra/db/client';
import type { QuestionnaireSections } from '../../infra/db/schema/index';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/service';
import {
  DEFAULT_AI_SETTINGS,
  type AiSettings,
  type AssessmentInput,
  type AssessmentWriter,
} from '../../infra/ai/types';
import { findAllProducts } from '../catalog/service';
import { type ProspectRow, requireProspectRow } from '../prospects/service';
import { findLatestCompletedQuestionnaire, findQuestionnaireById } from '../questionnaires/service';
import { reportTitle } from '../questionnaires/reports/service';
import { projectQuestionnaire } from '../questionnaires/statements/service';
import {
  deleteAssessmentOfQuestionnaire,
  findActiveAiConfig,
  findAllAssessments,
  findAssessmentByQuestionnaire,
  insertPendingAssessment,
  requeueFailedAssessment,
  type AiConfigRow,
  type AssessmentRow,
} from './repo';
import { signalAssessmentQueued } from './triggers';
import { renderPool } from '../../documents/render/pool';

// Purchasing and completion queue an assessment when a plan that includes one is bought or completed.
export { queueAssessmentIfEligible, requeueAssessmentAfterEdit } from './triggers';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function toAssessmentDto(row: AssessmentRow): TAssessment {
  const content = row.status === 'ready' ? (row.content ?? {}) : {};
  const sections = Object.fromEntries(ASSESSMENT_SECTION_KEYS.map((k) => [k, content[k] ?? ''])) as Record<
    (typeof ASSESSMENT_SECTION_KEYS)[number],
    string
  >;
  return {
    id: row.id,
    questionnaireId: row.questionnaireId,
    prospectId: row.prospectId,
    status: row.status,
    writer: row.writer,
    ...sections,
    ...(content.reportDetails ? { reportDetails: content.reportDetails } : {}),
    error: row.status === 'failed' ? (row.error ?? 'The assessment could not be written.') : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The configuration row as writer settings; values the writers do not know fall back to the defaults. */
export function settingsFromConfig(row: AiConfigRow | undefined): AiSettings {
  if (!row) return DEFAULT_AI_SETTINGS;
  const d = DEFAULT_AI_SETTINGS;
  return {
    model: row.model.trim() || d.model,
    temperature: Number.isFinite(row.temperature) ? Math.min(2, Math.max(0, row.temperature)) : d.temperature,
    maxTokens: Number.isInteger(row.maxTokens) ? Math.min(16_000, Math.max(100, row.maxTokens)) : d.maxTokens,
    languageLevel: oneOf(
      row.languageLevel,
      ['elementary', 'high_school', 'college', 'professional'],
      d.languageLevel,
    ),
    tonePerspective: oneOf(
      row.tonePerspective,
      ['business_name', 'second_person', 'third_person'],
      d.tonePerspective,
    ),
    reportLength: oneOf(row.reportLength, ['concise', 'standard', 'detailed'], d.reportLength),
    industryFocus: oneOf(
      row.industryFocus,
      ['general', 'technology', 'retail', 'services', 'manufacturing'],
      d.industryFocus,
    ),
    customInstructions: row.customInstructions,
    additionalPromptSuggestions: row.additionalPromptSuggestions,
    emphasizeMarketAnalysis: row.emphasizeMarketAnalysis,
    includeCompetitiveAnalysis: row.includeCompetitiveAnalysis,
    emphasizeFinancialMetrics: row.emphasizeFinancialMetrics,
    includeRiskAssessment: row.includeRiskAssessment,
  };
}

/** The name the text calls the business by: its own name, else the prospect's business name. */
export function businessNameOf(sections: QuestionnaireSections, prospect: Pick<ProspectRow, 'businessName'>) {
  const name = storedBusinessName(sections);
  if (name) return name.slice(0, 120);
  return prospect.businessName.trim() || reportTitle(sections, prospect.businessName);
}

async function assertPlanHasAiAssessment(db: DbOrTx, prospect: ProspectRow, isStaff: boolean) {
  if (isStaff) return;
  const productsList = await findAllProducts(db);
  const plan = productsList.find((p) => p.code === prospect.selectedPlanCode);
  if (plan?.hasAiAssessment) return;
  const unlocking = productsList
    .filter((p) => p.isActive && p.hasAiAssessment && isSoldOnline(p))
    .sort((a, b) => a.priceCents - b.priceCents)[0];
  throw new AppError(
    'FORBIDDEN',
    `The AI assessment is not included in the ${plan?.name ?? 'current'} plan. Upgrade to ${unlocking?.name ?? 'a paid plan'} to unlock it.`,
  );
}

/** The questionnaire and its prospect, after the plan rule; another prospect's id is simply not found. */
async function requireAssessable(
  db: DbOrTx,
  { questionnaireId, isStaff }: { questionnaireId: string; isStaff: boolean },
) {
  const questionnaire = await findQuestionnaireById(db, { id: questionnaireId });
  if (!questionnaire)
    throw new AppError('NOT_FOUND', 'Questionnaire not found', { field: 'questionnaireId' });
  const prospect = await requireProspectRow(db, { id: questionnaire.prospectId });
  await assertPlanHasAiAssessment(db, prospect, isStaff);
  return { questionnaire, prospect };
}

const notFound = () =>
  new AppError(
    'NOT_FOUND',
    'Assessment not found: it was never generated, or it was removed when the questionnaire was edited.',
  );

export async function getAssessment(
  db: DbOrTx,
  { questionnaireId, isStaff }: { questionnaireId: string; isStaff: boolean },
): Promise<TAssessment> {
  await requireAssessable(db, { questionnaireId, isStaff });
  const row = await findAssessmentByQuestionnaire(db, { questionnaireId });
  if (!row) throw notFound();
  return toAssessmentDto(row);
}

/**
 * The written assessment of a plan, as the founder's route returns it once ready; undefined while pending,
 * failed, never started, or when the prospect's plan does not include the assessment (the founder could not
 * read it either). Starts nothing. For the shared view (issue #26 item 2).
 */
export async function findWrittenAssessment(
  db: DbOrTx,
  { questionnaireId, hasAiAssessment }: { questionnaireId: string; hasAiAssessment: boolean },
): Promise<TAssessment | undefined> {
  if (!hasAiAssessment) return undefined;
  const row = await findAssessmentByQuestionnaire(db, { questionnaireId });
  return row?.status === 'ready' ? toAssessmentDto(row) : undefined;
}

/** The assessment of the prospect's latest completed questionnaire. */
export async function getAssessmentOfProspect(
  db: DbOrTx,
  { prospectId, isStaff }: { prospectId: string; isStaff: boolean },
): Promise<TAssessment> {
  await requireProspectRow(db, { id: prospectId });
  const latest = await findLatestCompletedQuestionnaire(db, { prospectId });
  if (!latest) throw new AppError('NOT_FOUND', 'This prospect has no completed questionnaire yet');
  return getAssessment(db, { questionnaireId: latest.id, isStaff });
}

/**
 * Starts an assessment: 409 when one exists (a failed one is queued again instead), 403 when the plan has
 * none (staff excepted). `replace` (staff) deletes the existing one first.
 */
export async function createAssessment(
  db: Database,
  {
    questionnaireId,
    isStaff,
    replace = false,
    actor,
  }: { questionnaireId: string; isStaff: boolean; replace?: boolean; actor?: AuditActor },
): Promise<TAssessment> {
  const { questionnaire, prospect } = await requireAssessable(db, { questionnaireId, isStaff });
  if (!questionnaire.isCompleted) {
    throw new AppError('INVALID_INPUT', 'Finish the questionnaire before asking for its assessment', {
      field: 'questionnaireId',
    });
  }
  // Answers that cannot be projected over the plan's years are a 400 naming the field, before any row.
  await projectQuestionnaire(db, questionnaire, prospect);
  const row = await db.transaction(async (tx) => {
    if (replace) await deleteAssessmentOfQuestionnaire(tx, { questionnaireId });
    const created = await insertPendingAssessment(tx, { questionnaireId, prospectId: prospect.id });
    const existing = created ? undefined : await findAssessmentByQuestionnaire(tx, { questionnaireId });
    const queued =
      created ??
      (existing?.status === 'failed' ? await requeueFailedAssessment(tx, { id: existing.id }) : undefined);
    if (!queued) {
      throw new AppError('CONFLICT', 'An assessment already exists for this questionnaire', {
        field: 'questionnaireId',
      });
    }
    // Staff asking for (or replacing) an assessment is a staff change, written in the same transaction.
    if (actor) {
      await recordAudit(tx, {
        actor,
        action: 'assessment.create',
        targetType: 'questionnaire',
        targetId: questionnaireId,
        summary: `${replace ? 'Regenerated' : 'Requested'} the AI assessment of ${prospect.businessName || prospect.email}`,
        after: { assessmentId: queued.id, replace },
      });
    }
    return queued;
  });
  signalAssessmentQueued();
  return toAssessmentDto(row);
}

export async function listAssessments(db: DbOrTx): Promise<TAdminAssessmentListItem[]> {
  const rows = await findAllAssessments(db);
  return rows.map((r) => ({
    ...toAssessmentDto(r.assessment),
    businessName: businessNameOf(r.sections, { businessName: r.prospectBusinessName }),
    prospectName: r.prospectName,
    prospectEmail: r.prospectEmail,
  }));
}

/** Everything a writer needs for one assessment row: answers, projection, active settings. */
export async function buildAssessmentInput(
  db: DbOrTx,
  row: AssessmentRow,
  now = new Date(),
): Promise<AssessmentInput> {
  const questionnaire = await findQuestionnaireById(db, { id: row.questionnaireId });
  if (!questionnaire) throw new AppError('NOT_FOUND', 'Questionnaire not found');
  const prospect = await requireProspectRow(db, { id: questionnaire.prospectId });
  const { inputs, projection } = await projectQuestionnaire(db, questionnaire, prospect);
  return {
    businessName: businessNameOf(questionnaire.sections, prospect),
    answers: questionnaire.sections,
    inputs,
    projection,
    settings: settingsFromConfig(await findActiveAiConfig(db)),
    now,
  };
}

export async function writeAssessmentContent(db: DbOrTx, writer: AssessmentWriter, row: AssessmentRow) {
  return writer.write(await buildAssessmentInput(db, row));
}

export async function exportAssessment(
  db: DbOrTx,
  { questionnaireId, isStaff }: { questionnaireId: string; isStaff: boolean },
): Promise<{ filename: string; document: Buffer }> {
  const { questionnaire, prospect } = await requireAssessable(db, { questionnaireId, isStaff });
  const row = await findAssessmentByQuestionnaire(db, { questionnaireId });
  if (!row) throw notFound();
  if (row.status !== 'ready') {
    throw new AppError(
      'NOT_FOUND',
      row.status === 'pending'
        ? 'The assessment is still being written; try again in a minute.'
        : 'The assessment could not be written; generate it again.',
    );
  }
  const businessName = businessNameOf(questionnaire.sections, prospect);
  const projected = await projectQuestionnaire(db, questionnaire, prospect).catch(() => undefined);
  const document = await renderPool().run('assessmentDocx', {
    businessName,
    assessment: toAssessmentDto(row),
    projection: projected?.projection,
    date: row.updatedAt,
  });
  return { filename: DOWNLOAD_NAMES.assessmentWord(businessName), document };
}
