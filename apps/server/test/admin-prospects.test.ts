import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessments,
  paymentHistory,
  prospects,
  questionnaires,
  reports,
} from '../src/infra/db/schema/index';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createCompletedRequest, staffCaller } from './helpers/admin';
import { createProspect } from './helpers/factories';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

const find = async (id: string) =>
  (
    (await staff('GET', '/api/admin/prospects?pageSize=100')).json().items as Array<Record<string, unknown>>
  ).find((p) => p.id === id)!;

describe('staff prospects', () => {
  it('lists with requests, remaining, status, plan and latest ids; searches and pages', async () => {
    const fresh = await createProspect(t.database.db, { name: 'Nora New', email: 'nora@example.com' });
    const { prospect: active, questionnaireId } = await createCompletedRequest(t.app, t.database.db, {
      prospect: { name: 'Ari Active', email: 'ari@example.com' },
    });
    expect(await find(fresh.id)).toMatchObject({
      requests: 0,
      maxSubmissions: 2,
      remaining: 2,
      status: 'New',
    });
    expect(await find(active.id)).toMatchObject({
      requests: 1,
      requestCount: 1,
      remaining: 1,
      status: 'Active',
      selectedPlan: 'Free Projection',
      reportCount: 1,
      latestQuestionnaireId: questionnaireId,
      latestReportId: expect.any(String),
      contactStatus: 'not_contacted',
    });
    const search = (await staff('GET', '/api/admin/prospects?search=NORA')).json();
    expect(search.items.map((p: { id: string }) => p.id)).toEqual([fresh.id]);
    const paged = (await staff('GET', '/api/admin/prospects?pageSize=1&sortBy=name&order=asc')).json();
    expect(paged).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(paged.items[0].name).toBe('Ari Active');
  });

  it('updates contact status and comments; stamps the contact time', async () => {
    const p = await createProspect(t.database.db);
    const res = await staff('PUT', `/api/admin/prospects/${p.id}/contact`, {
      contactStatus: 'follow_up',
      comments: 'Call Monday',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contactStatus: 'follow_up',
      comments: 'Call Monday',
      lastContactedAt: expect.any(String),
    });
    const dated = await staff('PUT', `/api/admin/prospects/${p.id}/contact`, {
      contactStatus: 'closed',
      lastContactedAt: '2025-03-01',
    });
    expect(dated.json()).toMatchObject({
      lastContactedAt: '2025-03-01T00:00:00.000Z',
      comments: 'Call Monday',
    });
    expect(
      (await staff('PUT', `/api/admin/prospects/${p.id}/contact`, { contactStatus: 'maybe' })).json().field,
    ).toBe('contactStatus');
  });

  it('sets remaining reports from the server count, never the browser count', async () => {
    const p = await createProspect(t.database.db, { submissionCount: 2, maxSubmissions: 2 });
    const url = `/api/admin/prospects/${p.id}/submissions`;
    expect((await staff('PUT', url, { remaining: 3 })).json()).toMatchObject({
      maxSubmissions: 5,
      remaining: 3,
    });
    // The spec body: the browser claims a count of 0; remaining = 4 − 0, added to the server's 2.
    expect((await staff('PUT', url, { maxSubmissions: 4, submissionCount: 0 })).json()).toMatchObject({
      maxSubmissions: 6,
      submissionCount: 2,
      remaining: 4,
    });
    expect((await staff('PUT', url, { remaining: '0' })).json()).toMatchObject({ status: 'Limit Reached' });
    expect((await staff('PUT', url, { remaining: 'abc' })).json()).toMatchObject({
      field: 'remaining',
      message: 'Please enter a valid number for remaining reports',
    });
    expect((await staff('PUT', url, {})).json().message).toBe(
      'Please enter a valid number for remaining reports',
    );
    expect((await staff('PUT', url, { remaining: -1 })).json()).toMatchObject({
      field: 'remaining',
      message: 'Remaining reports cannot be negative',
    });
    expect((await staff('PUT', url, { maxSubmissions: 1, submissionCount: 3 })).json().message).toBe(
      'Remaining reports cannot be negative',
    );
    expect(
      (await staff('PUT', `/api/admin/prospects/${crypto.randomUUID()}/submissions`, { remaining: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('grants a plan with the agreed amount, recorded as Manual, generating the full statements', async () => {
    const { prospect, questionnaireId } = await createCompletedRequest(t.app, t.database.db);
    const res = await staff('POST', `/api/admin/prospects/${prospect.id}/grant-plan`, {
      productCode: 'P04',
      amount: '350.00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      selectedPlan: 'Custom Financial Proforma',
      maxSubmissions: 12,
      reportCount: 3,
    });
    const [record] = await t.database.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.prospectId, prospect.id));
    expect(record).toMatchObject({
      paymentMethod: 'Manual',
      amountCents: 35000,
      productCode: 'P04',
      transactionType: 'new_purchase',
    });
    expect(
      await t.database.db.select().from(reports).where(eq(reports.questionnaireId, questionnaireId)),
    ).toHaveLength(3);
    const bad = await staff('POST', `/api/admin/prospects/${prospect.id}/grant-plan`, {
      productCode: 'P04',
      amount: '-5',
    });
    // Each refusal reads like a sentence: a capital, the words staff use, a full stop.
    expect(bad.json()).toEqual({
      error: 'INVALID_INPUT',
      field: 'amount',
      message: 'Enter the agreed amount in dollars, such as 350.00: 0 or more, with at most two decimals.',
    });
    const free = await staff('POST', `/api/admin/prospects/${prospect.id}/grant-plan`, {
      productCode: 'P01',
      amount: '0',
    });
    expect(free.json()).toMatchObject({
      field: 'productCode',
      message: 'Free Projection is free: choose a paid plan to grant.',
    });
    const unknown = await staff('POST', `/api/admin/prospects/${prospect.id}/grant-plan`, {
      productCode: 'P99',
      amount: '10',
    });
    expect(unknown.json()).toMatchObject({
      field: 'productCode',
      message: 'There is no plan with the code "P99".',
    });
    const none = await staff('POST', `/api/admin/prospects/${prospect.id}/grant-plan`, { amount: '10' });
    expect(none.json()).toMatchObject({ field: 'productCode', message: 'Choose the plan to grant.' });
  });

  it('deletes a prospect with its work; payment history keeps its rows', async () => {
    const db = t.database.db;
    const { prospect, questionnaireId } = await createCompletedRequest(t.app, db);
    await staff('POST', `/api/admin/prospects/${prospect.id}/grant-plan`, {
      productCode: 'P02',
      amount: '29.99',
    });
    // The paid plan may already have queued one; either way one exists before the deletion.
    await db.insert(assessments).values({ questionnaireId, prospectId: prospect.id }).onConflictDoNothing();
    expect(
      await db.select().from(assessments).where(eq(assessments.questionnaireId, questionnaireId)),
    ).toHaveLength(1);
    expect((await staff('DELETE', `/api/admin/prospects/${prospect.id}`)).statusCode).toBe(200);
    expect(await db.select().from(prospects).where(eq(prospects.id, prospect.id))).toHaveLength(0);
    expect(await db.select().from(questionnaires).where(eq(questionnaires.id, questionnaireId))).toHaveLength(
      0,
    );
    expect(
      await db.select().from(assessments).where(eq(assessments.questionnaireId, questionnaireId)),
    ).toHaveLength(0);
    const kept = await db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.prospectEmail, prospect.email));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.prospectId).toBeNull();
    expect((await staff('DELETE', `/api/admin/prospects/${prospect.id}`)).statusCode).toBe(404);
  });
});
