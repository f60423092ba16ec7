// Questionnaire completion: decides the product flow of ARCHITECTURE.md's table and generates what it says.
import { paths } from '@trajectory/contracts/paths';
import { isPaidPlan, isSoldOnline, PLAN_KEY_BY_CODE } from '@trajectory/contracts/products';
import type { TCompleteQuestionnaireResponse, TProductFlow } from '@trajectory/contracts/visitor';
import type { Database, DbOrTx } from '../../../infra/db/client';
import { AppError } from '../../../lib/errors';
import { queueAssessmentIfEligible } from '../../assessments/service';
import { findAllProducts, FREE_PLAN_CODE, matchPlan, toProductDto } from '../../catalog/service';
import { requireProspectWithPlan } from '../../prospects/service';
import { type QuestionnaireRow, requireQuestionnaire } from '../service';
import {
  addMissingReports,
  findReportsOfQuestionnaire,
  reportTypesOf,
  SIMPLE_REPORTS,
} from '../reports/service';

const FLOW_MESSAGE: Record<TProductFlow, string> = {
  free: 'Your Profit & Loss projection is ready.',
  free_paid:
    'Your free Profit & Loss projection is ready. Continue to checkout to unlock the complete statements.',
  existing_plan: 'Your complete financial statements are ready.',
  payment_required: 'This plan needs a payment first. Redirecting to checkout…',
  meeting_required: 'Your Profit & Loss projection is ready. Book your session with an expert to continue.',
  reports_ready: 'Your reports are already generated.',
};

export async function completeQuestionnaire(
  db: Database,
  {
    questionnaireId,
    productCode,
    questionnaire: known,
  }: {
    questionnaireId: string;
    productCode?: string;
    /** The questionnaire's row, when the caller's access check has just read it. */
    questionnaire?: QuestionnaireRow;
  },
): Promise<TCompleteQuestionnaireResponse> {
  const questionnaire = known ?? (await requireQuestionnaire(db, { id: questionnaireId }));
  if (!questionnaire.isCompleted) {
    throw new AppError('INVALID_INPUT', 'Finish the questionnaire before completing it', {
      field: 'questionnaireId',
    });
  }
  const { prospect, plan } = await requireProspectWithPlan(db, { id: questionnaire.prospectId });
  const held = plan ?? undefined;
  let requested = held;
  // Another plan than the held one is asked for: read the catalogue (the usual journey does not).
  if (productCode) {
    requested = matchPlan(await findAllProducts(db), productCode);
    if (!requested)
      throw new AppError('INVALID_INPUT', `Unknown product "${productCode}"`, { field: 'productCode' });
  } else if (prospect.preferredPlanCode && prospect.preferredPlanCode !== prospect.selectedPlanCode) {
    requested = (await findAllProducts(db)).find((p) => p.code === prospect.preferredPlanCode) ?? held;
  }
  if (!held || !requested) throw new AppError('NOT_FOUND', 'The plan of this prospect no longer exists');

  const existing = new Set(
    (await findReportsOfQuestionnaire(db, { questionnaireId })).map((r) => r.reportType),
  );
  const heldTypes = reportTypesOf(held);
  const checkout = paths.checkout(PLAN_KEY_BY_CODE[requested.code] ?? requested.code, prospect.id);
  const fullStatements = paths.fullStatements(prospect.id, questionnaireId);
  // A free founder lands on the results of what was just generated (issue #24); no e-mail in a URL (#12).
  const results = paths.results(prospect.id, { questionnaireId });
  const customResults = paths.results(prospect.id, { custom: 'true', questionnaireId });
  const wantsUnheldPaidPlan = isPaidPlan(requested) && !isPaidPlan(held) && requested.code !== FREE_PLAN_CODE;

  let flow: TProductFlow;
  let redirectTo: string;
  let toGenerate: readonly (typeof heldTypes)[number][] = [];
  if (wantsUnheldPaidPlan && !isSoldOnline(requested)) {
    // The custom plan is not sold online: the free report, then a conversation.
    flow = 'meeting_required';
    redirectTo = customResults;
    toGenerate = SIMPLE_REPORTS;
  } else if (wantsUnheldPaidPlan) {
    flow = existing.has('profit_loss') ? 'payment_required' : 'free_paid';
    redirectTo = checkout;
    toGenerate = flow === 'free_paid' ? SIMPLE_REPORTS : [];
  } else if (heldTypes.every((t) => existing.has(t))) {
    flow = 'reports_ready';
    redirectTo = held.statementsType === 'Complete' ? fullStatements : results;
  } else if (isPaidPlan(held)) {
    flow = 'existing_plan';
    redirectTo = fullStatements;
    toGenerate = heldTypes;
  } else {
    flow = 'free';
    redirectTo = results;
    toGenerate = heldTypes;
  }

  const missing = toGenerate.filter((t) => !existing.has(t));
  const store = async (tx: DbOrTx) => {
    const created = missing.length
      ? await addMissingReports(tx, { prospectId: prospect.id, questionnaireId, types: missing })
      : [];
    const reportTypes = new Set<string>([...existing, ...created]);
    await queueAssessmentIfEligible(tx, {
      questionnaireId,
      known: { prospectId: prospect.id, plan: held, reportTypes },
    });
    return created;
  };
  // One transaction when there is an assessment to queue: a process killed between the statements and
  // the assessment they qualify for must not leave complete statements whose assessment is never queued.
  // Without one, the single insert is atomic on its own.
  const generated = held.hasAiAssessment ? await db.transaction(store) : await store(db);

  return {
    success: true,
    flow,
    message: FLOW_MESSAGE[flow],
    redirectTo,
    statementType: held.statementsType,
    chartCount: held.chartsCount,
    requiresMeeting: flow === 'meeting_required' || (flow === 'existing_plan' && held.canBookMeeting),
    hasAiAssessment: held.hasAiAssessment,
    productConfig: toProductDto(requested),
    generated,
  };
}
