// Issue #26 item 2: questions on a shared plan. A link's viewer asks about a line, a year of it or an
// assumption with their name and e-mail; the founder is mailed, sees it on their plan and answers; the asker
// is mailed the answer and sees the thread through the link. Threads belong to their link: its viewers see
// each other's names, never e-mails; another link's viewer sees none.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@trajectory/contracts/paths';
import { SHARE_LINK_GONE } from '@trajectory/contracts/sharing';
import { mailOutbox, products, shareLinks, shareQuestions } from '../src/infra/db/schema/index';
import { sessionIdFromToken } from '../src/lib/tokens';
import { createCompletedRequest } from './helpers/admin';
import { createPaidFounder, createShareLink } from './helpers/sharing';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
});
afterAll(async () => t.close());

const paidFounder = () => createPaidFounder(t.app, t.database.db, { transaction: 'pi_questions' });
const share = (cookie: string, questionnaireId: string, label?: string) =>
  createShareLink(t.app, cookie, questionnaireId, label);

/** Each ask from an address of its own, so the per-address limit holds back only the test that means it. */
let addressCounter = 0;
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

const RENT_QUESTION = {
  name: 'Dana Lender',
  email: 'dana@firstbank.example',
  body: 'Why does rent rise 5% a year?',
  target: 'profitLoss.rent',
  year: 'year2',
};

const ask = (token: string, payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: `/api/shared/${token}/questions`, payload, remoteAddress });
const threadsOf = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/shared/${token}/questions`, remoteAddress: nextAddress() });
const founderThreads = (cookie: string, questionnaireId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/questionnaires/${questionnaireId}/questions`,
    headers: { cookie },
  });
const answer = (cookie: string, questionnaireId: string, questionId: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/questionnaires/${questionnaireId}/questions/${questionId}/replies`,
    headers: { cookie },
    payload: { body },
  });
const openCount = (cookie: string, prospectId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/prospects/${prospectId}/questions/open-count`,
    headers: { cookie },
  });
const mailTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('asking and answering', () => {
  it('the founder sees the question with the e-mail, viewers of the link see names only, another link sees none; the answer reaches both', async () => {
    const { questionnaireId, cookie, prospect } = await paidFounder();
    const bank = await share(cookie, questionnaireId, 'First Bank');
    const advisor = await share(cookie, questionnaireId, 'My advisor');
    const { businessName } = (
      await t.app.inject({ method: 'GET', url: `/api/shared/${bank.token}`, remoteAddress: nextAddress() })
    ).json();

    const asked = await ask(bank.token, { ...RENT_QUESTION, name: '  Dana Lender ' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.headers['cache-control']).toBe('private, no-store');
    const thread = asked.json();
    expect(thread).toMatchObject({
      target: 'profitLoss.rent',
      year: 'year2',
      askerName: 'Dana Lender',
      body: RENT_QUESTION.body,
      status: 'open',
      replies: [],
    });
    expect(asked.body).not.toContain(RENT_QUESTION.email);
    const second = await ask(bank.token, {
      name: 'Sam Credit',
      email: 'sam@firstbank.example',
      body: 'Where does the unit price come from?',
      target: 'assumptions.unitPrice',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ target: 'assumptions.unitPrice', year: null });

    // The founder: every thread of the plan, with the asker's e-mail and the link's label.
    const listed = await founderThreads(cookie, questionnaireId);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().threads).toEqual([
      expect.objectContaining({
        id: thread.id,
        askerEmail: RENT_QUESTION.email,
        linkLabel: 'First Bank',
        shareLinkId: bank.link.id,
      }),
      expect.objectContaining({ askerEmail: 'sam@firstbank.example', target: 'assumptions.unitPrice' }),
    ]);
    expect((await openCount(cookie, prospect.id)).json()).toEqual({ open: 2 });

    // The same link's viewers: each other's names, never an e-mail.
    const seen = await threadsOf(bank.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().threads.map((x: { askerName: string }) => x.askerName)).toEqual([
      'Dana Lender',
      'Sam Credit',
    ]);
    expect(seen.body).not.toContain('@firstbank.example');
    expect(seen.body).not.toContain('askerEmail');
    // Another link's viewer: none of them.
    expect((await threadsOf(advisor.token)).json()).toEqual({ threads: [] });

    // The founder was mailed: the business, the line, the question, a link to their page (never the token).
    const [founderMail, ...more] = await mailTo(prospect.email);
    expect(more).toHaveLength(1);
    expect(founderMail!.subject).toBe(`A question about ${businessName}: Rent (Profit & Loss), Year 2`);
    expect(founderMail!.text).toContain(RENT_QUESTION.body);
    expect(founderMail!.text).toContain('"First Bank"');
    expect(founderMail!.text).toContain(paths.fullStatements(prospect.id, questionnaireId));
    expect(founderMail!.text).not.toContain(bank.token);
    expect(founderMail!.html).not.toContain(bank.token);

    // The founder answers twice: the thread turns answered, the asker is mailed each answer.
    const answered = await answer(cookie, questionnaireId, thread.id, 'Our lease has a 5% yearly escalator.');
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({
      id: thread.id,
      status: 'answered',
      replies: [{ body: 'Our lease has a 5% yearly escalator.' }],
    });
    expect((await answer(cookie, questionnaireId, thread.id, 'It is in clause 4.')).statusCode).toBe(201);
    expect((await openCount(cookie, prospect.id)).json()).toEqual({ open: 1 });

    const [again] = (await threadsOf(bank.token)).json().threads;
    expect(again).toMatchObject({
      id: thread.id,
      status: 'answered',
      replies: [{ body: 'Our lease has a 5% yearly escalator.' }, { body: 'It is in clause 4.' }],
    });
    const askerMails = await mailTo(RENT_QUESTION.email);
    expect(askerMails).toHaveLength(2);
    expect(askerMails[0]!.subject).toBe(
      `${businessName} answered your question about Rent (Profit & Loss), Year 2`,
    );
    expect(askerMails[0]!.text).toContain('Hello Dana Lender,');
    expect(askerMails[0]!.text).toContain(RENT_QUESTION.body);
    expect(askerMails[0]!.text).toContain('Our lease has a 5% yearly escalator.');
    expect(askerMails[0]!.text).toContain('Open the link you were sent again');
    expect(askerMails[0]!.text).not.toContain(bank.token);
    expect(askerMails[0]!.text).not.toContain('/shared/');
    // Sam's question was not answered: no mail to Sam.
    expect(await mailTo('sam@firstbank.example')).toEqual([]);
  });

  it('stores includeAssessment on the link (default true, or as unticked)', async () => {
    const { questionnaireId, cookie } = await paidFounder();
    expect((await share(cookie, questionnaireId)).link.includeAssessment).toBe(true);
    const unticked = await t.app.inject({
      method: 'POST',
      url: `/api/questionnaires/${questionnaireId}/share-links`,
      headers: { cookie },
      payload: { label: 'No assessment', expiresInDays: 7, includeAssessment: false },
    });
    expect(unticked.statusCode, unticked.body).toBe(201);
    expect(unticked.json().link.includeAssessment).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.id, unticked.json().link.id));
    expect(row!.includeAssessment).toBe(false);
  });
});

describe('what is refused', () => {
  it('bad input gets a 400 naming the field, and stores nothing', async () => {
    const { questionnaireId, cookie } = await paidFounder();
    const { token, link } = await share(cookie, questionnaireId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...RENT_QUESTION, name: '   ' }, 'name'],
      [{ ...RENT_QUESTION, name: 'x'.repeat(81) }, 'name'],
      [{ ...RENT_QUESTION, email: 'not-an-email' }, 'email'],
      [{ ...RENT_QUESTION, body: '' }, 'body'],
      [{ ...RENT_QUESTION, body: 'y'.repeat(1001) }, 'body'],
      [{ ...RENT_QUESTION, target: 'profitLoss.yacht' }, 'target'],
      [{ ...RENT_QUESTION, target: 'assumptions.businessName', year: null }, 'target'],
      [{ ...RENT_QUESTION, target: 'rent' }, 'target'],
      [{ ...RENT_QUESTION, target: 'constructor.name' }, 'target'],
      [{ ...RENT_QUESTION, target: undefined }, 'target'],
      // Year 4 of a three-year plan; an assumption has no year; not a year key at all.
      [{ ...RENT_QUESTION, year: 'year4' }, 'year'],
      [{ ...RENT_QUESTION, target: 'assumptions.unitPrice', year: 'year1' }, 'year'],
      [{ ...RENT_QUESTION, year: 'next year' }, 'year'],
    ];
    for (const [payload, field] of cases) {
      const res = await ask(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'INVALID_INPUT', field });
    }
    expect(
      await t.database.db.select().from(shareQuestions).where(eq(shareQuestions.shareLinkId, link.id)),
    ).toEqual([]);
    // The balance sheet's rows are in this plan (Complete statements): a year 3 of one is fine.
    const cash = await ask(token, { ...RENT_QUESTION, target: 'balanceSheet.assets.cash', year: 'year3' });
    expect(cash.statusCode, cash.body).toBe(201);

    const answerOf = await answer(cookie, questionnaireId, cash.json().id, '  ');
    expect(answerOf.statusCode).toBe(400);
    expect(answerOf.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'body' });
  });

  it('a plan without Complete statements has no balance sheet line to ask about', async () => {
    // A paid plan staff made with the simple statements (links open only on a paid plan).
    await t.database.db.insert(products).values({
      code: 'P09',
      name: 'Simple Paid',
      description: 'A paid plan with the Profit & Loss only.',
      type: 'Paid',
      priceCents: 999,
      questionnairesPerEmail: 3,
      canBookMeeting: false,
      hasAiAssessment: false,
      statementsType: 'Simple',
      chartsCount: 3,
      acceptsPromoCodes: false,
    });
    const free = await createCompletedRequest(t.app, t.database.db, {
      prospect: { selectedPlanCode: 'P09' },
    });
    const token = randomBytes(16).toString('base64url');
    await t.database.db.insert(shareLinks).values({
      questionnaireId: free.questionnaireId,
      prospectId: free.prospect.id,
      label: 'Simple plan',
      tokenHash: sessionIdFromToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await ask(token, { ...RENT_QUESTION, target: 'balanceSheet.assets.cash' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'target' });
    expect((await ask(token, RENT_QUESTION)).statusCode).toBe(201);
  });

  it('an expired or revoked link answers 410, an unknown one 404, for asking and reading', async () => {
    const { questionnaireId, cookie } = await paidFounder();
    const revoked = await share(cookie, questionnaireId, 'Revoked');
    const expired = await share(cookie, questionnaireId, 'Expired');
    await t.app.inject({
      method: 'POST',
      url: `/api/questionnaires/${questionnaireId}/share-links/${revoked.link.id}/revoke`,
      headers: { cookie },
    });
    await t.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expired.link.id));
    for (const [{ token }, message] of [
      [revoked, SHARE_LINK_GONE.revoked],
      [expired, SHARE_LINK_GONE.expired],
    ] as const) {
      const asked = await ask(token, RENT_QUESTION);
      expect(asked.statusCode).toBe(410);
      expect(asked.json()).toMatchObject({ error: 'LINK_EXPIRED', message });
      expect((await threadsOf(token)).statusCode).toBe(410);
    }
    expect((await ask('A'.repeat(22), RENT_QUESTION)).statusCode).toBe(404);
    expect((await threadsOf('nope')).statusCode).toBe(404);
  });

  it('another founder gets 404 for the threads, the answer and the count; no session gets 401', async () => {
    const owner = await paidFounder();
    const { token } = await share(owner.cookie, owner.questionnaireId);
    const { id: questionId } = (await ask(token, RENT_QUESTION)).json();
    const other = await paidFounder();
    const attempts = [
      { method: 'GET' as const, url: `/api/questionnaires/${owner.questionnaireId}/questions` },
      {
        method: 'POST' as const,
        url: `/api/questionnaires/${owner.questionnaireId}/questions/${questionId}/replies`,
        payload: { body: 'Not mine to answer' },
      },
      // Under one's own plan, another plan's question is not found either.
      {
        method: 'POST' as const,
        url: `/api/questionnaires/${other.questionnaireId}/questions/${questionId}/replies`,
        payload: { body: 'Not mine to answer' },
      },
      { method: 'GET' as const, url: `/api/prospects/${owner.prospect.id}/questions/open-count` },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: { cookie: other.cookie } });
      expect(res.statusCode, attempt.url).toBe(404);
      expect((await t.app.inject(attempt)).statusCode, attempt.url).toBe(401);
    }
    const [row] = await t.database.db.select().from(shareQuestions).where(eq(shareQuestions.id, questionId));
    expect(row!.status).toBe('open');
    expect((await founderThreads(other.cookie, other.questionnaireId)).json()).toEqual({ threads: [] });
  });

  it('questions are rate-limited per address (5 in 10 minutes) and per link (10 an hour)', async () => {
    const { questionnaireId, cookie } = await paidFounder();
    const first = await share(cookie, questionnaireId, 'By address');
    const address = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await ask(first.token, RENT_QUESTION, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await ask(first.token, RENT_QUESTION, address);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();

    const second = await share(cookie, questionnaireId, 'By link');
    const perLink: number[] = [];
    for (let i = 0; i < 11; i += 1) perLink.push((await ask(second.token, RENT_QUESTION)).statusCode);
    expect(perLink.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(perLink[10]).toBe(429);
    // Another link of the same plan is not held back by it.
    expect((await ask(first.token, RENT_QUESTION)).statusCode).toBe(201);
  });
});
