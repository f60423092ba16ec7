// Statements of a questionnaire, from the engine; the balance sheet and cash flow follow the plan.
import { isSoldOnline } from '@trajectory/contracts/products';
import { lenderChecks, type Projection, type ProjectionYears } from '@trajectory/engine';
import type { DbOrTx } from '../../../infra/db/client';
import { AppError } from '../../../lib/errors';
import { findAllProducts, type ProductRow } from '../../catalog/service';
import { requireProspectWithPlan, type ProspectRow } from '../../prospects/service';
import {
  assertCompleted,
  findLatestCompletedQuestionnaire,
  projectQuestionnaire,
  type QuestionnaireRow,
  requireQuestionnaire,
} from '../service';

// The one projection of a questionnaire lives with the questionnaires (it also guards their saving);
// charts, reports, exports and assessments reach it through this service.
export {
  projectionYearsOf,
  projectQuestionnaire,
  projectSections,
  projectSectionsOver,
  type ProjectedSections,
} from '../service';

export type StatementKind = 'profitLoss' | 'balanceSheet' | 'cashFlow';

const STATEMENT_LABEL: Record<StatementKind, string> = {
  profitLoss: 'The Profit & Loss statement',
  balanceSheet: 'The balance sheet',
  cashFlow: 'The cash flow statement',
};

/**
 * The balance sheet, the cash flow and everything carrying them (cash chart, Excel, their PDFs) belong to
 * plans with Complete statements; staff see everything. `what` names the artefact in the refusal.
 */
export async function assertPlanHasCompleteStatements(
  db: DbOrTx,
  {
    selectedPlanCode,
    isStaff,
    what,
    heldPlan,
  }: {
    selectedPlanCode: string;
    isStaff: boolean;
    what: string;
    /** The held plan, when the caller has just read it: a plan with Complete statements needs no other read. */
    heldPlan?: ProductRow | null;
  },
) {
  if (isStaff || heldPlan?.statementsType === 'Complete') return;
  const productsList = await findAllProducts(db);
  const plan = productsList.find((p) => p.code === selectedPlanCode);
  if (plan?.statementsType === 'Complete') return;
  const unlocking = productsList
    .filter((p) => p.isActive && p.statementsType === 'Complete' && isSoldOnline(p))
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
  months: Projection['displayedMonths'];
  warnings: Projection['warnings'];
} & Pick<Projection, K> &
  // With the P&L: each stream's revenue and cost by year, beside the statement.
  (K extends 'profitLoss' ? Pick<Projection, 'revenueStreams'> : unknown) &
  (K extends 'balanceSheet' ? LenderView : unknown);

/** What a lender reads of the plan: on the balance sheet's response, under the same access rule. */
export type LenderView = {
  sourcesAndUses: Projection['sourcesAndUses'];
  lenderChecks: ReturnType<typeof lenderChecks>;
};

async function statementOf<K extends StatementKind>(
  db: DbOrTx,
  row: QuestionnaireRow,
  kind: K,
  isStaff: boolean,
  /** The questionnaire's prospect and its held plan, when the caller has just read them. */
  holder?: { prospect: ProspectRow; plan: ProductRow | null },
): Promise<StatementResponse<K>> {
  const { prospect, plan } = holder ?? (await requireProspectWithPlan(db, { id: row.prospectId }));
  if (kind !== 'profitLoss') {
    await assertPlanHasCompleteStatements(db, {
      selectedPlanCode: prospect.selectedPlanCode,
      isStaff,
      what: STATEMENT_LABEL[kind],
      heldPlan: plan,
    });
  }
  const { projection, inputs } = await projectQuestionnaire(db, row, prospect, plan);
  const lender: LenderView | undefined =
    kind === 'balanceSheet'
      ? {
          sourcesAndUses: projection.sourcesAndUses,
          lenderChecks: lenderChecks(inputs, projection),
        }
      : undefined;
  return {
    ...lender,
    questionnaireId: row.id,
    prospectId: row.prospectId,
    projectionYears: projection.projectionYears,
    metrics: projection.metrics,
    months: projection.displayedMonths,
    warnings: projection.warnings,
    [kind]: projection[kind],
    ...(kind === 'profitLoss' ? { revenueStreams: projection.revenueStreams } : {}),
  } as StatementResponse<K>;
}

export async function getStatementOfQuestionnaire<K extends StatementKind>(
  db: DbOrTx,
  { questionnaireId, kind, isStaff }: { questionnaireId: string; kind: K; isStaff: boolean },
) {
  const row = await requireQuestionnaire(db, { id: questionnaireId });
  assertCompleted(row);
  return statementOf(db, row, kind, isStaff);
}

export async function getStatementOfProspect<K extends StatementKind>(
  db: DbOrTx,
  { prospectId, kind, isStaff }: { prospectId: string; kind: K; isStaff: boolean },
) {
  const holder = await requireProspectWithPlan(db, { id: prospectId });
  const row = await findLatestCompletedQuestionnaire(db, { prospectId });
  if (!row) throw new AppError('NOT_FOUND', 'This prospect has no completed questionnaire yet');
  return statementOf(db, row, kind, isStaff, holder);
}
