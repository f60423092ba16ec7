// The projection service: the one projection of a questionnaire, over the years of the plan its prospect
// holds (issue #15). A request reads the answers and the plan's years, normalises and projects once here,
// and whatever it returns or draws (statements, charts, the PDF, the workbook, the Word assessment) is made
// from that projection and its inputs: the documents are handed them, never the answers (issue #23).
import { planProjectionYears } from '@trajectory/contracts/products';
import { tooLargeToProject } from '@trajectory/contracts/statements';
import {
  normalizeQuestionnaire,
  project,
  type Projection,
  type ProjectionInputs,
  type ProjectionYears,
} from '@trajectory/engine';
import type { DbOrTx } from '../../infra/db/client';
import type { QuestionnaireSections } from '../../infra/db/schema/index';
import { AppError } from '../../lib/errors';
import { findProductByCode, type ProductRow } from '../catalog/service';
import { requireProspectRow } from '../prospects/service';

/**
 * The years a questionnaire is projected over: those of the plan its prospect holds (the product's
 * `projectionYears`), whoever asks, so staff see what the prospect would see. A plan rule, so it reads
 * the database, not the hot cache. An unknown plan projects 3 years.
 */
export async function projectionYearsOf(
  db: DbOrTx,
  { selectedPlanCode }: { selectedPlanCode: string },
): Promise<ProjectionYears> {
  return planProjectionYears(await findProductByCode(db, { code: selectedPlanCode }));
}

export type ProjectedSections = { inputs: ProjectionInputs; projection: Projection };

/**
 * The one place a questionnaire is projected: its answers normalised (a bad one is a 400 naming the
 * field), projected over `years`; a projection whose largest yearly figure would reach 2^52 is a 400
 * naming the seasons or the growth (contracts' tooLargeToProject). `inputs` carry `projectionYears`, for the Excel live model.
 */
export function projectSectionsOver(
  sections: QuestionnaireSections,
  years: ProjectionYears,
): ProjectedSections {
  const result = normalizeQuestionnaire(sections, { completed: false });
  if (!result.ok) {
    const [first] = result.errors;
    throw new AppError('INVALID_INPUT', `This questionnaire cannot be projected: ${first?.message}`, {
      field: first?.field,
    });
  }
  const inputs: ProjectionInputs = { ...result.inputs, projectionYears: years };
  const projection = project(inputs);
  const tooLarge = tooLargeToProject(inputs, projection);
  if (tooLarge) throw new AppError('INVALID_INPUT', tooLarge.message, { field: tooLarge.field });
  return { inputs, projection };
}

/** Three years, as the staff sample data and anything without a plan are projected. */
export function projectSections(sections: QuestionnaireSections): Projection {
  return projectSectionsOver(sections, 3).projection;
}

/** A questionnaire's projection for one request: the engine's inputs, their projection, the plan's years. */
export type QuestionnaireProjection = ProjectedSections & { years: ProjectionYears };

/**
 * A questionnaire projected over the years of the plan its prospect holds: what every page, chart and
 * file of the questionnaire shows. Called once per request; pass the prospect when the caller already has
 * its row, and its held plan (null: the plan no longer exists) when it has read that too.
 */
export async function projectQuestionnaire(
  db: DbOrTx,
  questionnaire: { prospectId: string; sections: QuestionnaireSections },
  prospect?: { selectedPlanCode: string },
  heldPlan?: ProductRow | null,
): Promise<QuestionnaireProjection> {
  const holder = prospect ?? (await requireProspectRow(db, { id: questionnaire.prospectId }));
  const years =
    prospect && heldPlan !== undefined
      ? planProjectionYears(heldPlan ?? undefined)
      : await projectionYearsOf(db, holder);
  return { ...projectSectionsOver(questionnaire.sections, years), years };
}
