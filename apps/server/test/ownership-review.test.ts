// Issue #22 item 7, "Were these yours?": someone registered a founder's e-mail first and started plans from
// their browser; when the founder verifies a link elsewhere, they are asked about those plans, once. No
// deletes them (reports too) and gives their credits back; yes keeps them. Both are in the audit log.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, prospects, questionnaires, reports } from '../src/infra/db/schema/index';
import { bakerySections, registrationBody } from './helpers/factories';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createBrowser, registerVisitor, visitorCookieOf } from './helpers/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** A plan started from the browser with this cookie: completed (a credit and its P&L) or a draft. */
async function startPlan(cookie: string, prospectId: string, name: string, completed: boolean) {
  const sections = bakerySections();
  const res = await send(
    'POST',
    '/api/questionnaires',
    {
      prospectId,
      ...sections,
      businessInfo: { ...sections.businessInfo, name },
      isCompleted: completed,
    },
    cookie,
  );
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  if (completed) {
    const done = await send('POST', '/api/questionnaire/complete', { questionnaireId: id }, cookie);
    expect(done.statusCode).toBe(200);
  }
  return id;
}

/** The founder follows a link in a browser of their own; returns its cookie and the verify answer. */
async function founderVerifies(email: string, cookie?: string) {
  const link = (await send('POST', '/api/access/request-link', { email }, cookie)).json().testLink as string;
  const verified = await send('POST', '/api/access/verify', { token: link.split('/access/')[1] }, cookie);
  expect(verified.statusCode).toBe(200);
  return { cookie: visitorCookieOf(verified)!, body: verified.json() };
}

/** Someone registers the founder's e-mail first and starts two plans: one completed, one draft. */
async function squatted() {
  const impostor = await registerVisitor(t.app, { name: 'Mallory Impostor', businessName: 'Fake Co' });
  const completed = await startPlan(impostor.cookie, impostor.prospect.id, 'Mallory Bakes', true);
  const draft = await startPlan(impostor.cookie, impostor.prospect.id, 'Mallory Draft', false);
  return { impostor, prospectId: impostor.prospect.id, email: impostor.prospect.email, completed, draft };
}

describe('were these yours? (a link verified in another browser)', () => {
  it('No: the plans started from the other browser are deleted with their reports, credits restored, contact corrected, once, audited', async () => {
    const { impostor, prospectId, email, completed, draft } = await squatted();
    expect(
      (await t.database.db.select().from(reports).where(eq(reports.questionnaireId, completed))).length,
    ).toBe(1);
    const founder = await founderVerifies(email);
    expect(founder.body.reviewPlans).toEqual([
      expect.objectContaining({
        questionnaireId: completed,
        businessName: 'Mallory Bakes',
        isCompleted: true,
      }),
      expect.objectContaining({ questionnaireId: draft, businessName: 'Mallory Draft', isCompleted: false }),
    ]);
    expect(Date.parse(founder.body.reviewPlans[0].startedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The impostor lost the plan when the link was verified; the follow-up read lists the same plans.
    expect((await send('GET', `/api/prospects/${prospectId}`, undefined, impostor.cookie)).statusCode).toBe(
      401,
    );
    const review = await send('GET', `/api/access/ownership-review/${prospectId}`, undefined, founder.cookie);
    expect(review.json()).toEqual({ prospectId, plans: founder.body.reviewPlans });

    // Bad input names the field and changes nothing.
    const bad = await send(
      'POST',
      '/api/access/ownership-review',
      { prospectId, wereYours: 'no' },
      founder.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'wereYours' });
    const badPhone = await send(
      'POST',
      '/api/access/ownership-review',
      {
        prospectId,
        wereYours: false,
        corrections: { name: 'Ada Lovelace', businessName: 'Ada Bakes', phone: 'call me' },
      },
      founder.cookie,
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().field).toBe('corrections.phone');
    expect(
      await t.database.db.select().from(questionnaires).where(eq(questionnaires.prospectId, prospectId)),
    ).toHaveLength(2);

    const no = await send(
      'POST',
      '/api/access/ownership-review',
      {
        prospectId,
        wereYours: false,
        corrections: { name: 'Ada Lovelace', businessName: 'Ada Bakes', phone: '+44 20 7946 0000' },
      },
      founder.cookie,
    );
    expect(no.statusCode).toBe(200);
    expect(no.json()).toMatchObject({
      deletedPlans: 2,
      creditsRestored: 1,
      prospect: {
        id: prospectId,
        name: 'Ada Lovelace',
        businessName: 'Ada Bakes',
        submissionCount: 0,
        reportCount: 0,
      },
    });
    expect(
      await t.database.db.select().from(questionnaires).where(eq(questionnaires.prospectId, prospectId)),
    ).toEqual([]);
    expect(await t.database.db.select().from(reports).where(eq(reports.prospectId, prospectId))).toEqual([]);
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospectId));
    expect(row!.phone).toBe('+44 20 7946 0000');
    expect(row!.ownershipReviewedAt).toBeInstanceOf(Date);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prospect.ownership_review'), eq(auditLog.targetId, prospectId)));
    expect(audit).toMatchObject({ actorName: 'founder', actorUserId: null, targetType: 'prospect' });
    expect(audit!.before).toMatchObject({
      name: 'Mallory Impostor',
      submissionCount: 1,
      plans: [completed, draft],
    });
    expect(audit!.after).toMatchObject({
      name: 'Ada Lovelace',
      submissionCount: 0,
      wereYours: false,
      plans: [],
    });

    // Once per prospect: a second answer is 409 and nothing is asked again.
    const again = await send(
      'POST',
      '/api/access/ownership-review',
      { prospectId, wereYours: true },
      founder.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(
      (await send('GET', `/api/access/ownership-review/${prospectId}`, undefined, founder.cookie)).json()
        .plans,
    ).toEqual([]);
  });

  it('Yes (the founder’s own laptop): nothing changes but the review is recorded', async () => {
    const { prospectId, email, completed, draft } = await squatted();
    const founder = await founderVerifies(email);
    expect(founder.body.reviewPlans).toHaveLength(2);
    const yes = await send(
      'POST',
      '/api/access/ownership-review',
      { prospectId, wereYours: true },
      founder.cookie,
    );
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({
      deletedPlans: 0,
      creditsRestored: 0,
      prospect: { submissionCount: 1 },
    });
    const left = await t.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.prospectId, prospectId));
    expect(left.map((q) => q.id).sort()).toEqual([completed, draft].sort());
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prospect.ownership_review'), eq(auditLog.targetId, prospectId)));
    expect(audit!.after).toMatchObject({ wereYours: true });
    expect(
      (await send('POST', '/api/access/ownership-review', { prospectId, wereYours: false }, founder.cookie))
        .statusCode,
    ).toBe(409);
  });

  it('asks nothing when the link is verified in the browser that started the plans', async () => {
    const own = await registerVisitor(t.app);
    await startPlan(own.cookie, own.prospect.id, 'Own Bakery', false);
    const founder = await founderVerifies(own.prospect.email, own.cookie);
    expect(founder.body.reviewPlans).toEqual([]);
  });

  it('only the founder answers: a browser that merely registered (or a stranger) gets 404, staff too', async () => {
    const { prospectId } = await squatted();
    const registeredOnly = await createBrowser(t.database.db, [prospectId]);
    const staff = await loginAsStaff(t.app);
    for (const cookie of [registeredOnly.cookie, (await registerVisitor(t.app)).cookie, staff]) {
      const res = await send('POST', '/api/access/ownership-review', { prospectId, wereYours: true }, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND', field: 'prospectId' });
      expect(
        (await send('GET', `/api/access/ownership-review/${prospectId}`, undefined, cookie)).statusCode,
      ).toBe(404);
    }
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospectId));
    expect(row!.ownershipReviewedAt).toBeNull();
    // Registering again with the e-mail is not a way in either.
    expect((await send('POST', '/api/prospects', registrationBody({ email: row!.email }))).statusCode).toBe(
      202,
    );
  });
});
