import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_TOO_SHORT_MESSAGE } from '@trajectory/contracts/prospects';
import {
  contactMessages,
  mailOutbox,
  paymentHistory,
  prospects,
  reports,
} from '../src/infra/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { bakerySections, registrationBody } from './helpers/factories';
import type { createProspect } from './helpers/factories';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function completed(overrides: Parameters<typeof createProspect>[1] = {}) {
  const prospect = await b.createProspect(t.database.db, { maxSubmissions: 5, ...overrides });
  const res = await b.inject({
    method: 'POST',
    url: '/api/questionnaires',
    payload: { prospectId: prospect.id, ...bakerySections(), isCompleted: true },
  });
  expect(res.statusCode).toBe(201);
  return { prospect, questionnaireId: res.json().id as string };
}

const complete = (payload: Record<string, unknown>) =>
  b.inject({ method: 'POST', url: '/api/questionnaire/complete', payload });
const reportTypes = async (questionnaireId: string) =>
  (await t.database.db.select().from(reports).where(eq(reports.questionnaireId, questionnaireId)))
    .map((r) => r.reportType)
    .sort();

describe('POST /api/validate-email', () => {
  const validate = (email: string, remoteAddress = '127.0.0.1') =>
    b.inject({ method: 'POST', url: '/api/validate-email', payload: { email }, remoteAddress });

  it('lets a new e-mail register', async () => {
    const res = await validate('brand.new@example.com');
    expect(res.json()).toMatchObject({ canSubmit: true, prospect: null });
  });

  it('returns an existing prospect with credits left, and refuses one at its limit with the reason', async () => {
    const withCredits = await b.createProspect(t.database.db, {
      email: 'has-credits@example.com',
      submissionCount: 1,
    });
    const ok = await validate('HAS-CREDITS@example.com');
    expect(ok.json()).toMatchObject({
      canSubmit: true,
      prospect: { id: withCredits.id, remainingReports: 1 },
    });

    const full = await b.createProspect(t.database.db, { email: 'full@example.com', submissionCount: 2 });
    const refused = await validate('full@example.com');
    expect(refused.json()).toEqual({
      canSubmit: false,
      reason: 'Free plan allows 2 reports per email. Please upgrade to create more reports.',
      prospect: expect.objectContaining({ id: full.id }),
    });
    const paid = await b.createProspect(t.database.db, {
      email: 'paid-full@example.com',
      selectedPlanCode: 'P02',
      maxSubmissions: 5,
      submissionCount: 5,
    });
    const paidRefused = await validate(paid.email);
    expect(paidRefused.json().reason).toBe(
      'You have used all 5 reports for your Full Reports plan. Please upgrade to create more reports.',
    );
  });

  it('answers canSubmit false without a prospect over the rate limit', async () => {
    for (let i = 0; i < 30; i++)
      expect((await validate(`r${i}@example.com`, '198.51.100.9')).json().canSubmit).toBe(true);
    const limited = await validate('r31@example.com', '198.51.100.9');
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toMatchObject({ canSubmit: false, prospect: null });
    expect(limited.json().reason).toMatch(/Too many attempts/);
  });

  it('refuses a malformed e-mail with 400', async () => {
    const res = await validate('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email', message: 'Please enter a valid email address' });
  });
});

describe('POST /api/prospects/{id}/preferred-plan', () => {
  it('sets a paid preferred plan without changing the held plan, and clears it with the free plan', async () => {
    const created = (
      await b.inject({ method: 'POST', url: '/api/prospects', payload: registrationBody() })
    ).json();
    const res = await b.inject({
      method: 'POST',
      url: `/api/prospects/${created.id}/preferred-plan`,
      payload: { preferredPlan: 'Expert Feedback' },
    });
    expect(res.json()).toMatchObject({
      preferredPlanCode: 'P03',
      selectedPlanCode: 'P01',
      maxSubmissions: 2,
    });
    const cleared = await b.inject({
      method: 'POST',
      url: `/api/prospects/${created.id}/preferred-plan`,
      payload: { preferredPlan: 'free' },
    });
    expect(cleared.json().preferredPlanCode).toBeNull();
    const bad = await b.inject({
      method: 'POST',
      url: `/api/prospects/${created.id}/preferred-plan`,
      payload: { preferredPlan: 'Gold' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('preferredPlan');
  });
});

describe('POST /api/questionnaire/complete (the decision table)', () => {
  it('free: generates the P&L and sends the visitor to its results, no e-mail in the URL', async () => {
    const { prospect, questionnaireId } = await completed();
    const res = await complete({ questionnaireId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      flow: 'free',
      redirectTo: `/results/${prospect.id}?questionnaireId=${questionnaireId}`,
      statementType: 'Simple',
      chartCount: 2,
      requiresMeeting: false,
      hasAiAssessment: false,
      productConfig: { code: 'P01' },
      generated: ['profit_loss'],
    });
    expect(res.body).not.toContain(encodeURIComponent(prospect.email));
    expect(await reportTypes(questionnaireId)).toEqual(['profit_loss']);
  });

  it('reports_ready: a second call generates nothing', async () => {
    const { prospect, questionnaireId } = await completed();
    await complete({ questionnaireId });
    const again = await complete({ questionnaireId });
    expect(again.json()).toMatchObject({
      flow: 'reports_ready',
      generated: [],
      redirectTo: `/results/${prospect.id}?questionnaireId=${questionnaireId}`,
    });
    expect(await reportTypes(questionnaireId)).toEqual(['profit_loss']);
  });

  it('free_paid: a free plan with a paid preferred plan gets its P&L and goes to checkout', async () => {
    const { prospect, questionnaireId } = await completed({ preferredPlanCode: 'P02' });
    const res = await complete({ questionnaireId, productCode: 'P02' });
    expect(res.json()).toMatchObject({
      flow: 'free_paid',
      redirectTo: `/checkout?product=financial_statements&prospectId=${prospect.id}`,
      productConfig: { code: 'P02', price: '29.99' },
      generated: ['profit_loss'],
    });
    expect(await reportTypes(questionnaireId)).toEqual(['profit_loss']);
  });

  it('payment_required: a paid product asked for when the P&L exists generates nothing', async () => {
    const { prospect, questionnaireId } = await completed();
    await complete({ questionnaireId });
    const res = await complete({ questionnaireId, productCode: 'consultation' });
    expect(res.json()).toMatchObject({
      flow: 'payment_required',
      redirectTo: `/checkout?product=consultation&prospectId=${prospect.id}`,
      generated: [],
    });
  });

  it('meeting_required: the custom plan is booked, not bought, after the free P&L', async () => {
    const { prospect, questionnaireId } = await completed({ preferredPlanCode: 'P04' });
    const res = await complete({ questionnaireId });
    expect(res.json()).toMatchObject({
      flow: 'meeting_required',
      redirectTo: `/results/${prospect.id}?custom=true&questionnaireId=${questionnaireId}`,
      requiresMeeting: true,
      generated: ['profit_loss'],
    });
  });

  it('existing_plan: a paid plan gets the complete statements, and the meeting when the plan books one', async () => {
    const full = await completed({ selectedPlanCode: 'P02' });
    const res = await complete({ questionnaireId: full.questionnaireId });
    expect(res.json()).toMatchObject({
      flow: 'existing_plan',
      redirectTo: `/full-statements/${full.prospect.id}?questionnaireId=${full.questionnaireId}`,
      statementType: 'Complete',
      chartCount: 6,
      hasAiAssessment: true,
      requiresMeeting: false,
    });
    expect(res.json().generated.sort()).toEqual(['balance_sheet', 'cash_flow', 'profit_loss']);
    const expert = await completed({ selectedPlanCode: 'P03' });
    expect((await complete({ questionnaireId: expert.questionnaireId })).json()).toMatchObject({
      flow: 'existing_plan',
      requiresMeeting: true,
    });
  });

  it('refuses a draft, an unknown product and an unknown questionnaire', async () => {
    const prospect = await b.createProspect(t.database.db);
    const draft = (
      await b.inject({ method: 'POST', url: '/api/questionnaires', payload: { prospectId: prospect.id } })
    ).json();
    expect((await complete({ questionnaireId: draft.id })).statusCode).toBe(400);
    const { questionnaireId } = await completed();
    const unknown = await complete({ questionnaireId, productCode: 'P99' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('productCode');
    expect((await complete({ questionnaireId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
  });
});

describe('reports', () => {
  it('generates one report per statement the plan includes, idempotently, and lists them newest first', async () => {
    const { prospect, questionnaireId } = await completed();
    const gen = () =>
      b.inject({
        method: 'POST',
        url: '/api/reports/generate',
        payload: { prospectId: prospect.id, questionnaireId },
      });
    const first = await gen();
    expect(first.json()).toMatchObject({ ok: true, generated: ['profit_loss'] });
    expect((await gen()).json().generated).toEqual([]);
    // After an upgrade the same call adds the missing statements and nothing else.
    await t.database.db
      .update(prospects)
      .set({ selectedPlanCode: 'P02' })
      .where(eq(prospects.id, prospect.id));
    const upgraded = await gen();
    expect(upgraded.json().generated.sort()).toEqual(['balance_sheet', 'cash_flow']);
    expect(await reportTypes(questionnaireId)).toEqual(['balance_sheet', 'cash_flow', 'profit_loss']);

    const list = await b.inject({ method: 'GET', url: `/api/reports/prospect/${prospect.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(3);
    expect(list.json()[0]).toMatchObject({
      questionnaireId,
      title: 'Ada Bakes',
      planName: 'Full Reports',
      statementType: 'Complete',
      yearRange: 'Year 1-3',
    });
  });

  it("refuses another prospect's questionnaire", async () => {
    const { questionnaireId } = await completed();
    const other = await b.createProspect(t.database.db);
    const res = await b.inject({
      method: 'POST',
      url: '/api/reports/generate',
      payload: { prospectId: other.id, questionnaireId },
    });
    expect(res.statusCode).toBe(404);
  });

  it("downloads the questionnaire's one PDF, named after the business", async () => {
    const { prospect, questionnaireId } = await completed();
    await complete({ questionnaireId });
    const [report] = (await b.inject({ method: 'GET', url: `/api/reports/prospect/${prospect.id}` })).json();
    const res = await b.inject({ method: 'GET', url: `/api/reports/download-pdf/${report.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="Trajectory_.+_financial_report\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(20_000); // statements plus two chart images
    expect(
      (
        await b.inject({
          method: 'GET',
          url: '/api/reports/download-pdf/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('contact', () => {
  it('stores the message, notifies staff and queues the auto-reply in the outbox', async () => {
    const res = await b.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Grace',
        email: 'grace@example.com',
        subject: 'About pricing',
        message: 'Do you offer discounts for students?',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Thank you for your message. We'll get back to you soon!",
    });
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'grace@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Thank you for contacting us', status: 'queued' });
    expect(mail[0]!.text).toContain('We have received your message and will get back to you soon.');
    const staff = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'support@example.com'));
    expect(staff[0]!.text).toContain('Do you offer discounts for students?');
  });

  it('takes an optional phone: kept at the end of the stored message and the staff mail; a bad one is refused', async () => {
    const sent = await b.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Hedy',
        email: 'hedy@example.com',
        phone: ' (555) 987-6543 ',
        subject: 'Call me back',
        message: 'Please call me about the custom plan.',
      },
    });
    expect(sent.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'hedy@example.com'));
    expect(stored!.message).toBe('Please call me about the custom plan.\n\nPhone: (555) 987-6543');
    const blank = await b.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ida',
        email: 'ida@example.com',
        phone: '',
        subject: 'No phone',
        message: 'Just a question here.',
      },
    });
    expect(blank.statusCode).toBe(200);
    const bad = await b.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ida',
        email: 'ida@example.com',
        phone: 'call me',
        subject: 'Bad phone',
        message: 'Just a question here.',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'phone', message: PHONE_TOO_SHORT_MESSAGE });
  });

  it.each([
    [{ name: 'G' }, 'name', 'Name must be at least 2 characters'],
    [{ email: 'x' }, 'email', 'Please enter a valid email address'],
    [{ subject: 'Hi' }, 'subject', 'Subject must be at least 5 characters'],
    [{ message: 'short' }, 'message', 'Message must be at least 10 characters'],
  ])('refuses %j with the spec message', async (override, field, message) => {
    const res = await b.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Grace',
        email: 'grace@example.com',
        subject: 'About pricing',
        message: 'A long enough message.',
        ...override,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('rate-limits an address to five messages an hour', async () => {
    const send = () =>
      b.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '203.0.113.5',
        payload: {
          name: 'Spam',
          email: 'spam@example.com',
          subject: 'Again and again',
          message: 'Buy my stuff please now',
        },
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('RATE_LIMITED');
  });
});

describe('payment history and public config', () => {
  it('lists the payments of an e-mail, newest first, amounts as strings', async () => {
    const prospect = await b.createProspect(t.database.db, { email: 'payer@example.com' });
    await t.database.db.insert(paymentHistory).values([
      {
        prospectId: prospect.id,
        prospectName: 'P',
        prospectEmail: 'payer@example.com',
        planName: 'Full Reports',
        productCode: 'P02',
        amountCents: 2999,
        paymentMethod: 'Credit Card',
        transactionType: 'new_purchase',
        transactionId: 'pi_1',
        createdAt: new Date('2026-01-01'),
      },
      {
        prospectId: prospect.id,
        prospectName: 'P',
        prospectEmail: 'payer@example.com',
        planName: 'Expert Feedback',
        productCode: 'P03',
        amountCents: 0,
        paymentMethod: 'Promo Code',
        transactionType: 'upgrade',
        previousPlan: 'Full Reports',
        createdAt: new Date('2026-02-01'),
      },
    ]);
    const res = await b.inject({ method: 'GET', url: '/api/payment-history?email=PAYER@example.com' });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((r: { amount: string; paymentMethod: string }) => [r.amount, r.paymentMethod]),
    ).toEqual([
      ['0.00', 'Promo Code'],
      ['29.99', 'Credit Card'],
    ]);
    // Without a query: the payments of every prospect this browser holds (these two, here).
    const all = await b.inject({ method: 'GET', url: '/api/payment-history' });
    expect(all.json().map((r: { amount: string }) => r.amount)).toEqual(['0.00', '29.99']);
    const byId = await b.inject({ method: 'GET', url: `/api/payment-history?prospectId=${prospect.id}` });
    expect(byId.json()).toHaveLength(2);
    // An address this browser does not hold answers like an unknown one: 404.
    const unknown = await b.inject({ method: 'GET', url: '/api/payment-history?email=nobody@example.com' });
    expect(unknown.statusCode).toBe(404);
  });

  it('tells the browser the scheduling URL and payment mode', async () => {
    const res = await b.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.json()).toEqual({
      schedulingUrl: null,
      supportEmail: 'support@trajectory.local',
      payments: 'simulated',
    });
  });
});
