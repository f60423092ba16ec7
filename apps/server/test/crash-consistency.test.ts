// Found by the crash and load scripts in bench/: what a failure half-way, or two payments at once, must not leave.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, paymentHistory, prospects, reports } from '../src/infra/db/schema/index';
import { createAssessmentTestApp, type AssessmentTestApp } from './assessments-fixtures';
import { bakerySections } from './helpers/factories';
import { checkoutSteps } from './helpers/payments';
import { lazyTestBrowser } from './helpers/visitor';

let t: AssessmentTestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createAssessmentTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>) => b.inject({ method: 'POST', url, payload });

async function completedQuestionnaire(prospectId: string) {
  const res = await post('/api/questionnaires', { prospectId, ...bakerySections(), isCompleted: true });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('completing a questionnaire on a paid plan', () => {
  it('stores the statements and queues their assessment together, or neither', async () => {
    const prospect = await b.createProspect(t.database.db, { selectedPlanCode: 'P02', maxSubmissions: 5 });
    const questionnaireId = await completedQuestionnaire(prospect.id);
    // Stands in for a process dying between the two writes: the assessment insert fails.
    await t.database.db.execute(sql`
      create function crash_on_assessment() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$`);
    await t.database.db.execute(sql`
      create trigger crash_on_assessment before insert on assessments
      for each row execute function crash_on_assessment()`);
    try {
      const failed = await post('/api/questionnaire/complete', { questionnaireId });
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      expect(
        await t.database.db.select().from(reports).where(eq(reports.questionnaireId, questionnaireId)),
      ).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger crash_on_assessment on assessments`);
      await t.database.db.execute(sql`drop function crash_on_assessment()`);
    }

    const retried = await post('/api/questionnaire/complete', { questionnaireId });
    expect(retried.json()).toMatchObject({ flow: 'existing_plan' });
    expect(retried.json().generated.sort()).toEqual(['balance_sheet', 'cash_flow', 'profit_loss']);
    expect(
      await t.database.db.select().from(assessments).where(eq(assessments.questionnaireId, questionnaireId)),
    ).toMatchObject([{ status: 'pending' }]);
  });
});

describe('two payments of one prospect applied at the same moment', () => {
  const { intentFor, confirmCard } = checkoutSteps(() => t, b);
  async function paidIntent(prospectId: string, productCode: string) {
    const intent = await intentFor(prospectId, productCode);
    expect((await confirmCard(intent, '4242424242424242')).json()).toMatchObject({ status: 'succeeded' });
    return intent.paymentIntentId;
  }

  it('adds both credits and keeps the higher plan, whichever commits first', async () => {
    for (let round = 0; round < 5; round++) {
      const prospect = await b.createProspect(t.database.db);
      await completedQuestionnaire(prospect.id);
      const full = await paidIntent(prospect.id, 'P02');
      const expert = await paidIntent(prospect.id, 'P03');
      const answers = await Promise.all(
        [full, expert].map((paymentIntentId) =>
          post('/api/payment/success', {
            prospectId: prospect.id,
            paymentMethod: 'credit_card',
            paymentIntentId,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
      // 2 free + 3 (Full Reports) + 5 (Expert Feedback), and Expert Feedback is the higher plan.
      expect(row).toMatchObject({ selectedPlanCode: 'P03', maxSubmissions: 10, submissionCount: 1 });
      const records = await t.database.db
        .select()
        .from(paymentHistory)
        .where(eq(paymentHistory.prospectId, prospect.id));
      expect(records.map((r) => r.productCode).sort()).toEqual(['P02', 'P03']);
    }
  });
});
