// The staff requests list says what each questionnaire's reports hold, not the plan its prospect holds now.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospects } from '../src/infra/db/schema/index';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createCompletedRequest, staffCaller } from './helpers/admin';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;

beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

type Item = {
  id: string;
  statementType: string;
  reportTypes: string[];
  planName: string;
  reportCount: number;
};

async function itemOf(questionnaireId: string): Promise<Item> {
  const res = await staff('GET', '/api/admin/questionnaires?pageSize=100');
  expect(res.statusCode).toBe(200);
  const item = (res.json() as { items: Item[] }).items.find((i) => i.id === questionnaireId);
  expect(item).toBeDefined();
  return item!;
}

describe('staff requests: the contents of each questionnaire', () => {
  it('a free P&L stays "Simple · Profit & Loss" after its prospect buys Full Reports', async () => {
    const db = t.database.db;
    const { prospect, questionnaireId } = await createCompletedRequest(t.app, db);
    expect(await itemOf(questionnaireId)).toMatchObject({
      statementType: 'Simple',
      reportTypes: ['profit_loss'],
      planName: 'Free Projection',
      reportCount: 1,
    });

    await db.update(prospects).set({ selectedPlanCode: 'P02' }).where(eq(prospects.id, prospect.id));
    expect(await itemOf(questionnaireId)).toMatchObject({
      statementType: 'Simple',
      reportTypes: ['profit_loss'],
      planName: 'Full Reports',
      reportCount: 1,
    });
  });

  it('a questionnaire generated under Full Reports is "Complete" with its three statements', async () => {
    const { questionnaireId } = await createCompletedRequest(t.app, t.database.db, {
      prospect: { selectedPlanCode: 'P02', maxSubmissions: 3 },
    });
    expect(await itemOf(questionnaireId)).toMatchObject({
      statementType: 'Complete',
      reportTypes: ['profit_loss', 'balance_sheet', 'cash_flow'],
      planName: 'Full Reports',
      reportCount: 3,
    });
  });
});
