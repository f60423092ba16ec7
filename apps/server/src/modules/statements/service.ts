// Statements of a questionnaire, from the engine; the balance sheet and cash flow follow the plan.
import {
  normalizeQuestionnaire,
  project,
  type Projection,
  type ProjectionInputs,
  type ProjectionYears,
} from '@trajectory/engine';
import { planProjectionYears } from '@trajectory/contracts/products';
import { FIVE_YEARS_TOO_HIGH_MESSAGE, isTooLargeToProject } from '@trajectory/contracts/statements';
import type { DbOrTx } from '../../db/client';
import type { QuestionnaireSections } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { findAllProducts, findProductByCode } from '../products/service';
import { requireProspectRow } from '../prospects/service';
import {
  findLatestCompletedQuestionnaire,
  type QuestionnaireRow,
  requireQuestionnaire,
} from '../questionnaires/service';

export type StatementKind = 'profitLoss' | 'balanceSheet' | 'cashFlow';

const STATEMENT_LABEL: Record<StatementKind, string> = {
  profitLoss: 'The Profit & Loss statement',
  balanceSheet: 'The balance sheet',
  cashFlow: 'The cash flow statement',
};

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
 * field), projected over `years`; a five-year projection whose largest yearly figure would reach 2^52 is
 * a 400 naming annualGrowthRate. `inputs` carry `projectionYears`, for the Excel live model.
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
  if (isTooLargeToProject(projection)) {
    throw new AppError('INVALID_INPUT', FIVE_YEARS_TOO_HIGH_MESSAGE, { field: 'annualGrowthRate' });
  }
  return { inputs, projection };
}

/** Three years, as the staff sample data and anything without a plan are projected. */
export function projectSections(sections: QuestionnaireSections): Projection {
  return projectSectionsOver(sections, 3).projection;
}

/**
 * A questionnaire projected over the years of the plan its prospect holds: what every page, chart and
 * file of the questionnaire shows. Pass the prospect when the caller already has its row.
 */
export async function projectQuestionnaire(
  db: DbOrTx,
  questionnaire: Pick<QuestionnaireRow, 'prospectId' | 'sections'>,
  prospect?: { selectedPlanCode: string },
): Promise<ProjectedSections & { years: ProjectionYears }> {
  const holder = prospect ?? (await requireProspectRow(db, { id: questionnaire.prospectId }));
  const years = await projectionYearsOf(db, holder);
  return { ...projectSectionsOver(questionnaire.sections, years), years };
}

/**
 * The balance sheet, the cash flow and everything carrying them (cash chart, Excel, their PDFs) belong to
 * plans with Complete statements; staff see everything. `what` names the artefact in the refusal.
 */
export async function assertPlanHasCompleteStatements(
  db: DbOrTx,
  { selectedPlanCode, isStaff, what }: { selectedPlanCode: string; isStaff: boolean; what: string },
) {
  if (isStaff) return;
  const productsList = await findAllProducts(db);
  const plan = productsList.find((p) => p.code === selectedPlanCode);
  if (plan?.statementsType === 'Complete') return;
  const unlocking = productsList
    .filter((p) => p.isActive && p.statementsType === 'Complete' && p.priceCents > 0)
    .sort((a, b) => a.priceCents - b.priceCents)[0];
  throw new AppError(
    'FORBIDDEN',
    `${what} is not included in the ${plan?.name ?? 'current'} plan. Upgrade to ${unlocking?.name ?? 'a paid plan'} to unlock it.`,
  );
}

export type StatementResponse<K extends StatementKind> = {
  questionnaireId: string;
  prospectId: string;
  projectionYears: ProjectionYears;
  metrics: Projection['metrics'];
  months: Projection['firstYearMonths'];
  warnings: Projection['warnings'];
} & Pick<Projection, K>;

async function statementOf<K extends StatementKind>(
  db: DbOrTx,
  row: QuestionnaireRow,
  kind: K,
  isStaff: boolean,
): Promise<StatementResponse<K>> {
  const prospect = await requireProspectRow(db, { id: row.prospectId });
  if (kind !== 'profitLoss') {
    await assertPlanHasCompleteStatements(db, {
      selectedPlanCode: prospect.selectedPlanCode,
      isStaff,
      what: STATEMENT_LABEL[kind],
    });
  }
  const { projection } = await projectQuestionnaire(db, row, prospect);
  return {
    questionnaireId: row.id,
    prospectId: row.prospectId,
    projectionYears: projection.projectionYears,
    metrics: projection.metrics,
    months: projection.firstYearMonths,
    warnings: projection.warnings,
    [kind]: projection[kind],
  } as StatementResponse<K>;
}

export async function getStatementOfQuestionnaire<K extends StatementKind>(
  db: DbOrTx,
  { questionnaireId, kind, isStaff }: { questionnaireId: string; kind: K; isStaff: boolean },
) {
  return statementOf(db, await requireQuestionnaire(db, { id: questionnaireId }), kind, isStaff);
}

export async function getStatementOfProspect<K extends StatementKind>(
  db: DbOrTx,
  { prospectId, kind, isStaff }: { prospectId: string; kind: K; isStaff: boolean },
) {
  await requireProspectRow(db, { id: prospectId });
  const row = await findLatestCompletedQuestionnaire(db, { prospectId });
  if (!row) throw new AppError('NOT_FOUND', 'This prospect has no completed questionnaire yet');
  return statementOf(db, row, kind, isStaff);
}
