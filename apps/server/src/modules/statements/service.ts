// Statements of a questionnaire, from the engine; the balance sheet and cash flow follow the plan.
import { normalizeQuestionnaire, project, type Projection } from '@trajectory/engine';
import type { DbOrTx } from '../../db/client';
import type { QuestionnaireSections } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { findAllProducts } from '../products/service';
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

export function projectSections(sections: QuestionnaireSections): Projection {
  const result = normalizeQuestionnaire(sections, { completed: false });
  if (!result.ok) {
    const [first] = result.errors;
    throw new AppError('INVALID_INPUT', `This questionnaire cannot be projected: ${first?.message}`, {
      field: first?.field,
    });
  }
  return project(result.inputs);
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
  if (kind !== 'profitLoss') {
    const prospect = await requireProspectRow(db, { id: row.prospectId });
    await assertPlanHasCompleteStatements(db, {
      selectedPlanCode: prospect.selectedPlanCode,
      isStaff,
      what: STATEMENT_LABEL[kind],
    });
  }
  const projection = projectSections(row.sections);
  return {
    questionnaireId: row.id,
    prospectId: row.prospectId,
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
